// Pack & Stack in words: the moves, the log's events and the rounds' results table.
import { h } from "../dom.js";
import { describeEvent as genericEvent } from "./generic.js";
import { loadText } from "./packstack_draw.js";

/** A legal move in words (the page's move list and the replay's caption). */
export function describeAction(action) {
  if (action.type === "claim") return `Claim truck ${action.truck}`;
  if (action.type === "take_top") return "Take the top card of the pile";
  if (action.type === "load") return `Load ${action.pieces.length} piece${action.pieces.length === 1 ? "" : "s"}`;
  return action.type;
}

function trucksText(event, names, data) {
  return event.trucks.map((r) => {
    const card = data && data.trucks.cards.find((t) => t.id === r.truck);
    return `${r.truck}${card ? ` (${card.volume} cubes, ${card.levels} high)` : ""} from ${names ? names(r.by) : r.by}`;
  }).join(", ");
}

const EVENTS = {
  LoadsRolled: (e, n, data) => `Round ${e.round}: the dice gave ${e.loads.map((l, i) => `${n(i)} ${data ? loadText(data, l) : ""}`).join("; ")}`,
  TrucksRevealed: (e, n, data) => `Trucks revealed: ${trucksText(e, n, data)}`,
  TruckClaimed: (e, n) => `${n(e.seat)} claimed ${e.truck}${e.window === "joined" ? " at the same moment as another" : ""}`,
  TruckTaken: (e, n) => `${n(e.seat)} took ${e.truck}${e.rolls && e.rolls.length ? ` (won the white die among ${e.claimants.map(n).join(", ")})` : ""}`,
  TopCardTaken: (e, n) => `${n(e.seat)} ${e.automatic ? "got" : "took"} the top card of the pile: ${e.truck}`,
  ClaimsRevealed: (e, n) => `Claims revealed: ${Object.entries(e.claims).map(([s, c]) => `${n(Number(s))} ${c.claim ? c.claim : "top card"}`).join(", ")}`,
  RaceEnded: (e) => `The race is over${e.set_aside.length ? `; set aside ${e.set_aside.join(", ")}` : ""}`,
  LoadingStarted: (e) => `Round ${e.round}: everyone loads their truck (sealed)`,
  ChoiceSealed: (e, n) => `${n(e.seat)} sealed a choice`,
  LoadsRevealed: () => "Every load revealed",
  LoadingTimedOut: (e, n) => `Loading time ran out: the default bot loaded for ${e.seats.map(n).join(", ")}`,
  RoundScored: (e, n) => `Round ${e.round} scored: ${e.seats.map((s) => `${n(s.seat)} −${s.penalty}${s.bonus ? ` +${s.bonus}` : ""} → ${s.points}`).join(", ")}`,
  GameEnded: () => "The game ended",
};

/** A log event in words, trucks with their size. */
export function describeEvent(event, names, data) {
  const name = names || ((seat) => `seat ${seat + 1}`);
  return EVENTS[event.type] ? EVENTS[event.type](event, name, data) : genericEvent(event, names);
}

function truckWords(data, id) {
  const card = data && data.trucks.cards.find((t) => t.id === id);
  return card ? `${card.volume} cubes, ${card.levels} high (${id})` : id;
}

/** Every scored round, newest first: each seat's penalty and its parts beside the best possible. */
export function rounds(body, names, data) {
  if (!body || !body.rounds.length) return h("p", {}, "No round scored yet.");
  const cols = ["Player", "Truck", "Loaded", "Empty", "Left off", "Penalty", "Best possible", "Bonus", "Points"];
  return body.rounds.slice().reverse().map((r) => h("div", {class: "scroll"}, h("table", {class: "round ps-round"},
    h("caption", {}, `Round ${r.round} (lowest penalty ${r.best_penalty})`),
    h("thead", {}, h("tr", {}, cols.map((c) => h("th", {scope: "col"}, c)))),
    h("tbody", {}, r.seats.map((s) => h("tr", {class: s.bonus ? "winner" : ""},
      h("th", {scope: "row"}, names(s.seat)), h("td", {}, truckWords(data, s.truck)), h("td", {}, String(s.loaded)), h("td", {}, String(s.empty)),
      h("td", {}, String(s.left_off)), h("td", {}, `${s.penalty ? `−${s.penalty}` : "0"}${s.timed_out ? " (timed out)" : ""}`),
      h("td", {}, `${s.optimal_penalty}${s.left_on_table ? ` (${s.left_on_table} left on the table)` : " ✓"}`),
      h("td", {}, s.bonus ? `+${s.bonus}` : ""), h("td", {}, String(s.points))))))));
}
