// Oh My Goods!'s log lines, move names and round results in the words of the game: production,
// chains and payments explained with the buildings' printed names and the goods' values.
import { h } from "../dom.js";
import { describeEvent as genericEvent } from "./generic.js";
import { apprenticeWords, card, cardName, resourceOf, valueOn } from "./ohmygoods_cards.js";

// Secrets reach only their own seat, merged into its copy of the event (choice, cards, step, card).
// Events and moves name a seat's buildings by their index. Buildings are only ever added at the end
// of a seat's row, so the newest view drawn names every index an event can carry.
let known = null;

/** Remember the view the table drew last (the log and the replay's move names read it). */
export function remember(view) {
  known = view;
}

export function buildingName(data, seat, index) {
  const id = known && known.built && known.built[seat] ? known.built[seat][index] : null;
  return id ? cardName(data, id) : `building ${index + 1}`;
}

function handCards(data, cards) {
  return cards.map((c) => `${cardName(data, c)} (${resourceOf(data, c)})`).join(", ");
}

/** A payment (one good per named building) as goods and their worth: "3 coal + 1 flour = 5 coins". */
export function paymentText(data, seat, payment) {
  const counts = new Map();
  for (const b of payment) counts.set(b, (counts.get(b) || 0) + 1);
  let total = 0;
  const parts = [...counts].map(([b, n]) => {
    const id = known && known.built && known.built[seat] ? known.built[seat][b] : null;
    const c = id ? card(data, id) : null;
    total += n * (id ? valueOn(data, id) : 0);
    return c ? `${n} ${c.good} from the ${c.name}` : `${n} good${n > 1 ? "s" : ""} from building ${b + 1}`;
  });
  return parts.length ? `${parts.join(" + ")} = ${total} coins` : "nothing";
}

function masterText(data, seat, master) {
  if (!master) return "leaves the master idle";
  return `puts the master in the ${buildingName(data, seat, master.building)}, working ${master.side === "diligent" ? "diligently (2 goods)" : "sloppily (1 good)"}`;
}

/** A sealed choice, seen by its own seat only. */
function choiceText(data, seat, choice) {
  if ("redraw" in choice) return choice.redraw ? "you chose to redraw your hand" : "you chose to keep your hand";
  if ("cards" in choice) return `you chose to discard ${handCards(data, choice.cards)}`;
  const moves = choice.moves.length ? `move ${choice.moves.length} apprentice(s), ` : "";
  return `your plan: ${moves}${masterText(data, seat, choice.master).replace(/^puts/, "put")}; ` +
    (choice.build ? `build ${cardName(data, choice.build)}` : "build nothing");
}

const EVENTS = {
  RoundStarted: (e, who, d, names) => `Round ${e.round} begins; ${names(e.lead)} is the active player${e.final ? " (the final round)" : ""}`,
  ChoiceSealed: (e, who, d) => (e.choice ? `${who}: ${choiceText(d, e.seat, e.choice)} (hidden from the others)` : `${who} has chosen`),
  HandsRevealed: (e, who, d, names) => `Phase I: ${e.choices.map((c) => `${names(c.seat)} ${c.redraw ? "redraws" : "keeps"}`).join(", ")}`,
  HandRedrawn: (e, who) => `${who} discards ${e.count} card${e.count === 1 ? "" : "s"} and draws as many`,
  CardsDrawn: (e, who, d) => `${who} draws ${e.count} card${e.count === 1 ? "" : "s"}` + (e.cards ? `: ${e.cards.map((c) => cardName(d, c)).join(", ")}` : ""),
  MarketRevealed: (e, who, d) => `${e.row === 0 ? "Sunrise" : "Sunset"}: the market shows ${e.cards.map((c) => `${resourceOf(d, c)}${card(d, c) && card(d, c).half_sun ? " ◐" : ""}`).join(", ")}`,
  PlansOpened: (e) => `Phase II: every player plans in secret (round ${e.round})`,
  PlanDrafted: (e, who, d) => (e.step ? `${who}: plan step: ${describeAction(e.step, d)}` : `${who} is planning`),
  PlansRevealed: (e, who, d, names) => `Plans revealed: ${e.plans.map((p) => `${names(p.seat)} ${masterText(d, p.seat, p.master)}` +
    (p.moves.length ? `, moves ${p.moves.length} apprentice(s)` : "") + (p.planned ? ", sets a card aside to build" : "")).join("; ")}`,
  BuildingPlanned: (e, who, d) => (e.card ? `${who} set ${cardName(d, e.card)} aside to build` : `${who} set a card aside to build`),
  TurnStarted: (e, who) => `Phase IV: ${who}’s turn to produce and build`,
  Produced: (e, who, d) => `${who}’s ${buildingName(d, e.seat, e.building)} works (${e.worker === "apprentice" ? "apprentice" : `${e.worker} master`})` +
    (e.cover.length ? `, discarding ${handCards(d, e.cover)} for what the market lacks` : " with what the market offers"),
  GoodsProduced: (e, who, d) => `${who}’s ${buildingName(d, e.seat, e.building)} makes ${e.count} ${goodOf(d, e.seat, e.building)}`,
  ChainUsed: (e, who, d) => `${who}’s ${buildingName(d, e.seat, e.building)} chain: ` +
    [e.cards.length ? `laid ${handCards(d, e.cards)} from the hand` : "", e.goods.length ? `moved ${e.goods.map((b) => `1 ${goodOf(d, e.seat, b)} from the ${buildingName(d, e.seat, b)}`).join(", ")}` : ""].filter(Boolean).join(" and ") +
    ` → ${e.count} more ${goodOf(d, e.seat, e.building)}`,
  ProductionEnded: (e, who) => `${who} ends production; the master goes home`,
  Built: (e, who, d) => `${who} builds ${cardName(d, e.card)}, paying ${paymentText(d, e.seat, e.payment)}`,
  Hired: (e, who, d) => `${who} hires an ${apprenticeWords(d, e.apprentice, e.side)}, paying ${paymentText(d, e.seat, e.payment)}`,
  ApprenticePlaced: (e, who, d) => `${who} puts the apprentice in the ${buildingName(d, e.seat, e.building)}`,
  BuildingReturned: (e, who, d) => `${who} takes the planned card back${e.card ? ` (${cardName(d, e.card)})` : ""}`,
  TurnEnded: (e, who) => `${who}’s turn ends`,
  RoundEnded: (e, who, d, names) => `Round ${e.round} over: ${e.vp.map((vp, s) => `${names(s)} ${vp} VP`).join(", ")}`,
  EndTriggered: (e, who) => `${who} has 8 buildings: round ${e.final_round} is the last`,
  GameEnded: () => "The game ended",
  DiscardShuffled: (e) => `The discard pile is shuffled into a new deck (${e.cards} cards)`,
  CardsRanOut: (e, who, d, names) => `No cards left: ${e.seats.map(names).join(", ")} discard half their hand`,
  HalfDiscarded: (e, who, d, names) => `Half hands discarded (${Object.entries(e.counts).map(([s, n]) => `${names(Number(s))} ${n}`).join(", ")}); the deck has ${e.deck} cards`,
};

function goodOf(data, seat, building) {
  const id = known && known.built && known.built[seat] ? known.built[seat][building] : null;
  return id && card(data, id) ? card(data, id).good : "goods";
}

export function describeEvent(event, names, data) {
  const say = EVENTS[event.type];
  if (!say || !data) return genericEvent(event, names);
  const name = names || ((s) => `seat ${s + 1}`);
  return say(event, "seat" in event ? name(event.seat) : "", data, name);
}

/** A building of the acting seat by name when the table is a seat's own (in a replay the actor varies). */
function where(data, b) {
  const seat = known && typeof known.viewer === "number" ? known.viewer : null;
  return seat === null ? `building ${b + 1}` : `the ${buildingName(data, seat, b)}`;
}

export function describeAction(action, data) {
  switch (action.type) {
    case "keep_hand": return "Keep the hand";
    case "redraw": return action.keep ? `Redraw, keeping ${cardName(data, action.keep)}` : "Redraw the whole hand";
    case "discard_half": return `Discard ${handCards(data, action.cards)}`;
    case "move_apprentice": return `Move an apprentice to ${where(data, action.to)}`;
    case "pay_moves": return `Pay ${action.payment.length} good(s) for the moves`;
    case "place_master": return action.building === null ? "Leave the master idle" : `Master in ${where(data, action.building)}, ${action.side}`;
    case "plan_building": return action.card ? `Plan to build ${cardName(data, action.card)}` : "Plan no building";
    case "produce": return `Produce in ${where(data, action.building)}` + (action.cover.length ? `, discarding ${handCards(data, action.cover)}` : "");
    case "chain": return `Use the chain of ${where(data, action.building)}`;
    case "end_chain": return "Stop the chain";
    case "end_production": return "End production";
    case "build": return `Build, paying ${action.payment.length} good(s)`;
    case "hire": return `Hire an apprentice, paying ${action.payment.length} good(s)`;
    case "place_apprentice": return `Put the apprentice in ${where(data, action.building)}`;
    case "finish_turn": return "Finish the turn";
    case "reveal": return "Reveal";
    default: return action.type;
  }
}

/** The rounds' results: one row a round, one column a player (VP after it, goods made, built, hired). */
export function rounds(body, names, data) {
  if (!body || !body.rounds.length) return h("p", {}, "No round finished yet.");
  const seats = body.rounds[0].vp.map((_, s) => s);
  return h("div", {class: "scroll omg-rounds"}, h("table", {class: "round"},
    h("caption", {}, "VP after each round; goods made; what was built"),
    h("thead", {}, h("tr", {}, h("th", {scope: "col"}, "Round"), seats.map((s) => h("th", {scope: "col"}, names(s))))),
    h("tbody", {}, body.rounds.slice().reverse().map((r) => h("tr", {},
      h("th", {scope: "row"}, String(r.round)),
      seats.map((s) => h("td", {}, h("strong", {}, `${r.vp[s]} VP`),
        h("span", {class: "omg-small"}, ` · ${r.goods[s]} goods`,
          r.built[s].length ? ` · built ${r.built[s].map((c) => cardName(data, c)).join(", ")}` : "",
          r.hired[s].length ? ` · hired ${r.hired[s].length}` : ""))))))));
}
