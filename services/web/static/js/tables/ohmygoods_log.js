// Oh My Goods!'s log lines, move names and round results in the words of the game: production,
// chains and payments explained with the buildings' printed names and the goods' values.
import { h } from "../dom.js";
import { list, t } from "../i18n.js";
import { describeEvent as genericEvent } from "./generic.js";
import { apprenticeWords, card, cardName, goodName, handCards, nCards, nCoins, nGoods, named, resourceName, resourceOf, sideName, units, valueOn } from "./ohmygoods_cards.js";

// Secrets reach only their own seat, merged into its copy of the event (choice, cards, step, card).
// Events and moves name a seat's buildings by their index. Buildings are only ever added at the end
// of a seat's row, so the newest view drawn names every index an event can carry.
let known = null;

/** Remember the view the table drew last (the log and the replay's move names read it). */
export function remember(view) {
  known = view;
}

function builtId(seat, index) {
  return known && known.built && known.built[seat] ? known.built[seat][index] : null;
}

export function buildingName(data, seat, index) {
  const id = builtId(seat, index);
  return id ? cardName(data, id) : t("omg.building_n", {n: index + 1});
}

/** A payment (one good per named building) as goods and their worth: "3 Coal from the Charburner = 3 coins". */
export function paymentText(data, seat, payment) {
  const counts = new Map();
  for (const b of payment) counts.set(b, (counts.get(b) || 0) + 1);
  let total = 0;
  const parts = [...counts].map(([b, n]) => {
    const id = builtId(seat, b);
    const c = id ? card(data, id) : null;
    total += n * (id ? valueOn(data, id) : 0);
    return c ? t("omg.good_from", {units: units(n, goodName(data, c.good)), building: c.name}) : t("omg.goods_from_n", {goods: nGoods(n), n: b + 1});
  });
  return parts.length ? t("omg.payment_total", {parts: parts.join(" + "), coins: nCoins(total)}) : t("omg.nothing");
}

function masterText(data, seat, master, key = "omg.master_text") {
  if (!master) return t(`${key}_idle`);
  return t(key, {building: buildingName(data, seat, master.building), side: sideName(data, master.side), goods: nGoods(master.side === "diligent" ? 2 : 1)});
}

/** A sealed choice, seen by its own seat only. */
function choiceText(data, seat, choice) {
  if ("redraw" in choice) return t(choice.redraw ? "omg.chose_redraw" : "omg.chose_keep");
  if ("cards" in choice) return t("omg.chose_discard", {cards: handCards(data, choice.cards)});
  const steps = [choice.moves.length ? t("omg.plan_moves", {count: choice.moves.length}) : null, masterText(data, seat, choice.master, "omg.plan_master"),
                 choice.build ? t("omg.plan_build", {card: cardName(data, choice.build)}) : t("omg.plan_build_nothing")];
  return t("omg.your_plan", {steps: steps.filter(Boolean).join("; ")});
}

/** Who worked, in running text (lower case in Russian: «мастер, на совесть»). */
function workerText(data, worker) {
  return worker === "apprentice" ? named(data, "thing.apprentice") : t("omg.master_side", {master: named(data, "thing.master"), side: sideName(data, worker)});
}

function goodOf(data, seat, building) {
  const id = builtId(seat, building);
  return id && card(data, id) ? goodName(data, card(data, id).good) : t("omg.goods");
}

function marketText(d, cards) {
  return list(cards.map((c) => `${resourceName(d, resourceOf(d, c))}${card(d, c) && card(d, c).half_sun ? " ◐" : ""}`));
}

function plansText(d, plans, names) {
  return plans.map((p) => t("omg.ev.plan_item", {who: names(p.seat), master: masterText(d, p.seat, p.master)}) +
    (p.moves.length ? t("omg.ev.plan_moves", {count: p.moves.length}) : "") + (p.planned ? t("omg.ev.plan_card") : "")).join("; ");
}

function chainUsed(e, who, d) {
  const what = [e.cards.length ? t("omg.ev.chain_laid", {cards: handCards(d, e.cards)}) : "",
    e.goods.length ? t("omg.ev.chain_moved", {goods: list(e.goods.map((b) => t("omg.good_from", {units: units(1, goodOf(d, e.seat, b)), building: buildingName(d, e.seat, b)})))}) : ""];
  return t("omg.ev.chain_used", {who, building: buildingName(d, e.seat, e.building), what: list(what.filter(Boolean)), count: e.count, good: goodOf(d, e.seat, e.building)});
}

const EVENTS = {
  RoundStarted: (e, who, d, names) => t(e.final ? "omg.ev.round_started_final" : "omg.ev.round_started", {round: e.round, lead: names(e.lead)}),
  ChoiceSealed: (e, who, d) => (e.choice ? t("omg.ev.choice_sealed", {who, choice: choiceText(d, e.seat, e.choice)}) : t("omg.ev.has_chosen", {who})),
  HandsRevealed: (e, who, d, names) => t("omg.ev.hands_revealed", {choices: list(e.choices.map((c) => t(c.redraw ? "omg.ev.redraws" : "omg.ev.keeps", {who: names(c.seat)})))}),
  HandRedrawn: (e, who) => t("omg.ev.hand_redrawn", {who, cards: nCards(e.count)}),
  CardsDrawn: (e, who, d) => t("omg.ev.cards_drawn", {who, count: e.count}) + (e.cards ? `: ${list(e.cards.map((c) => cardName(d, c)))}` : ""),
  MarketRevealed: (e, who, d) => t("omg.ev.market", {row: t(e.row === 0 ? "omg.sunrise" : "omg.sunset"), cards: marketText(d, e.cards)}),
  PlansOpened: (e) => t("omg.ev.plans_opened", {round: e.round}),
  PlanDrafted: (e, who, d) => (e.step ? t("omg.ev.plan_step", {who, step: describeAction(e.step, d)}) : t("omg.ev.planning", {who})),
  PlansRevealed: (e, who, d, names) => t("omg.ev.plans_revealed", {plans: plansText(d, e.plans, names)}),
  BuildingPlanned: (e, who, d) => (e.card ? t("omg.ev.planned_card", {who, card: cardName(d, e.card)}) : t("omg.ev.planned_a_card", {who})),
  TurnStarted: (e, who) => t("omg.ev.turn_started", {who}),
  Produced: (e, who, d) => t("omg.ev.produced", {who, building: buildingName(d, e.seat, e.building), worker: workerText(d, e.worker)}) +
    (e.cover.length ? t("omg.ev.produced_cover", {cards: handCards(d, e.cover)}) : t("omg.ev.produced_market")),
  GoodsProduced: (e, who, d) => t("omg.ev.goods_produced", {who, building: buildingName(d, e.seat, e.building), units: units(e.count, goodOf(d, e.seat, e.building))}),
  ChainUsed: chainUsed,
  ProductionEnded: (e, who) => t("omg.ev.production_ended", {who}),
  Built: (e, who, d) => t("omg.ev.built", {who, card: cardName(d, e.card), payment: paymentText(d, e.seat, e.payment)}),
  Hired: (e, who, d) => t("omg.ev.hired", {who, apprentice: apprenticeWords(d, e.apprentice, e.side), payment: paymentText(d, e.seat, e.payment)}),
  ApprenticePlaced: (e, who, d) => t("omg.ev.apprentice_placed", {who, building: buildingName(d, e.seat, e.building)}),
  BuildingReturned: (e, who, d) => t("omg.ev.building_returned", {who}) + (e.card ? ` (${cardName(d, e.card)})` : ""),
  TurnEnded: (e, who) => t("omg.ev.turn_ended", {who}),
  RoundEnded: (e, who, d, names) => t("omg.ev.round_ended", {round: e.round, scores: e.vp.map((vp, s) => t("omg.name_vp", {name: names(s), count: vp})).join(", ")}),
  EndTriggered: (e, who) => t("omg.ev.end_triggered", {who, round: e.final_round}),
  GameEnded: () => t("omg.ev.game_ended"),
  DiscardShuffled: (e) => t("omg.ev.discard_shuffled", {cards: nCards(e.cards)}),
  CardsRanOut: (e, who, d, names) => t("omg.ev.cards_ran_out", {seats: list(e.seats.map(names))}),
  HalfDiscarded: (e, who, d, names) => t("omg.ev.half_discarded", {counts: Object.entries(e.counts).map(([s, n]) => `${names(Number(s))} ${n}`).join(", "), cards: nCards(e.deck)}),
};

export function describeEvent(event, names, data) {
  const say = EVENTS[event.type];
  if (!say || !data) return genericEvent(event, names);
  const name = names || ((s) => t("gen.seat_n", {seat: s + 1}));
  return say(event, "seat" in event ? name(event.seat) : "", data, name);
}

/** A building of the acting seat by name when the table is a seat's own (in a replay the actor varies). */
function where(data, b) {
  const seat = known && typeof known.viewer === "number" ? known.viewer : null;
  return seat === null ? t("omg.building_n", {n: b + 1}) : t("omg.the_building", {building: buildingName(data, seat, b)});
}

const ACTIONS = {
  keep_hand: () => t("omg.act.keep_hand"),
  redraw: (a, d) => (a.keep ? t("omg.act.redraw_keeping", {card: cardName(d, a.keep)}) : t("omg.act.redraw")),
  discard_half: (a, d) => t("omg.act.discard", {cards: handCards(d, a.cards)}),
  move_apprentice: (a, d) => t("omg.act.move_apprentice", {where: where(d, a.to)}),
  pay_moves: (a) => t("omg.act.pay_moves", {goods: nGoods(a.payment.length)}),
  place_master: (a, d) => (a.building === null ? t("omg.act.master_idle") : t("omg.act.place_master", {where: where(d, a.building), side: sideName(d, a.side)})),
  plan_building: (a, d) => (a.card ? t("omg.act.plan_building", {card: cardName(d, a.card)}) : t("omg.act.plan_nothing")),
  produce: (a, d) => t("omg.act.produce", {where: where(d, a.building)}) + (a.cover.length ? t("omg.act.discarding", {cards: handCards(d, a.cover)}) : ""),
  chain: (a, d) => t("omg.act.chain", {where: where(d, a.building)}),
  end_chain: () => t("omg.end_chain"),
  end_production: () => t("omg.end_production"),
  build: (a) => t("omg.act.build", {goods: nGoods(a.payment.length)}),
  hire: (a) => t("omg.act.hire", {goods: nGoods(a.payment.length)}),
  place_apprentice: (a, d) => t("omg.act.place_apprentice", {where: where(d, a.building)}),
  finish_turn: () => t("omg.finish_turn"),
  reveal: () => t("omg.act.reveal"),
};

export function describeAction(action, data) {
  const say = ACTIONS[action.type];
  return say ? say(action, data) : action.type;
}

function roundCell(r, s, data) {
  return h("td", {}, h("strong", {}, t("omg.vp", {count: r.vp[s]})),
    h("span", {class: "omg-small"}, ` · ${nGoods(r.goods[s])}`,
      r.built[s].length ? ` · ${t("omg.built_cards", {cards: list(r.built[s].map((c) => cardName(data, c)))})}` : "",
      r.hired[s].length ? ` · ${t("omg.hired_n", {count: r.hired[s].length})}` : ""));
}

/** The rounds' results: one row a round, one column a player (VP after it, goods made, built, hired). */
export function rounds(body, names, data) {
  if (!body || !body.rounds.length) return h("p", {}, t("omg.no_round_yet"));
  const seats = body.rounds[0].vp.map((_, s) => s);
  return h("div", {class: "scroll omg-rounds"}, h("table", {class: "round"},
    h("caption", {}, t("omg.rounds_caption")),
    h("thead", {}, h("tr", {}, h("th", {scope: "col"}, t("omg.round_col")), seats.map((s) => h("th", {scope: "col"}, names(s))))),
    h("tbody", {}, body.rounds.slice().reverse().map((r) => h("tr", {},
      h("th", {scope: "row"}, String(r.round)),
      seats.map((s) => roundCell(r, s, data)))))));
}
