// The seat's decisions other than the plan: phase I (keep or redraw), the half-hand discard when the
// cards run out, phase IV's production (with what each building lacks and the hand cards that cover
// it), the chains, building or hiring with a chosen payment, and where a hired apprentice goes.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { apprenticeFace, apprenticeSide, apprenticeWords, card, cardFace, cardName, cardWords, goodName, handCard, inputsText,
  nCards, nCoins, nGoods, named, resourceName, resourceOf, sideName, units } from "./ohmygoods_cards.js";
import { buildingName } from "./ohmygoods_log.js";
import { payChooser } from "./ohmygoods_pay.js";

function sendButton(ctx, actions, label, attrs = {}) {
  const button = h("button", {type: "button", ...attrs, onclick: () => ctx.send(actions, button)}, label);
  return button;
}

function panel(id, heading, ...children) {
  return h("section", {class: ["decision", "omg-decide"], id, "aria-labelledby": `${id}-h`}, h("h3", {id: `${id}-h`}, heading), children);
}

export function newCardsPanel(ctx) {
  const hand = ctx.view.hand || [];
  const keepOne = ctx.actions.filter((a) => a.type === "redraw" && a.keep);
  const extra = ctx.view.extra[ctx.seat];
  return panel("omg-new-cards", t("omg.new_cards_title"),
    h("p", {}, t("omg.new_cards_text", {cards: nCards(hand.length)}) + (extra ? t("omg.new_cards_extra", {count: extra}) : ".")),
    h("p", {class: "row"}, sendButton(ctx, [{type: "keep_hand"}], t("omg.keep_hand"), {class: "primary", dataset: {key: "keep-hand"}}),
      sendButton(ctx, [{type: "redraw"}], t("omg.redraw_n", {cards: nCards(hand.length)}), {dataset: {key: "redraw"}})),
    keepOne.length ? h("p", {class: "row"}, t("omg.redraw_keeping_one"), " ", keepOne.map((a) =>
      sendButton(ctx, [a], cardName(ctx.data, a.keep), {class: "small", dataset: {key: `redraw-keep-${a.keep}`}}))) : null);
}

export function discardPanel(ctx) {
  const hand = ctx.view.hand || [];
  const need = Math.floor(hand.length / 2);
  const key = `discard-${ctx.state.version}`;
  if (!ctx.plan.omg_discard || ctx.plan.omg_discard.key !== key) ctx.plan.omg_discard = {key, cards: []};
  const chosen = ctx.plan.omg_discard.cards;
  const send = sendButton(ctx, [{type: "discard_half", cards: chosen.slice().sort()}], t("omg.discard_these", {count: chosen.length}),
    {class: "primary", disabled: chosen.length !== need, dataset: {key: "send-discard", need: String(need)}});
  return panel("omg-discard", t("omg.discard_title", {need, cards: nCards(hand.length)}),
    h("div", {class: "omg-hand"}, hand.map((id) => {
      const on = chosen.includes(id);
      return h("button", {type: "button", class: ["pick", on ? "chosen" : ""], "aria-pressed": String(on), dataset: {key: `discard-${id}`},
                          "aria-label": t("omg.discard_card", {card: cardWords(ctx.data, id)}), onclick: () => {
          if (on) chosen.splice(chosen.indexOf(id), 1); else chosen.push(id);
          ctx.rerender();
        }}, cardFace(ctx.data, id));
    })), h("p", {}, send));
}

/** The market's resources for this seat: both rows' cards plus its own market offices. */
export function marketUnits(view, data, seat) {
  const have = {};
  for (const id of view.market.flat()) {
    const res = resourceOf(data, id);
    if (res) have[res] = (have[res] || 0) + 1;
  }
  for (const id of seat === null ? [] : view.built[seat]) {
    const c = card(data, id);
    if (c && c.effect && c.effect.type === "market_resource") have[c.effect.resource] = (have[c.effect.resource] || 0) + c.effect.amount;
  }
  return have;
}

/** What a building lacks in the market, in words (Glassmaker: any 11 resources). */
export function lacking(view, data, seat, b) {
  const c = card(data, view.built[seat][b]);
  const have = marketUnits(view, data, seat);
  if (c.inputs.any) {
    const total = Object.values(have).reduce((a, n) => a + n, 0);
    return Math.max(0, c.inputs.any - total) ? t("omg.any_n", {count: c.inputs.any - total}) : "";
  }
  return Object.entries(c.inputs).map(([res, n]) => [res, n - (have[res] || 0)]).filter(([, n]) => n > 0)
    .map(([res, n]) => units(n, resourceName(data, res))).join(" + ");
}

function coverLabel(ctx, cover) {
  return cover.length ? t("omg.discard_cards", {cards: cover.map((c) => handCard(ctx.data, c)).join(" + ")}) : t("omg.no_hand_card");
}

/** Production controls on one of the seat's own buildings (phase IV, before ending production). */
export function productionTile(ctx, b) {
  const good = goodName(ctx.data, card(ctx.data, ctx.view.built[ctx.seat][b]).good);
  const options = ctx.actions.filter((a) => a.type === "produce" && a.building === b);
  const chains = ctx.actions.filter((a) => a.type === "chain" && a.building === b);
  return [
    ...options.slice(0, 2).map((a, i) => produceButton(ctx, a, i, good)),
    options.length > 2 ? h("button", {type: "button", class: "small", dataset: {key: `covers-${b}`}, "aria-expanded": String(ctx.plan.omg_covers === b),
      onclick: () => { ctx.plan.omg_covers = ctx.plan.omg_covers === b ? null : b; ctx.rerender(); }}, t("omg.other_covers", {count: options.length - 2})) : null,
    ...chains.slice(0, 4).map((a, i) => chainButton(ctx, a, i))];
}

function produceButton(ctx, a, i, good, prefix = "produce") {
  return sendButton(ctx, [a], t("omg.produce_button", {good, cover: coverLabel(ctx, a.cover)}),
    {class: i === 0 ? "primary" : "", dataset: {key: `${prefix}-${a.building}-${i}`, action: JSON.stringify(a)}});
}

/** Every listed way to cover a building's shortfall from the hand (opened from its tile). */
function coverList(ctx) {
  const b = ctx.plan.omg_covers;
  const options = ctx.actions.filter((a) => a.type === "produce" && a.building === b);
  if (b === null || b === undefined || !options.length) return null;
  const good = goodName(ctx.data, card(ctx.data, ctx.view.built[ctx.seat][b]).good);
  return h("div", {class: "omg-covers", id: "omg-covers"}, h("h4", {}, t("omg.which_covers", {building: buildingName(ctx.data, ctx.seat, b)})),
    h("p", {class: "row"}, options.map((a, i) => produceButton(ctx, a, i, good, "cover"))));
}

function chainButton(ctx, a, i) {
  const built = ctx.view.built[ctx.seat];
  const c = card(ctx.data, built[a.building]);
  const parts = [...a.cards.map((id) => t("omg.from_hand", {item: handCard(ctx.data, id)})),
                 ...a.goods.map((g) => t("omg.good_from", {units: units(1, goodName(ctx.data, card(ctx.data, built[g]).good)),
                                                            building: buildingName(ctx.data, ctx.seat, g)}))];
  return sendButton(ctx, [a], t("omg.chain_button", {parts: parts.join(" + "), units: units(parts.length, goodName(ctx.data, c.good))}),
    {class: "omg-chain-use", dataset: {key: `chain-${a.building}-${i}`, action: JSON.stringify(a)}});
}

/** Who works in a building, in running text: "Master, sloppy work" / «мастер, спустя рукава». */
function workerName(data, worker) {
  if (worker === "apprentice") return named(data, "thing.apprentice");
  return t("omg.master_side", {master: named(data, "thing.master"), side: sideName(data, worker)});
}

function explanation(ctx, b, worker, used) {
  const {view, data, seat} = ctx;
  const c = card(data, view.built[seat][b]);
  const missing = lacking(view, data, seat, b);
  const can = ctx.actions.some((a) => a.type === "produce" && a.building === b);
  const state = used.has(b) ? t("omg.explain_used") : !missing ? t("omg.explain_all") : t("omg.explain_lacks", {missing}) +
    (worker === "sloppy" ? t("omg.explain_sloppy") : "") + (can ? "." : t("omg.explain_cannot"));
  return h("li", {dataset: {building: String(b)}},
    t("omg.explain_line", {building: c.name, worker: workerName(data, worker), inputs: inputsText(data, c.inputs), state}));
}

export function productionPanel(ctx) {
  const {view, seat} = ctx;
  const used = new Set(view.turn ? view.turn.used : []);
  return panel("omg-production", t("omg.production_title"),
    h("p", {}, t("omg.production_text")),
    h("ul", {class: "omg-explain"}, staffedBuildings(view, seat).map(([b, worker]) => explanation(ctx, b, worker, used))),
    coverList(ctx),
    h("p", {class: "row"}, sendButton(ctx, [{type: "end_production"}], t("omg.end_production"), {class: "primary", id: "omg-end-production", dataset: {key: "end-production"}})));
}

/** [building, who works there: "apprentice", "diligent" or "sloppy"] for the seat's staffed buildings. */
export function staffedBuildings(view, seat) {
  const out = (view.apprentices[seat] || []).map((a) => [a.building, "apprentice"]);
  const master = view.masters[seat];
  if (master) out.push([master.building, master.side]);
  return out.sort((x, y) => x[0] - y[0]);
}

export function chainPanel(ctx) {
  const b = ctx.view.pending.building;
  const chains = ctx.actions.filter((a) => a.type === "chain");
  return panel("omg-chain", t("omg.chain_title", {building: buildingName(ctx.data, ctx.seat, b)}),
    h("p", {}, t("omg.chain_text")),
    h("p", {class: "row"}, chains.map((a, i) => chainButton(ctx, a, i)),
      sendButton(ctx, [{type: "end_chain"}], t("omg.end_chain"), {id: "omg-end-chain", dataset: {key: "end-chain"}})));
}

function buildTarget(ctx) {
  const builds = ctx.actions.filter((a) => a.type === "build");
  const hires = ctx.actions.filter((a) => a.type === "hire");
  const choices = [];
  if (builds.length) {
    choices.push({key: "build", price: card(ctx.data, ctx.view.planned_card).cost, initial: builds[0].payment,
                  label: t("omg.build_card", {card: cardName(ctx.data, ctx.view.planned_card)}), make: (p) => ({type: "build", payment: p})});
  }
  for (const offer of ctx.view.display) {
    const first = hires.find((a) => a.apprentice === offer.card);
    if (!first) continue;
    const side = apprenticeSide(ctx.data, offer.card, offer.side);
    choices.push({key: `hire-${offer.card}`, price: side.cost, initial: first.payment,
                  label: t("omg.hire_apprentice", {apprentice: apprenticeWords(ctx.data, offer.card, offer.side)}),
                  make: (p) => ({type: "hire", apprentice: offer.card, payment: p}), face: apprenticeFace(ctx.data, offer.card, offer.side)});
  }
  return choices;
}

function targetChooser(ctx, choices, target, st) {
  return h("div", {class: "row", role: "radiogroup", "aria-label": t("omg.what_to_pay_for")}, choices.map((c) =>
    h("button", {type: "button", role: "radio", "aria-checked": String(c.key === target.key), class: ["pick", c.key === target.key ? "chosen" : ""],
                 dataset: {key: `target-${c.key}`}, onclick: () => { st.key = c.key; ctx.rerender(); }}, c.face || c.label, ` (${c.price}¢)`)));
}

/** Build the planned card or hire an apprentice: choose which, then the goods that pay for it. */
export function buildPanel(ctx) {
  const choices = buildTarget(ctx);
  const st = ctx.plan.omg_build && ctx.plan.omg_build.version === ctx.state.version ? ctx.plan.omg_build :
    (ctx.plan.omg_build = {version: ctx.state.version, key: choices.length ? choices[0].key : null});
  const target = choices.find((c) => c.key === st.key) || choices[0];
  const pay = target ? payChooser(ctx, target.key, target.price, target.initial) : null;
  const go = target ? h("button", {type: "button", class: "primary", id: "omg-pay", dataset: {key: "pay", target: target.key}, disabled: !pay.ok,
                                   onclick: () => ctx.send([target.make(pay.payment)], go)},
                        t("omg.pay_goods", {label: target.label, goods: nGoods(pay.payment.length)})) : null;
  return panel("omg-build", t("omg.build_title"),
    ctx.view.planned_card ? h("div", {class: "omg-planned"}, h("span", {}, t("omg.your_planned")), " ", cardFace(ctx.data, ctx.view.planned_card)) : null,
    choices.length > 1 ? targetChooser(ctx, choices, target, st) : null,
    target ? [h("h4", {dataset: {target: target.key}}, t("omg.pay_title", {label: target.label, coins: nCoins(target.price)})), pay.element] : null,
    h("p", {class: "row"}, go, sendButton(ctx, [{type: "finish_turn"}], t(ctx.view.planned_card ? "omg.finish_unbuilt" : "omg.finish_turn"),
      {id: "omg-finish", dataset: {key: "finish-turn"}})));
}

export function placePanel(ctx) {
  const offer = ctx.view.pending.apprentice;
  return panel("omg-place", t("omg.place_title"),
    h("p", {}, t("omg.place_text", {apprentice: apprenticeWords(ctx.data, offer.card, offer.side)})));
}

export function placeTile(ctx, b) {
  const action = ctx.actions.find((a) => a.type === "place_apprentice" && a.building === b);
  return action ? [sendButton(ctx, [action], t("omg.place_here"), {class: "primary", dataset: {key: `place-${b}`, action: JSON.stringify(action)}})] : [];
}
