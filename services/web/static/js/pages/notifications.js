// Notifications: the history (newest first, mark read), the e-mail address and its confirmation,
// which kinds go by e-mail and by push, quiet hours, and push opt-in through the service worker.
import { api, get, post } from "../api.js";
import { act, ago, announce, h, replace } from "../dom.js";

const KINDS = {your_turn: "Your turn", response_window: "A response or a sale waits for you",
  clock_low: "Your clock is running out", invited: "Invitations", friend_table_opened: "A friend opened a table",
  game_over: "Game over, with your place", chat_to_you: "Chat addressed to you"};
const patch = (body) => api("PATCH", "/v1/players/me/notification-settings", body);

export function line(n) {
  const c = n.context || {}, game = c.game_title || "a game";
  const words = {your_turn: `Your turn in ${game}`, response_window: `${game} waits for your answer`,
    clock_low: `Your clock in ${game} is running out`, invited: `You are invited to ${game}`,
    friend_table_opened: `${c.who || "A friend"} opened a table of ${game}`,
    game_over: `${game} is over: place ${c.place ?? "?"}`, chat_to_you: `${c.who || "Someone"} wrote to you at ${game}`};
  return words[n.kind] || n.kind;
}

export async function notificationsPage(main) {
  const [history, settings] = await Promise.all([get("/v1/players/me/notifications?limit=50"),
    get("/v1/players/me/notification-settings")]);
  const readAll = h("button", {type: "button", onclick: () => act(readAll, async () => {
    await post("/v1/players/me/notifications/read", {});
    announce("All marked read.");
    await notificationsPage(main);
  })}, "Mark all read");
  replace(main, h("h1", {}, "Notifications"),
    h("section", {"aria-labelledby": "hist-h"}, h("h2", {id: "hist-h"}, `History (${history.unread} unread)`),
      history.notifications.length ? h("ul", {class: "list", id: "notes"}, history.notifications.map((n) =>
        h("li", {class: n.read ? "" : "turn"}, n.game_id ? h("a", {href: `#/games/${n.game_id}`}, line(n)) : line(n),
          h("span", {class: "muted"}, ` ${ago(n.created_at)}`)))) : h("p", {}, "Nothing yet."),
      history.unread ? readAll : null),
    emailForm(settings), kindsForm(settings), quietForm(settings), pushForm(settings));
}

function emailForm(settings) {
  const e = settings.email;
  const field = h("input", {type: "email", id: "email", value: e ? e.address : "", required: true, autocomplete: "email"});
  const save = h("button", {type: "submit"}, "Save");
  const state = h("p", {id: "email-state"}, !e ? "No address: no mail." : e.verified ? "Confirmed." :
    "Waiting for confirmation: follow the link in the mail we sent.");
  return h("form", {"aria-labelledby": "mail-h", onsubmit: (ev) => { ev.preventDefault(); act(save, async () => {
    const r = await api("PUT", "/v1/players/me/email", {address: field.value.trim()});
    replace(state, r.verified ? "Confirmed." : "Sent: follow the link in the mail to confirm.");
  }); }}, h("h2", {id: "mail-h"}, "E-mail"), h("label", {for: "email"}, "Address "), field, save, state);
}

function kindsForm(settings) {
  const box = (kind, channel) => h("input", {type: "checkbox", checked: settings.kinds[kind][channel],
    "aria-label": `${KINDS[kind]} by ${channel}`, onchange: async (ev) => {
      await patch({kinds: {[kind]: {[channel]: ev.target.checked}}});
      announce("Saved.");
    }});
  return h("section", {"aria-labelledby": "kinds-h"}, h("h2", {id: "kinds-h"}, "What reaches you"),
    h("table", {id: "kinds"}, h("tr", {}, h("th", {}, ""), h("th", {}, "E-mail"), h("th", {}, "Push")),
      Object.keys(KINDS).map((k) => h("tr", {}, h("td", {}, KINDS[k]), h("td", {}, box(k, "email")), h("td", {}, box(k, "push"))))),
    h("label", {}, h("input", {type: "checkbox", checked: settings.batch_email, onchange: (ev) => patch({batch_email: ev.target.checked})}),
      " One mail for several games waiting at once"));
}

function quietForm(settings) {
  const q = settings.quiet_hours;
  const on = h("input", {type: "checkbox", id: "quiet-on", checked: q.enabled});
  const start = h("input", {type: "time", value: q.start, "aria-label": "From"});
  const end = h("input", {type: "time", value: q.end, "aria-label": "Until"});
  const zone = h("input", {type: "text", "aria-label": "Time zone",
    value: q.enabled ? q.time_zone : Intl.DateTimeFormat().resolvedOptions().timeZone});
  const save = h("button", {type: "submit"}, "Save");
  return h("form", {"aria-labelledby": "quiet-h", onsubmit: (ev) => { ev.preventDefault(); act(save, async () => {
    await patch({quiet_hours: {enabled: on.checked, start: start.value, end: end.value, time_zone: zone.value}});
    announce("Quiet hours saved.");
  }); }}, h("h2", {id: "quiet-h"}, "Quiet hours"), h("p", {class: "muted"}, "Mail and push wait until they end."),
  h("label", {}, on, " Hold notifications "), start, " – ", end, " ", zone, " ", save);
}

function pushForm(settings) {
  const key = settings.push_public_key;
  const state = h("span", {id: "push-state"}, settings.push_subscriptions ? " Allowed on a device." : "");
  const allow = h("button", {type: "button", disabled: !key || !("serviceWorker" in navigator), onclick: () => act(allow, async () => {
    const reg = await navigator.serviceWorker.register("/sw.js");
    if (await Notification.requestPermission() !== "granted") throw new Error("The browser did not allow notifications.");
    const sub = await reg.pushManager.subscribe({userVisibleOnly: true, applicationServerKey: key});
    await post("/v1/players/me/push-subscriptions", sub.toJSON());
    replace(state, " Allowed on this device.");
  })}, "Allow push on this device");
  return h("section", {"aria-labelledby": "push-h"}, h("h2", {id: "push-h"}, "Push"),
    key ? null : h("p", {class: "muted"}, "This server sends no push."), allow, state);
}
