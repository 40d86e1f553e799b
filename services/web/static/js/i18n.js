// The page's language and its message catalogs (/app/i18n/<lang>.json): t(key, params) says a
// message in the reader's language, with plurals by Intl.PluralRules ({one, few, many, other}) and
// numbers by Intl.NumberFormat; printed names of a game's things come from its data's `names`.
// The language: the reader's saved choice (this browser's, else the signed-in player's), else the
// browser's languages, else English. The API is asked in the same language (api.js, Accept-Language).
// A change of language loads the other catalogs and sends "pithead:language": main.js redraws.
export const LANGUAGES = ["en", "ru"];
const SAVED = "pithead.language";
const TOKEN = "pithead.token";

async function readJson(path, headers = {}) {
  const response = await fetch(path, {headers: {Accept: "application/json", ...headers}, cache: "no-cache"});
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);   // i18n-ok: before any catalog
  return response.json();
}

/** The first of `wanted` (language tags, best first) that the page speaks, or null. */
export function pick(wanted) {
  for (const tag of wanted || []) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return null;
}

async function playersChoice() {
  const token = localStorage.getItem(TOKEN);
  if (!token) return null;
  try {
    return (await readJson("/v1/players/me", {Authorization: `Bearer ${token}`})).language || null;   // i18n-ok: an HTTP auth scheme
  } catch { return null; }   // signed out or offline: the browser's languages decide
}

let chosen = pick([localStorage.getItem(SAVED)]) || pick([await playersChoice()]) ||
  pick(navigator.languages || [navigator.language]) || "en";
// one language's catalogs a page: every key is in both (tests/unit/test_web_catalogs.py)
let catalog = await readJson(`/app/i18n/${chosen}.json`);
let plurals = new Intl.PluralRules(chosen);
let numbers = new Intl.NumberFormat(chosen);
const games = new Set();   // the tables whose messages are loaded: a change of language loads theirs anew
document.documentElement.lang = chosen;

/** Add a game's own messages (/app/i18n/<game>_<lang>.json) to the catalogs; a table module awaits it. */
export async function loadMessages(game) {
  Object.assign(catalog, await readJson(`/app/i18n/${game}_${chosen}.json`));
  games.add(game);
}

/** The page's language ("en" or "ru"). */
export function language() { return chosen; }

function message(key, count) {
  const entry = catalog[key];
  if (entry === undefined) { console.warn("pithead: no message", key); return key; }   // i18n-ok: for developers
  if (typeof entry === "string") return entry;
  return entry[plurals.select(Number(count ?? 0))] ?? entry.other;   // {one, few, many, other}
}

/** Whether the catalogs have `key` (a message for a name the API may add to, such as an option). */
export function has(key) { return catalog[key] !== undefined; }

/** A message in the reader's language: t(key, {count: 3}) -> "3 рабочих" (ga.workers_left). */
export function t(key, params = {}) {
  return message(key, params.count).replace(/\{(\w+)\}/g, (whole, name) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    return typeof value === "number" ? numbers.format(value) : String(value);
  });
}

/** A game's printed name of a thing (`coal.yellow`, `gem.ruby`) from its data, in the reader's language. */
export function printed(data, key, fallback) {
  const entry = data && data.names && data.names[key];
  return entry ? (entry[chosen] || entry.en) : (fallback ?? key);
}

/** A list in words: "a, b and c" / "a, b и c". */
export function list(items) {
  return new Intl.ListFormat(chosen, {style: "long", type: "conjunction"}).format(items.map(String));
}

/** A date and time in the reader's language (ms since the epoch). */
export function dateTime(ms) {
  return new Intl.DateTimeFormat(chosen, {dateStyle: "medium", timeStyle: "short"}).format(new Date(ms));
}

/** Save the reader's language (this browser, and the signed-in player's profile) and redraw the page in it. */
export async function setLanguage(lang) {
  if (!LANGUAGES.includes(lang) || lang === chosen) return;
  localStorage.setItem(SAVED, lang);
  const token = localStorage.getItem(TOKEN);
  const saving = token ? fetch("/v1/players/me", {method: "PATCH", body: JSON.stringify({language: lang}),
    headers: {"Content-Type": "application/json", Authorization: `Bearer ${token}`}}).catch(() => null) : null;   // i18n-ok: an HTTP auth scheme
  const next = await readJson(`/app/i18n/${lang}.json`);
  for (const game of games) Object.assign(next, await readJson(`/app/i18n/${game}_${lang}.json`));
  [chosen, catalog] = [lang, next];
  plurals = new Intl.PluralRules(lang);
  numbers = new Intl.NumberFormat(lang);
  document.documentElement.lang = lang;
  await saving;
  // the router draws the page again (no reload: what was typed elsewhere and the session stay)
  window.dispatchEvent(new CustomEvent("pithead:language", {detail: lang}));
}

/** The language switch a page mounts: a labelled select of the languages, each in its own words. */
export function languageSwitch() {
  const label = document.createElement("label");
  label.className = "language-switch";
  label.append(t("language.label"), " ");
  const select = document.createElement("select");
  select.setAttribute("aria-label", t("language.label"));
  for (const lang of LANGUAGES) {
    const option = document.createElement("option");
    option.value = lang;
    option.textContent = t(`language.${lang}`);
    option.selected = lang === chosen;
    select.append(option);
  }
  select.addEventListener("change", () => setLanguage(select.value));
  label.append(select);
  return label;
}
