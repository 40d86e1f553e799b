// The table chat beside every game's table: its history once, then each line live from the game's
// event stream (kind "chat", game_live.js); a text box, mute and report on each line, and for the
// game's creator the switch that closes (or reopens) the chat to spectators. Made once per page and
// kept across renders, so what is being typed survives a move.
import { api, del, get, post, session } from "../api.js";
import { h, replace } from "../dom.js";
import { t } from "../i18n.js";

const place = (id) => id.split("-").map(Number);
const before = (a, b) => { const [x, y] = [place(a), place(b)]; return x[0] - y[0] || x[1] - y[1]; };

/** The chat panel of the game page `st` (made on the first call). */
export function chatPanel(st) {
  if (st.chat) return st.chat.el;
  const c = st.chat = {lines: new Map(), mutes: new Set(), settings: null, reporting: null};
  const base = `/v1/games/${st.id}/chat`;
  const list = h("ol", {id: "chat-lines", class: "chat-lines", "aria-live": "polite"});
  const muted = h("p", {id: "chat-muted", class: "muted"});
  const error = h("p", {id: "chat-error", class: "chat-error", role: "alert", hidden: true});
  const text = h("input", {id: "chat-text", type: "text", maxlength: 500, autocomplete: "off",
                           "aria-label": t("chat.message"), dataset: {key: "chat-text"}});
  const send = h("button", {type: "submit", id: "chat-send"}, t("chat.send"));
  const spectators = h("input", {type: "checkbox", id: "chat-spectators", onchange: () => change()});
  const host = h("label", {id: "chat-switch", hidden: true}, spectators, " ", t("chat.spectators"));
  const fail = (err) => { error.textContent = err.message; error.hidden = false; };

  async function say() {
    if (!text.value.trim()) return;
    error.hidden = true;
    send.disabled = true;
    try {
      add(await api("POST", base, {text: text.value}, {retries: 0}));   // a refusal is shown, not retried
      text.value = "";
    } catch (err) { fail(err); } finally { send.disabled = !c.settings.can_write; text.focus(); }
  }

  async function change() {
    try { settle(await api("PATCH", `${base}/settings`, {spectators_write: spectators.checked})); }
    catch (err) { fail(err); settle(c.settings); }
  }

  async function mute(name, on) {
    try {
      const body = on ? await api("PUT", `/v1/players/me/mutes/${encodeURIComponent(name)}`)
                      : await del(`/v1/players/me/mutes/${encodeURIComponent(name)}`);
      c.mutes = new Set(body.mutes);
      draw();
    } catch (err) { fail(err); }
  }

  async function report(id, reason) {
    try {
      await post(`${base}/${id}/report`, {reason: reason || t("chat.no_reason")});
      c.reporting = null;
      error.textContent = t("chat.reported");
      error.hidden = false;
      draw();
    } catch (err) { fail(err); }
  }

  function settle(settings) {
    c.settings = settings;
    host.hidden = !settings.host;
    spectators.checked = settings.spectators_write;
    text.disabled = send.disabled = !settings.can_write;
    text.placeholder = settings.can_write ? t("chat.placeholder") : t("chat.players_only");
  }

  function lineItem(line) {
    const mine = session.player && line.name === session.player.name;
    const reason = c.reporting === line.id ? h("input", {type: "text", maxlength: 500, "aria-label": t("chat.why"), class: "chat-reason"}) : null;
    return h("li", {dataset: {id: line.id}, class: line.to ? "chat-to" : null},
      h("strong", {}, line.name), line.seat === null ? ` ${t("chat.watching")}` : "",
      line.to ? ` → ${line.to.name}` : "", ": ", h("span", {class: "chat-text"}, line.text), " ",
      mine ? null : h("button", {type: "button", class: "link chat-mute", onclick: () => mute(line.name, true)}, t("chat.mute")),
      mine ? null : reason ? [reason, h("button", {type: "button", class: "link", onclick: () => report(line.id, reason.value)}, t("chat.send_report"))]
             : h("button", {type: "button", class: "link chat-report", onclick: () => { c.reporting = line.id; draw(); }}, t("chat.report")));
  }

  function draw() {
    const shown = [...c.lines.values()].filter((l) => !c.mutes.has(l.name)).sort((a, b) => before(a.id, b.id));
    replace(list, shown.map(lineItem));
    replace(muted, c.mutes.size ? [`${t("chat.muted")} `, [...c.mutes].map((name) =>
      h("button", {type: "button", class: "link", onclick: () => mute(name, false)}, `${name} ×`))] : "");
    list.scrollTop = list.scrollHeight;
  }

  function add(line) {
    c.lines.set(line.id, line);
    draw();
  }

  c.el = h("section", {class: "panel chat", id: "chat", "aria-labelledby": "chat-h"},
    h("h2", {id: "chat-h"}, t("chat.title")), list, muted,
    h("form", {class: "chat-form", onsubmit: (e) => { e.preventDefault(); say(); }}, text, send),
    error, host);
  st.onChat = add;
  Promise.all([get(`${base}?limit=300`), get("/v1/players/me/mutes")]).then(([page, mutes]) => {
    c.mutes = new Set(mutes.mutes);
    settle(page.settings);
    page.lines.forEach((line) => c.lines.set(line.id, line));
    draw();
  }).catch(fail);
  return c.el;
}
