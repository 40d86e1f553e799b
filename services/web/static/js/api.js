// The public API, as any third-party client calls it: bearer token, JSON, problem+json errors in
// words, Idempotency-Key on every state-changing POST, and a polite wait when rate limited.
import { language, t } from "./i18n.js";

const TOKEN = "pithead.token";
const PLAYER = "pithead.player";

export const session = {
  get token() { return localStorage.getItem(TOKEN); },
  get player() { try { return JSON.parse(localStorage.getItem(PLAYER)); } catch { return null; } },
  save(token, player) {
    localStorage.setItem(TOKEN, token);
    localStorage.setItem(PLAYER, JSON.stringify({id: player.id, name: player.name}));
  },
  forget() { localStorage.removeItem(TOKEN); localStorage.removeItem(PLAYER); },
  // a page asked for before signing in (an invitation link): where signing in goes next
  later(hash) { sessionStorage.setItem("pithead.after", hash); },
  resume() { const hash = sessionStorage.getItem("pithead.after") || "#/"; sessionStorage.removeItem("pithead.after"); return hash; },
};

/** An API refusal, its message in words: "Not your turn: seat 1 is to move (not_your_turn)". */
export class ApiError extends Error {
  constructor(status, problem) {
    const fields = problem.errors ? Object.entries(flatten(problem.errors)).map(([k, v]) => `${k}: ${v}`) : [];
    const head = problem.title || `HTTP ${status}`;   // i18n-ok: a protocol's name
    const detail = problem.detail && problem.detail !== head ? `: ${problem.detail}` : "";
    super(`${head}${detail}${fields.length ? ` (${fields.join("; ")})` : ""}` +
          (problem.code ? ` [${problem.code}]` : ""));
    this.status = status;
    this.problem = problem;
    this.code = problem.code;
  }
}

function flatten(errors, prefix = "") {
  const out = {};
  for (const [key, value] of Object.entries(errors)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) out[name] = value.join(" ");
    else if (value && typeof value === "object") Object.assign(out, flatten(value, name));
    else out[name] = String(value);
  }
  return out;
}

export async function problemOf(response) {
  let body = {};
  try { body = await response.json(); } catch { body = {detail: response.statusText}; }
  return new ApiError(response.status, body);
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Call the API; resolves to the JSON body, rejects with an ApiError (or a network error in words). */
export async function api(method, path, body, {headers = {}, token = session.token, retries = 3} = {}) {
  const init = {method, headers: {Accept: "application/json", "Accept-Language": language(), ...headers},
                cache: "no-store"};
  if (token) init.headers.Authorization = `Bearer ${token}`;   // i18n-ok: an HTTP auth scheme
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  if (method !== "GET") init.headers["Idempotency-Key"] = crypto.randomUUID();  // the same key on retries
  for (let attempt = 0; ; attempt++) {
    let response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      throw new Error(t("page.unreachable", {error: error.message}));
    }
    if (response.status === 429 && attempt < retries) {
      await sleep(1000 * Math.min(5, Number(response.headers.get("Retry-After")) || 1));
      continue;
    }
    if (!response.ok) throw await problemOf(response);
    return response.status === 204 ? null : response.json();
  }
}

export const get = (path) => api("GET", path);
export const post = (path, body, options) => api("POST", path, body, options);
export const del = (path) => api("DELETE", path);

const catalogs = {};

/** The catalog (GET /v1/catalog), read once per visit and language: it changes only with a deployment. */
export function catalog() {
  const lang = language();
  if (!catalogs[lang]) catalogs[lang] = get("/v1/catalog").catch((error) => { delete catalogs[lang]; throw error; });
  return catalogs[lang];
}
