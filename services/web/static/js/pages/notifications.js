// Notifications: the history (newest first, mark read), the e-mail address and its confirmation,
// which kinds go by e-mail and by push, quiet hours, and push opt-in through the service worker.
import { api, catalog as readCatalog, get, post } from "../api.js";
import { act, ago, announce, h, replace } from "../dom.js";
import { t } from "../i18n.js";

// the kinds a person can choose how to hear of (their words: notify.kind.<kind>)
const KINDS = ["your_turn", "response_window", "clock_low", "invited", "friend_table_opened", "game_over", "chat_to_you"];
const patch = (body) => api("PATCH", "/v1/players/me/notification-settings", body);

/** A notification in words; `titles`: the games' titles in the reader's language, by name. */
export function line(n, titles = {}) {
  const c = n.context || {};
  if (!KINDS.includes(n.kind)) return n.kind;
  return t(`notify.line.${n.kind}`, {game: titles[c.game] || c.game_title || t("notify.a_game"), place: c.place ?? "?",
    who: c.who || t(n.kind === "chat_to_you" ? "notify.someone" : "notify.a_friend")});
}

export async function notificationsPage(main) {
  const [history, settings, catalog] = await Promise.all([get("/v1/players/me/notifications?limit=50"),
    get("/v1/players/me/notification-settings"), readCatalog()]);
  const titles = Object.fromEntries(catalog.games.map((g) => [g.name, g.title]));
  const readAll = h("button", {type: "button", onclick: () => act(readAll, async () => {
    await post("/v1/players/me/notifications/read", {});
    announce(t("notify.all_read"));
    await notificationsPage(main);
  })}, t("notify.mark_all"));
  replace(main, h("h1", {}, t("notify.title")),
    h("section", {"aria-labelledby": "hist-h"}, h("h2", {id: "hist-h"}, t("notify.history", {count: history.unread})),
      history.notifications.length ? h("ul", {class: "list", id: "notes"}, history.notifications.map((n) =>
        h("li", {class: n.read ? "" : "turn"}, n.game_id ? h("a", {href: `#/games/${n.game_id}`}, line(n, titles)) : line(n, titles),
          h("span", {class: "muted"}, ` ${ago(n.created_at)}`)))) : h("p", {}, t("notify.nothing")),
      history.unread ? readAll : null),
    emailForm(settings), kindsForm(settings), quietForm(settings), pushForm(settings));
}

function emailForm(settings) {
  const e = settings.email;
  const field = h("input", {type: "email", id: "email", value: e ? e.address : "", required: true, autocomplete: "email"});
  const save = h("button", {type: "submit"}, t("notify.save"));
  const state = h("p", {id: "email-state"}, !e ? t("notify.no_address") : e.verified ? t("notify.confirmed") :
    t("notify.waiting"));
  return h("form", {"aria-labelledby": "mail-h", onsubmit: (ev) => { ev.preventDefault(); act(save, async () => {
    const r = await api("PUT", "/v1/players/me/email", {address: field.value.trim()});
    replace(state, r.verified ? t("notify.confirmed") : t("notify.sent"));
  }); }}, h("h2", {id: "mail-h"}, t("notify.email")), h("label", {for: "email"}, t("notify.address")), " ", field, save, state);
}

function kindsForm(settings) {
  const box = (kind, channel) => h("input", {type: "checkbox", checked: settings.kinds[kind][channel],
    "aria-label": t(`notify.by_${channel}`, {kind: t(`notify.kind.${kind}`)}), onchange: async (ev) => {
      await patch({kinds: {[kind]: {[channel]: ev.target.checked}}});
      announce(t("notify.saved"));
    }});
  return h("section", {"aria-labelledby": "kinds-h"}, h("h2", {id: "kinds-h"}, t("notify.what")),
    h("table", {id: "kinds"}, h("tr", {}, h("th", {}, ""), h("th", {}, t("notify.email")), h("th", {}, t("notify.push"))),
      KINDS.map((k) => h("tr", {}, h("td", {}, t(`notify.kind.${k}`)), h("td", {}, box(k, "email")), h("td", {}, box(k, "push"))))),
    h("label", {}, h("input", {type: "checkbox", checked: settings.batch_email, onchange: (ev) => patch({batch_email: ev.target.checked})}),
      " ", t("notify.batch")));
}

function quietForm(settings) {
  const q = settings.quiet_hours;
  const on = h("input", {type: "checkbox", id: "quiet-on", checked: q.enabled});
  const start = h("input", {type: "time", value: q.start, "aria-label": t("notify.from")});
  const end = h("input", {type: "time", value: q.end, "aria-label": t("notify.until")});
  const zone = h("input", {type: "text", "aria-label": t("notify.zone"),
    value: q.enabled ? q.time_zone : Intl.DateTimeFormat().resolvedOptions().timeZone});
  const save = h("button", {type: "submit"}, t("notify.save"));
  return h("form", {"aria-labelledby": "quiet-h", onsubmit: (ev) => { ev.preventDefault(); act(save, async () => {
    await patch({quiet_hours: {enabled: on.checked, start: start.value, end: end.value, time_zone: zone.value}});
    announce(t("notify.quiet_saved"));
  }); }}, h("h2", {id: "quiet-h"}, t("notify.quiet")), h("p", {class: "muted"}, t("notify.quiet_about")),
  h("label", {}, on, " ", t("notify.hold"), " "), start, " – ", end, " ", zone, " ", save);
}

function pushForm(settings) {
  const key = settings.push_public_key;
  const state = h("span", {id: "push-state"}, settings.push_subscriptions ? ` ${t("notify.push_allowed")}` : "");
  const allow = h("button", {type: "button", disabled: !key || !("serviceWorker" in navigator), onclick: () => act(allow, async () => {
    const reg = await navigator.serviceWorker.register("/sw.js");
    if (await Notification.requestPermission() !== "granted") throw new Error(t("notify.push_refused"));
    const sub = await reg.pushManager.subscribe({userVisibleOnly: true, applicationServerKey: key});
    await post("/v1/players/me/push-subscriptions", sub.toJSON());
    replace(state, ` ${t("notify.push_here")}`);
  })}, t("notify.allow_push"));
  return h("section", {"aria-labelledby": "push-h"}, h("h2", {id: "push-h"}, t("notify.push")),
    key ? null : h("p", {class: "muted"}, t("notify.no_push")), allow, state);
}
