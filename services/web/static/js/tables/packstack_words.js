// Pack & Stack in words: the moves, the log's events and the rounds' results table.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { describeEvent as genericEvent } from "./generic.js";
import { loadText } from "./packstack_draw.js";

/** A legal move in words (the page's move list and the replay's caption). */
export function describeAction(action) {
  if (action.type === "claim") return t("ps.act.claim", {truck: action.truck});
  if (action.type === "take_top") return t("ps.act.take_top");
  if (action.type === "load") return t("ps.act.load", {count: action.pieces.length});
  return action.type;
}

function trucksText(event, names, data) {
  return event.trucks.map((r) => {
    const card = data && data.trucks.cards.find((t) => t.id === r.truck);
    return t("ps.truck_from", {truck: r.truck, size: card ? t("ps.truck_size", {volume: card.volume, levels: card.levels}) : "",
                               who: names ? names(r.by) : r.by});
  }).join(", ");
}

const EVENTS = {
  LoadsRolled: (e, n, data) => t("ps.ev.loads_rolled", {round: e.round,
    loads: e.loads.map((l, i) => `${n(i)} ${data ? loadText(data, l) : ""}`).join("; ")}),
  TrucksRevealed: (e, n, data) => t("ps.ev.trucks_revealed", {trucks: trucksText(e, n, data)}),
  TruckClaimed: (e, n) => t("ps.ev.truck_claimed", {who: n(e.seat), truck: e.truck}) + (e.window === "joined" ? t("ps.ev.same_moment") : ""),
  TruckTaken: (e, n) => t("ps.ev.truck_taken", {who: n(e.seat), truck: e.truck}) +
    (e.rolls && e.rolls.length ? t("ps.ev.won_the_die", {claimants: e.claimants.map(n).join(", ")}) : ""),
  TopCardTaken: (e, n) => t(e.automatic ? "ps.ev.top_card_got" : "ps.ev.top_card_took", {who: n(e.seat), truck: e.truck}),
  ClaimsRevealed: (e, n) => t("ps.ev.claims_revealed", {claims: Object.entries(e.claims)
    .map(([s, c]) => `${n(Number(s))} ${c.claim ? c.claim : t("ps.top_card")}`).join(", ")}),
  RaceEnded: (e) => t("ps.ev.race_over") + (e.set_aside.length ? t("ps.ev.set_aside", {trucks: e.set_aside.join(", ")}) : ""),
  LoadingStarted: (e) => t("ps.ev.loading_started", e),
  ChoiceSealed: (e, n) => t("ps.ev.choice_sealed", {who: n(e.seat)}),
  LoadsRevealed: () => t("ps.ev.loads_revealed"),
  LoadingTimedOut: (e, n) => t("ps.ev.loading_timed_out", {seats: e.seats.map(n).join(", ")}),
  RoundScored: (e, n) => t("ps.ev.round_scored", {round: e.round,
    seats: e.seats.map((s) => `${n(s.seat)} −${s.penalty}${s.bonus ? ` +${s.bonus}` : ""} → ${s.points}`).join(", ")}),
  GameEnded: () => t("ps.ev.game_ended"),
};

/** A log event in words, trucks with their size. */
export function describeEvent(event, names, data) {
  const name = names || ((seat) => t("gen.seat_n", {seat: seat + 1}));
  return EVENTS[event.type] ? EVENTS[event.type](event, name, data) : genericEvent(event, names);
}

function truckWords(data, id) {
  const card = data && data.trucks.cards.find((t) => t.id === id);
  return card ? t("ps.truck_words", {volume: card.volume, levels: card.levels, id}) : id;
}

/** Every scored round, newest first: each seat's penalty and its parts beside the best possible. */
export function rounds(body, names, data) {
  if (!body || !body.rounds.length) return h("p", {}, t("ps.no_round_yet"));
  const cols = ["player", "truck", "loaded", "empty", "left_off", "penalty", "best", "bonus", "points"].map((c) => t(`ps.col.${c}`));
  return body.rounds.slice().reverse().map((r) => h("div", {class: "scroll"}, h("table", {class: "round ps-round"},
    h("caption", {}, t("ps.round_caption", {round: r.round, best: r.best_penalty})),
    h("thead", {}, h("tr", {}, cols.map((c) => h("th", {scope: "col"}, c)))),
    h("tbody", {}, r.seats.map((s) => h("tr", {class: s.bonus ? "winner" : ""},
      h("th", {scope: "row"}, names(s.seat)), h("td", {}, truckWords(data, s.truck)), h("td", {}, String(s.loaded)), h("td", {}, String(s.empty)),
      h("td", {}, String(s.left_off)), h("td", {}, `${s.penalty ? `−${s.penalty}` : "0"}${s.timed_out ? t("ps.timed_out") : ""}`),
      h("td", {}, `${s.optimal_penalty}${s.left_on_table ? t("ps.left_on_table", {count: s.left_on_table}) : " ✓"}`),
      h("td", {}, s.bonus ? `+${s.bonus}` : ""), h("td", {}, String(s.points))))))));
}
