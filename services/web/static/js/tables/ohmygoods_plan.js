// Phase II, the hidden plan: the seat moves apprentices (2 coins each), puts its master in a building
// (diligent or sloppy, or leaves it idle) and lays a hand card face down to build, all by clicking its
// buildings and its hand; sealing the plan sends the steps as one batch. Until every player has planned
// nobody else sees it (the view's `sealed` shows the seat its own plan, the others only that it chose).
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { card, cardName, cardWords, nCoins, sideName, thingName } from "./ohmygoods_cards.js";
import { lacking } from "./ohmygoods_decide.js";
import { coinsOf, payChooser } from "./ohmygoods_pay.js";

const MOVE_COST = 2;

/** The seat's plan being made in the page, kept across redraws for the round. */
export function planState(ctx) {
  const key = `round-${ctx.view.round}`;
  const plan = ctx.plan.omg_plan;
  if (!plan || plan.key !== key) ctx.plan.omg_plan = {key, moves: [], picking: null, master: undefined, card: undefined};
  return ctx.plan.omg_plan;
}

/** Where the server's own draft stands (a plan may have been started step by step elsewhere). */
function stage(ctx) {
  return ctx.view.draft ? ctx.view.draft.stage : "moves";
}

function production(ctx, b) {
  const c = card(ctx.data, ctx.view.built[ctx.seat][b]);
  return c && c.kind === "production";
}

/** Production buildings without an apprentice once the planned moves are made. */
function freeBuildings(ctx, plan) {
  const moved = Object.fromEntries(plan.moves.map((m) => [m.apprentice, m.to]));
  const taken = new Set(ctx.view.apprentices[ctx.seat].map((a) => (a.card in moved ? moved[a.card] : a.building)));
  return ctx.view.built[ctx.seat].map((_, b) => b).filter((b) => production(ctx, b) && !taken.has(b));
}

function canMove(ctx, plan) {
  return stage(ctx) === "moves" && ctx.actions.some((a) => a.type === "move_apprentice") &&
    coinsOf(ctx.view, ctx.data, ctx.seat) >= MOVE_COST * (plan.moves.length + 1);
}

function masterButtons(ctx, plan, b) {
  const name = cardName(ctx.data, ctx.view.built[ctx.seat][b]);
  return ["diligent", "sloppy"].map((side) => {
    const chosen = plan.master && plan.master.building === b && plan.master.side === side;
    return h("button", {type: "button", class: ["omg-master", side, chosen ? "chosen" : ""], "aria-pressed": String(Boolean(chosen)),
                        "aria-label": t(`omg.master_aria_${side}`, {building: name, side: sideName(ctx.data, side)}),
                        dataset: {key: `master-${b}-${side}`}, onclick: () => { plan.master = {building: b, side}; ctx.rerender(); }},
      `${thingName(ctx.data, "master")}: ${sideName(ctx.data, side)} ×${side === "diligent" ? 2 : 1}`);
  });
}

/** The controls a building of the seat's own shows while the plan is made. */
export function planTile(ctx, b) {
  const plan = planState(ctx);
  const free = freeBuildings(ctx, plan);
  const out = [];
  if (plan.picking && free.includes(b)) {
    out.push(h("button", {type: "button", dataset: {key: `move-to-${b}`}, onclick: () => {
      plan.moves.push({apprentice: plan.picking, to: b}); plan.picking = null; plan.master = undefined; ctx.rerender();
    }}, t("omg.move_here")));
  }
  if (stage(ctx) !== "build" && free.includes(b) && !plan.picking) {
    const missing = lacking(ctx.view, ctx.data, ctx.seat, b);
    out.push(h("span", {class: "omg-small"}, missing ? t("omg.lacks_so_far", {missing}) : t("omg.has_all")),
             ...masterButtons(ctx, plan, b));
  }
  const here = ctx.view.apprentices[ctx.seat].find((a) => a.building === b);
  if (here && canMove(ctx, plan) && !plan.moves.some((m) => m.apprentice === here.card) && !plan.picking) {
    out.push(h("button", {type: "button", class: "small", dataset: {key: `move-${here.card}`},
                          onclick: () => { plan.picking = here.card; ctx.rerender(); }}, t("omg.move_this", {cost: MOVE_COST})));
  }
  return out;
}

/** A hand card while the plan is made: click to lay it face down as the building to build. */
export function planHandCard(ctx, id, face) {
  const plan = planState(ctx);
  const chosen = plan.card === id;
  return h("button", {type: "button", class: ["pick", "omg-hand-pick", chosen ? "chosen" : ""], "aria-pressed": String(chosen),
                      "aria-label": t("omg.act.plan_building", {card: cardWords(ctx.data, id)}), dataset: {key: `plan-card-${id}`},
                      onclick: () => { plan.card = chosen ? undefined : id; ctx.rerender(); }}, face);
}

function batch(ctx, plan, pay) {
  const out = [];
  if (stage(ctx) === "moves" && plan.moves.length) {
    out.push(...plan.moves.map((m) => ({type: "move_apprentice", apprentice: m.apprentice, to: m.to})));
    out.push({type: "pay_moves", payment: pay.payment});
  }
  if (stage(ctx) !== "build") {
    out.push(plan.master ? {type: "place_master", building: plan.master.building, side: plan.master.side} : {type: "place_master", building: null});
  }
  out.push({type: "plan_building", card: plan.card});
  return out;
}

function summary(ctx, plan) {
  const name = (b) => cardName(ctx.data, ctx.view.built[ctx.seat][b]);
  const masterState = stage(ctx) === "build" ? "placed" : plan.master === undefined ? "unset" : plan.master === null ? "idle" : "building";
  const master = masterState === "building" ? t("omg.master_in", {building: name(plan.master.building), side: sideName(ctx.data, plan.master.side)}) :
    t(`omg.master_${masterState}`);
  const buildState = plan.card === undefined ? "unset" : plan.card === null ? "nothing" : "card";
  const build = buildState === "card" ? t("omg.build_face_down", {card: cardName(ctx.data, plan.card)}) : t(`omg.build_${buildState}`);
  return h("ul", {class: "omg-plan-summary", id: "omg-plan-summary"},
    plan.moves.map((m) => h("li", {}, t("omg.move_to", {building: name(m.to), coins: nCoins(MOVE_COST)}))),
    plan.picking ? h("li", {}, t("omg.choose_move_to")) : null,
    h("li", {dataset: {master: masterState}}, t("omg.master_is", {master})),
    h("li", {dataset: {build: buildState}}, t("omg.build_is", {build})));
}

/** The plan panel: what is planned so far, the moves' payment, and the buttons to finish it. */
export function planPanel(ctx) {
  const plan = planState(ctx);
  const pay = plan.moves.length ? payChooser(ctx, "moves", MOVE_COST * plan.moves.length, []) : {ok: true, payment: []};
  const ready = (stage(ctx) === "build" || plan.master !== undefined) && plan.card !== undefined && pay.ok && !plan.picking;
  const seal = h("button", {type: "button", class: "primary", id: "omg-seal-plan", dataset: {key: "seal-plan"}, disabled: !ready,
                            onclick: () => ctx.send(batch(ctx, plan, pay), seal)}, t("omg.seal_plan"));
  return h("section", {class: ["decision", "omg-decide"], id: "omg-plan", "aria-labelledby": "omg-plan-h"},
    h("h3", {id: "omg-plan-h"}, t("omg.plan_title")),
    h("p", {}, t("omg.plan_text", {good: sideName(ctx.data, "diligent"), sloppy: sideName(ctx.data, "sloppy")})),
    summary(ctx, plan),
    plan.moves.length ? [h("h4", {}, t("omg.pay_moves")), pay.element] : null,
    h("p", {class: "row"},
      stage(ctx) !== "build" ? h("button", {type: "button", dataset: {key: "master-idle"}, "aria-pressed": String(plan.master === null),
        onclick: () => { plan.master = null; ctx.rerender(); }}, t("omg.act.master_idle")) : null,
      h("button", {type: "button", dataset: {key: "build-nothing"}, "aria-pressed": String(plan.card === null),
        onclick: () => { plan.card = null; ctx.rerender(); }}, t("omg.build_nothing_button")),
      h("button", {type: "button", dataset: {key: "plan-again"}, onclick: () => {
        Object.assign(plan, {moves: [], picking: null, master: undefined, card: undefined}); ctx.rerender();
      }}, t("omg.start_over")),
      seal));
}

/** The seat's own sealed plan, shown to it alone until the reveal. */
export function sealedPlan(ctx) {
  const mine = ctx.view.sealed && ctx.seat !== null ? ctx.view.sealed[String(ctx.seat)] : null;
  if (!mine || !("build" in mine)) return null;
  const name = (b) => cardName(ctx.data, ctx.view.built[ctx.seat][b]);
  return h("section", {class: "omg-decide omg-sealed", id: "omg-sealed", "aria-labelledby": "omg-sealed-h"},
    h("h3", {id: "omg-sealed-h"}, t("omg.sealed_title")),
    h("ul", {}, mine.moves.map((m) => h("li", {}, t("omg.sealed_move", {building: name(m.to)}))),
      h("li", {dataset: {master: mine.master ? "building" : "idle"}}, t("omg.master_is", {master: mine.master ?
        t("omg.master_in", {building: name(mine.master.building), side: sideName(ctx.data, mine.master.side)}) : t("omg.master_idle")})),
      h("li", {}, t("omg.build_is", {build: mine.build ? cardName(ctx.data, mine.build) : t("omg.nothing")}))));
}
