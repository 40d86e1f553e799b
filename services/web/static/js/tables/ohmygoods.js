// Oh My Goods!'s table: the round and its phase, the market (sunrise and sunset rows with their
// half-suns), the apprentices for hire, and every player's buildings with their workers and goods;
// the seat's hand, its hidden plan and its decisions. Cards come from the game's printed data.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { apprenticeFace, apprenticeSide, apprenticeWords, card, cardFace, cardName, cardWords, chainText, goodName, inputsText, marketCard,
  nCards, nCoins, nGoods, resourceName, sideName, thingName, units, valueOn } from "./ohmygoods_cards.js";
import { buildPanel, chainPanel, discardPanel, marketUnits, newCardsPanel, placePanel, placeTile, productionPanel, productionTile } from "./ohmygoods_decide.js";
import { describeAction, describeEvent, remember, rounds } from "./ohmygoods_log.js";
import { coinsOf, goodsOn } from "./ohmygoods_pay.js";
import { planHandCard, planPanel, planTile, sealedPlan } from "./ohmygoods_plan.js";

export { describeAction, describeEvent, rounds };
export const needsData = true;

const PHASES = new Set(["new_cards", "plans", "reveal", "discard_half", "production", "ended"]);
const SIMULTANEOUS = new Set(["new_cards", "plans", "discard_half"]);

/** The table's own styles, added to the page once (the CSP allows same-origin stylesheets). */
function styles() {
  if (document.getElementById("omg-styles")) return;
  document.head.append(h("link", {rel: "stylesheet", href: "/app/ohmygoods.css", id: "omg-styles"}));
}

function count(value) {
  return Array.isArray(value) ? value.length : value || 0;
}

function header(ctx) {
  const {view} = ctx;
  const stage = view.phase === "production" ? "" : view.stage === 3 ? ` · ${t("omg.stage_sunset")}` : "";
  const final = view.round === view.end_round ? t("omg.final_round") : t("omg.last_round_is", {round: view.end_round});
  return h("p", {class: "omg-status", id: "omg-status", dataset: {phase: view.phase}},
    h("strong", {}, t("omg.round", {round: view.round})), ` · ${PHASES.has(view.phase) ? t(`omg.phase.${view.phase}`) : view.phase}${stage}`,
    view.end_round ? h("strong", {class: "omg-final"}, ` · ${final}`) : null,
    ` · ${t("omg.deck_discard", {deck: count(view.deck), discard: count(view.discard)})}`);
}

function market(ctx) {
  const {view, data, seat} = ctx;
  const row = (cards, name, hint) => h("div", {class: "omg-mrow"}, h("h4", {}, name, h("span", {class: "omg-small"}, ` ${hint}`)),
    cards.length ? h("ul", {class: "omg-mcards"}, cards.map((id) => marketCard(data, id))) : h("p", {class: "muted"}, t("omg.not_revealed")));
  const have = marketUnits(view, data, seat === null ? null : seat);
  const suns = (cards) => cards.filter((id) => card(data, id) && card(data, id).half_sun).length;
  return h("section", {class: "omg-market", "aria-labelledby": "omg-market-h"},
    h("h3", {id: "omg-market-h"}, thingName(data, "market")),
    row(view.market[0], t("omg.sunrise"), t("omg.half_suns", {count: suns(view.market[0])})),
    row(view.market[1], t("omg.sunset"), t("omg.half_suns", {count: suns(view.market[1])})),
    h("p", {class: "omg-units"}, seat === null ? t("omg.resources") : t("omg.resources_own"), " ",
      Object.keys(have).length ? Object.entries(have).map(([res, n]) => h("span", {class: ["omg-res", `res-${res}`]}, units(n, resourceName(data, res)))) : t("omg.none_yet")));
}

function display(ctx) {
  const {view, data} = ctx;
  return h("section", {class: "omg-display", "aria-labelledby": "omg-display-h"},
    h("h3", {id: "omg-display-h"}, t("omg.for_hire")),
    view.display.length ? h("ul", {class: "omg-row"}, view.display.map((a) => h("li", {"aria-label": apprenticeWords(data, a.card, a.side)},
      apprenticeFace(data, a.card, a.side)))) : h("p", {class: "muted"}, t("omg.all_hired")));
}

/** A seat's score as it stands, by element: buildings, apprentices, 1 VP per 5 coins of goods. */
function vpText(ctx, s) {
  const {view, data} = ctx;
  const buildings = view.built[s].reduce((sum, id) => sum + (card(data, id) ? card(data, id).vp : 0), 0);
  const apprentices = view.apprentices[s].reduce((sum, a) => sum + apprenticeSide(data, a.card, a.side).vp, 0);
  const coins = coinsOf(view, data, s);
  const goods = Math.floor(coins / 5);
  return `${t("omg.score", {total: buildings + apprentices + goods, buildings, apprentices, goods})} · ${t("omg.coins_in_goods", {coins: nCoins(coins)})}`;
}

function worker(ctx, s, b) {
  const {view, data} = ctx;
  const master = view.masters[s] && view.masters[s].building === b ? view.masters[s] : null;
  const apprentice = view.apprentices[s].find((a) => a.building === b);
  if (master) {
    return h("span", {class: ["omg-worker", `seat-${s}`, master.side], dataset: {worker: master.side}},
      t("omg.master_at", {master: thingName(data, "master"), side: sideName(data, master.side), goods: nGoods(master.side === "diligent" ? 2 : 1)}));
  }
  if (apprentice) {
    return h("span", {class: ["omg-worker", `seat-${s}`, "apprentice"], dataset: {worker: "apprentice"}, title: apprenticeWords(data, apprentice.card, apprentice.side)},
      t("omg.apprentice_at", {apprentice: thingName(data, "apprentice")}));
  }
  return null;
}

/** One building of a seat: its printed card, the worker in it, the goods on it, and the seat's controls. */
function building(ctx, s, b, controls) {
  const {view, data} = ctx;
  const id = view.built[s][b];
  const c = card(data, id);
  const goods = c.kind === "production" ? goodsOn(view, s, b) : 0;
  const value = valueOn(data, id);
  return h("li", {class: ["omg-building", `res-${c.resource || "none"}`, c.kind, controls.length ? "can-act" : ""], dataset: {building: String(b)},
                  title: cardWords(data, id)},
    h("span", {class: "omg-card-top"}, h("span", {class: "omg-cost"}, `${c.cost}¢`), h("span", {class: "omg-name"}, cardName(data, id)), h("span", {class: "omg-vp"}, t("omg.vp", {count: c.vp}))),
    c.kind === "production" ? h("span", {class: "omg-needs"}, t("omg.needs_makes", {inputs: inputsText(data, c.inputs), good: goodName(data, c.good), value})) : null,
    c.chain.length ? h("span", {class: "omg-chain"}, t("omg.chain", {chain: chainText(data, id)})) : null,
    c.kind === "production" ? h("span", {class: "omg-goods"}, goods ? `${units(goods, goodName(data, c.good))} = ${goods * value}¢` : t("omg.no_goods")) : null,
    worker(ctx, s, b),
    view.turn && view.turn.seat === s && view.turn.used.includes(b) ? h("span", {class: "omg-done"}, `✓ ${t("omg.produced_this_turn")}`) : null,
    controls.length ? h("span", {class: "omg-controls"}, controls) : null);
}

function tileControls(ctx, mode) {
  if (mode === "plan") return (b) => planTile(ctx, b);
  if (mode === "production") return (b) => productionTile(ctx, b);
  if (mode === "place") return (b) => placeTile(ctx, b);
  return () => [];
}

function choosing(ctx, s) {
  const {view} = ctx;
  if (!SIMULTANEOUS.has(view.phase)) return null;
  if ((view.active || []).includes(s)) return h("span", {class: "omg-choosing", dataset: {choosing: "yes"}}, ` · ${t("omg.choosing")}`);
  if (view.sealed && String(s) in view.sealed) return h("span", {class: "omg-chosen", dataset: {choosing: "no"}}, ` · ${t("omg.has_chosen")}`);
  return null;
}

function hand(ctx, mode) {
  const {view, data} = ctx;
  if (!view.hand) return null;
  const faces = view.hand.map((id) => (mode === "plan" ? planHandCard(ctx, id, cardFace(data, id)) : h("span", {class: "omg-hand-card"}, cardFace(data, id))));
  return h("div", {class: "omg-hand-wrap"}, h("h4", {}, t(mode === "plan" ? "omg.your_hand_plan" : "omg.your_hand", {count: view.hand.length})),
    h("div", {class: "omg-hand", id: "omg-hand"}, faces.length ? faces : h("span", {class: "muted"}, t("omg.empty"))));
}

function seatArea(ctx, s, mode) {
  const {view, data, names, seat} = ctx;
  const own = s === seat;
  const controls = own ? tileControls(ctx, mode) : () => [];
  const planned = view.planned[s];
  const plannedFace = own && view.planned_card ? cardFace(data, view.planned_card) : planned ? h("span", {class: "omg-card back"}, t("omg.face_down_card")) : null;
  return h("section", {class: ["omg-seat", `seat-${s}`, own ? "own" : "", (view.active || []).includes(s) ? "active" : ""],
                       dataset: {seat: String(s)}, "aria-label": own ? t("omg.your_buildings") : t("omg.seat_buildings", {name: names(s)})},
    h("h3", {}, h("span", {class: ["worker", `seat-${s}`], "aria-hidden": "true"}), names(s), s === view.lead ? ` · ${t("omg.active_player")}` : "", choosing(ctx, s)),
    h("p", {class: "omg-tally"}, `${vpText(ctx, s)} · ${t("omg.buildings_built", {count: view.built[s].length})} · ` +
      t("omg.cards_in_hand", {cards: nCards(view.hand_sizes ? view.hand_sizes[s] : count(view.hands && view.hands[s]))})),
    h("ul", {class: "omg-buildings"}, view.built[s].map((_, b) => building(ctx, s, b, controls(b)))),
    plannedFace ? h("div", {class: "omg-planned"}, h("span", {}, t(own ? "omg.planned_own" : "omg.planned")), " ", plannedFace) : null,
    own ? hand(ctx, mode) : null);
}

/** Which decision the seat faces now ("plan", "production", ... or null). */
function modeOf(ctx) {
  const {view, seat, actions} = ctx;
  if (ctx.replay || seat === null || !actions.length) return null;
  if (view.pending && view.pending.seat === seat) return view.pending.kind;
  return view.phase;
}

function decision(ctx, mode) {
  if (mode === "new_cards") return newCardsPanel(ctx);
  if (mode === "plans") return planPanel(ctx);
  if (mode === "discard_half") return discardPanel(ctx);
  if (mode === "production") return productionPanel(ctx);
  if (mode === "chain") return chainPanel(ctx);
  if (mode === "build") return buildPanel(ctx);
  if (mode === "place") return placePanel(ctx);
  return ctx.view.phase === "plans" && !ctx.replay ? sealedPlan(ctx) : null;
}

export function board(ctx) {
  styles();
  remember(ctx.view);
  const mode = modeOf(ctx);
  const tiles = mode === "plans" ? "plan" : mode;
  const order = ctx.view.built.map((_, s) => s).sort((a, b) => (a === ctx.seat ? -1 : b === ctx.seat ? 1 : a - b));
  return h("div", {class: "omg", id: "omg-table", dataset: {version: ctx.state && ctx.state.version !== undefined ? String(ctx.state.version) : null}},
    header(ctx),
    decision(ctx, mode),
    market(ctx),
    h("div", {class: "omg-seats"}, order.map((s) => seatArea(ctx, s, tiles))),
    display(ctx));   // the page lists every legal move under the table (its box of every legal move)
}
