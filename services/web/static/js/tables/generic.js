// The generic table: any game's view as structured panels (scalars as a list of facts, lists of
// records as tables, seats as cards), and its legal actions as one button each.
import { h, title } from "../dom.js";
import { t } from "../i18n.js";

const SKIP = new Set(["rng", "viewer", "game"]);

function scalar(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? t("gen.yes") : t("gen.no");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function isRecordList(value) {
  return Array.isArray(value) && value.length > 0 && value.every((v) => v && typeof v === "object" && !Array.isArray(v));
}

function records(list, depth) {
  const keys = [...new Set(list.flatMap((r) => Object.keys(r)))];
  return h("div", {class: "scroll"}, h("table", {},
    h("thead", {}, h("tr", {}, keys.map((k) => h("th", {scope: "col"}, title(k))))),
    h("tbody", {}, list.map((r) => h("tr", {}, keys.map((k) => h("td", {}, cell(r[k], depth, k))))))));
}

function cell(value, depth, key = null) {
  if (value && typeof value === "object" && depth < 3) return panel(value, depth + 1, key);
  if (seatNames && SEAT_FIELDS.has(key) && Number.isInteger(value)) return seatNames.name(value);
  return scalar(value);
}

let seatNames = null;   // while drawing a view: {count, name, time}; see perSeat

// Lists the views name as things on the table or as a game's history: never one entry per seat,
// whatever their length (Goofspiel's 2 rounds in a 2-seat game are rounds, not players).
const NOT_PER_SEAT = new Set(["rounds", "history", "days", "shifts", "turns", "log", "hand", "deck", "discard",
  "display", "market", "revealed", "pile", "track", "windows", "bag", "steps", "timers", "active"]);
const TIME_FIELDS = ["round", "day", "shift", "turn"];
const SEAT_KEYED = new Set(["sealed", "claims", "plans", "bids", "choices", "ready"]);   // objects keyed by seat
const SEAT_LISTS = new Set(["active", "active_seats", "winners", "order", "turn_order", "passed"]);   // lists of seats

/** Whether the view says `value` (under `key`) holds one entry per seat. */
function perSeat(key, value) {
  if (!seatNames || !Array.isArray(value) || value.length !== seatNames.count || !value.length) return false;
  if (key === null || NOT_PER_SEAT.has(key) || seatNames.time.has(key)) return false;
  if (value.every((v) => typeof v === "string")) return false;                    // ids of things
  return !value.some((v) => v && typeof v === "object" && !Array.isArray(v) && TIME_FIELDS.some((f) => Object.hasOwn(v, f)));
}

/** A value as nested panels: facts, lists, tables; `key` is the name the view gives it. */
export function panel(value, depth = 0, key = null) {
  if (seatNames && SEAT_LISTS.has(key) && Array.isArray(value) && value.every(Number.isInteger)) {
    return value.length ? h("span", {class: "chips"}, value.map((seat) => h("span", {class: "chip"}, seatNames.name(seat)))) : t("gen.none");
  }
  if (perSeat(key, value)) {
    return h("dl", {class: "facts"}, value.map((v, i) => [h("dt", {}, seatNames.name(i)), h("dd", {}, cell(v, depth))]));
  }
  if (isRecordList(value)) return records(value, depth);
  if (Array.isArray(value)) return value.length ? h("span", {class: "chips"}, value.map((v) => h("span", {class: "chip"}, scalar(v)))) : t("gen.none");
  if (!value || typeof value !== "object") return scalar(value);
  const entries = Object.entries(value).filter(([k]) => !SKIP.has(k));
  const bySeat = seatNames && SEAT_KEYED.has(key);   // {"1": ...}: an entry per seat, keyed by its number
  return h("dl", {class: "facts"}, entries.map(([k, v]) => [
    h("dt", {}, bySeat && /^\d+$/.test(k) ? seatNames.name(Number(k)) : title(k)), h("dd", {}, cell(v, depth, k))]));
}

// Fields that name a seat (0-based on the wire): shown as the seat's name, or its number from 1.
const SEAT_FIELDS = new Set(["seat", "giver", "target", "start_player", "first", "last", "lead", "winner",
  "player", "attacker", "victim", "from_seat", "to_seat"]);

function fieldText(key, value, names) {
  const label = key.replace(/_/g, " ");
  if (SEAT_FIELDS.has(key) && Number.isInteger(value)) return `${label} ${names ? names(value) : t("gen.seat_n", {seat: value + 1})}`;
  return `${label} ${scalar(value)}`;
}

export function describeAction(action, data = null, names = null) {
  const rest = Object.entries(action).filter(([k]) => k !== "type").map(([k, v]) => fieldText(k, v, names));
  return `${title(action.type)}${rest.length ? `: ${rest.join(", ")}` : ""}`;
}

const LOBBY = {
  GameCreated: () => t("gen.ev.game_created"),
  PlayerJoined: (e, who) => t("gen.ev.player_joined", {who, seat: e.seat + 1}),
  PlayerLeft: (e) => t("gen.ev.player_left", {seat: e.seat + 1}),
  BotAdded: (e, who) => t("gen.ev.bot_added", {who, seat: e.seat + 1}),
  GameStarted: () => t("gen.ev.game_started"),
  PlayerResigned: (e, who) => t("gen.ev.player_resigned", {who}),
  PlayerDropped: (e, who) => t("gen.ev.player_dropped", {who}),
  TurnTimedOut: (e, who) => t("gen.ev.turn_timed_out", {who}),
  InvitationCreated: (e) => (e.seat === null || e.seat === undefined ? t("gen.ev.invitation_created")
    : t("gen.ev.invitation_to_seat", {seat: e.seat + 1})),
  InvitationRevoked: () => t("gen.ev.invitation_revoked"),
};

export function describeEvent(event, names) {
  if (LOBBY[event.type]) return LOBBY[event.type](event, names && "seat" in event ? names(event.seat) : t("gen.seat_n", {seat: event.seat + 1}));
  const rest = Object.entries(event).filter(([k]) => !["type", "secret"].includes(k))
    .map(([k, v]) => (k === "seat" && names ? names(v) : fieldText(k, v, names)));
  return `${event.type}${rest.length ? ` (${rest.join(", ")})` : ""}`;
}

/** The legal actions as buttons; each sends a batch of one. */
export function actionButtons(ctx, describe = describeAction) {
  if (!ctx.actions.length) return null;
  return h("ul", {class: "actions"}, ctx.actions.map((action) => {
    const button = h("button", {type: "button", dataset: {action: JSON.stringify(action)},
                                onclick: () => ctx.send([action], button)}, describe(action, ctx.data, ctx.names));
    return h("li", {}, button);
  }));
}

export function board(ctx) {
  const view = ctx.view || {};
  const seats = view.seats || view.players;
  const other = Object.fromEntries(Object.entries(view).filter(([k]) => k !== "seats" && k !== "players"));
  const count = Array.isArray(seats) ? seats.length : typeof seats === "number" ? seats : 0;
  const round = ctx.spec && ctx.spec.round_name;
  seatNames = count ? {count, name: ctx.names, time: new Set(round ? [`${round}s`] : [])} : null;
  try {
    return drawn(ctx, seats, other);
  } finally {
    seatNames = null;
  }
}

function drawn(ctx, seats, other) {
  return h("div", {class: "generic"},
    Array.isArray(seats) ? h("section", {class: "panel"}, h("h3", {}, t("gen.seats")),
      h("ul", {class: "cards"}, seats.map((seat, i) => h("li", {class: ["card", `seat-${i}`]},
        h("h4", {}, ctx.names(i)), panel(seat, 1))))) : null,
    h("section", {class: "panel"}, h("h3", {}, t("gen.table")), panel(other)),
    ctx.replay ? null : h("section", {class: "panel", "aria-labelledby": "actions-h"},
      h("h3", {id: "actions-h"}, t("gen.your_moves")),
      actionButtons(ctx) || h("p", {}, t("gen.nothing_to_do"))));
}

export function rounds(body, names = null) {
  if (!body || !body.rounds.length) return h("p", {}, t("gen.nothing_scored", {round: body ? body.round_name : "round"}));
  seatNames = names ? {count: 0, name: names, time: new Set()} : null;   // seat fields by name; no per-seat lists
  try {
    return records(body.rounds, 1);
  } finally {
    seatNames = null;
  }
}
