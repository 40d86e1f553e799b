// The seat's decisions other than the plan: phase I (keep or redraw), the half-hand discard when the
// cards run out, phase IV's production (with what each building lacks and the hand cards that cover
// it), the chains, building or hiring with a chosen payment, and where a hired apprentice goes.
import { h } from "../dom.js";
import { apprenticeFace, apprenticeSide, apprenticeWords, card, cardFace, cardName, cardWords, inputsText, resourceOf } from "./ohmygoods_cards.js";
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
  return panel("omg-new-cards", "Phase I: keep your hand or draw a new one",
    h("p", {}, `You hold ${hand.length} card${hand.length === 1 ? "" : "s"}. Redrawing discards all of them and draws as many; ` +
      "then everyone is dealt 2 cards" + (ctx.view.extra[ctx.seat] ? ` (you ${ctx.view.extra[ctx.seat]} more, from your offices).` : ".")),
    h("p", {class: "row"}, sendButton(ctx, [{type: "keep_hand"}], "Keep my hand", {class: "primary", dataset: {key: "keep-hand"}}),
      sendButton(ctx, [{type: "redraw"}], `Redraw ${hand.length} card${hand.length === 1 ? "" : "s"}`, {dataset: {key: "redraw"}})),
    keepOne.length ? h("p", {class: "row"}, "Or redraw keeping one: ", keepOne.map((a) =>
      sendButton(ctx, [a], cardName(ctx.data, a.keep), {class: "small", dataset: {key: `redraw-keep-${a.keep}`}}))) : null);
}

export function discardPanel(ctx) {
  const hand = ctx.view.hand || [];
  const need = Math.floor(hand.length / 2);
  const key = `discard-${ctx.state.version}`;
  if (!ctx.plan.omg_discard || ctx.plan.omg_discard.key !== key) ctx.plan.omg_discard = {key, cards: []};
  const chosen = ctx.plan.omg_discard.cards;
  const send = sendButton(ctx, [{type: "discard_half", cards: chosen.slice().sort()}], `Discard these ${chosen.length}`,
    {class: "primary", disabled: chosen.length !== need, dataset: {key: "send-discard"}});
  return panel("omg-discard", `The cards ran out: discard ${need} of your ${hand.length} cards`,
    h("div", {class: "omg-hand"}, hand.map((id) => {
      const on = chosen.includes(id);
      return h("button", {type: "button", class: ["pick", on ? "chosen" : ""], "aria-pressed": String(on), dataset: {key: `discard-${id}`},
                          "aria-label": `Discard ${cardWords(ctx.data, id)}`, onclick: () => {
          if (on) chosen.splice(chosen.indexOf(id), 1); else chosen.push(id);
          ctx.rerender();
        }}, cardFace(ctx.data, id));
    })), h("p", {}, send));
}

/** The market's resources for this seat: both rows' cards plus its own market offices. */
export function marketUnits(view, data, seat) {
  const units = {};
  for (const id of view.market.flat()) {
    const res = resourceOf(data, id);
    if (res) units[res] = (units[res] || 0) + 1;
  }
  for (const id of seat === null ? [] : view.built[seat]) {
    const c = card(data, id);
    if (c && c.effect && c.effect.type === "market_resource") units[c.effect.resource] = (units[c.effect.resource] || 0) + c.effect.amount;
  }
  return units;
}

/** What a building lacks in the market, in words (Glassmaker: any 11 resources). */
export function lacking(view, data, seat, b) {
  const c = card(data, view.built[seat][b]);
  const units = marketUnits(view, data, seat);
  if (c.inputs.any) {
    const have = Object.values(units).reduce((a, n) => a + n, 0);
    return Math.max(0, c.inputs.any - have) ? `${c.inputs.any - have} of any kind` : "";
  }
  return Object.entries(c.inputs).map(([res, n]) => [res, n - (units[res] || 0)]).filter(([, n]) => n > 0)
    .map(([res, n]) => `${n} ${res}`).join(" + ");
}

function coverLabel(ctx, cover) {
  return cover.length ? `discard ${cover.map((c) => `${cardName(ctx.data, c)} (${resourceOf(ctx.data, c)})`).join(" + ")}` : "no card from your hand";
}

/** Production controls on one of the seat's own buildings (phase IV, before ending production). */
export function productionTile(ctx, b) {
  const good = card(ctx.data, ctx.view.built[ctx.seat][b]).good;
  const options = ctx.actions.filter((a) => a.type === "produce" && a.building === b);
  const chains = ctx.actions.filter((a) => a.type === "chain" && a.building === b);
  return [
    ...options.slice(0, 2).map((a, i) => produceButton(ctx, a, i, good)),
    options.length > 2 ? h("button", {type: "button", class: "small", dataset: {key: `covers-${b}`}, "aria-expanded": String(ctx.plan.omg_covers === b),
      onclick: () => { ctx.plan.omg_covers = ctx.plan.omg_covers === b ? null : b; ctx.rerender(); }}, `Other cards to discard (${options.length - 2})…`) : null,
    ...chains.slice(0, 4).map((a, i) => chainButton(ctx, a, i))];
}

function produceButton(ctx, a, i, good, prefix = "produce") {
  return sendButton(ctx, [a], `Produce ${good}: ${coverLabel(ctx, a.cover)}`,
    {class: i === 0 ? "primary" : "", dataset: {key: `${prefix}-${a.building}-${i}`, action: JSON.stringify(a)}});
}

/** Every listed way to cover a building's shortfall from the hand (opened from its tile). */
function coverList(ctx) {
  const b = ctx.plan.omg_covers;
  const options = ctx.actions.filter((a) => a.type === "produce" && a.building === b);
  if (b === null || b === undefined || !options.length) return null;
  const good = card(ctx.data, ctx.view.built[ctx.seat][b]).good;
  return h("div", {class: "omg-covers", id: "omg-covers"}, h("h4", {}, `Which cards to discard for the ${buildingName(ctx.data, ctx.seat, b)}`),
    h("p", {class: "row"}, options.map((a, i) => produceButton(ctx, a, i, good, "cover"))));
}

function chainButton(ctx, a, i) {
  const c = card(ctx.data, ctx.view.built[ctx.seat][a.building]);
  const parts = [...a.cards.map((id) => `${cardName(ctx.data, id)} (${resourceOf(ctx.data, id)}) from your hand`),
                 ...a.goods.map((g) => `1 ${card(ctx.data, ctx.view.built[ctx.seat][g]).good} from the ${buildingName(ctx.data, ctx.seat, g)}`)];
  return sendButton(ctx, [a], `Chain: ${parts.join(" + ")} → ${parts.length} ${c.good}`,
    {class: "omg-chain-use", dataset: {key: `chain-${a.building}-${i}`, action: JSON.stringify(a)}});
}

export function productionPanel(ctx) {
  const {view, seat} = ctx;
  const staffed = staffedBuildings(view, seat);
  const used = new Set(view.turn ? view.turn.used : []);
  return panel("omg-production", "Phase IV: your turn to produce",
    h("p", {}, "Each building with a worker produces once, with the market’s resources; your hand cards cover what it lacks " +
      "(each discarded card counts for one building). Use the buttons on your buildings below, then end production."),
    h("ul", {class: "omg-explain"}, staffed.map(([b, worker]) => {
      const missing = lacking(view, ctx.data, seat, b);
      const c = card(ctx.data, view.built[seat][b]);
      const can = ctx.actions.some((a) => a.type === "produce" && a.building === b);
      return h("li", {}, `${c.name} (${worker}): needs ${inputsText(c.inputs)}; ` +
        (used.has(b) ? "has produced this turn." : missing ? `the market lacks ${missing}` +
          (worker.startsWith("sloppy") ? " (a sloppy master may leave one missing)" : "") + (can ? "." : ", and your hand cannot cover it.") : "the market has it all."));
    })),
    coverList(ctx),
    h("p", {class: "row"}, sendButton(ctx, [{type: "end_production"}], "End production", {class: "primary", id: "omg-end-production", dataset: {key: "end-production"}})));
}

/** [building, who works there] for the seat's staffed buildings. */
export function staffedBuildings(view, seat) {
  const out = (view.apprentices[seat] || []).map((a) => [a.building, "apprentice"]);
  const master = view.masters[seat];
  if (master) out.push([master.building, `${master.side} master`]);
  return out.sort((x, y) => x[0] - y[0]);
}

export function chainPanel(ctx) {
  const b = ctx.view.pending.building;
  const chains = ctx.actions.filter((a) => a.type === "chain");
  return panel("omg-chain", `The ${buildingName(ctx.data, ctx.seat, b)} produced: use its chain?`,
    h("p", {}, "Lay complete sets of the chain’s items on the building, each set making more goods; as often as you can."),
    h("p", {class: "row"}, chains.map((a, i) => chainButton(ctx, a, i)),
      sendButton(ctx, [{type: "end_chain"}], "Stop the chain", {id: "omg-end-chain", dataset: {key: "end-chain"}})));
}

function buildTarget(ctx) {
  const builds = ctx.actions.filter((a) => a.type === "build");
  const hires = ctx.actions.filter((a) => a.type === "hire");
  const choices = [];
  if (builds.length) choices.push({key: "build", price: card(ctx.data, ctx.view.planned_card).cost, initial: builds[0].payment,
                                   label: `Build ${cardName(ctx.data, ctx.view.planned_card)}`, make: (p) => ({type: "build", payment: p})});
  for (const offer of ctx.view.display) {
    const first = hires.find((a) => a.apprentice === offer.card);
    if (!first) continue;
    const side = apprenticeSide(ctx.data, offer.card, offer.side);
    choices.push({key: `hire-${offer.card}`, price: side.cost, initial: first.payment, label: `Hire the ${apprenticeWords(ctx.data, offer.card, offer.side)}`,
                  make: (p) => ({type: "hire", apprentice: offer.card, payment: p}), face: apprenticeFace(ctx.data, offer.card, offer.side)});
  }
  return choices;
}

/** Build the planned card or hire an apprentice: choose which, then the goods that pay for it. */
export function buildPanel(ctx) {
  const choices = buildTarget(ctx);
  const st = ctx.plan.omg_build && ctx.plan.omg_build.version === ctx.state.version ? ctx.plan.omg_build :
    (ctx.plan.omg_build = {version: ctx.state.version, key: choices.length ? choices[0].key : null});
  const target = choices.find((c) => c.key === st.key) || choices[0];
  const pay = target ? payChooser(ctx, target.key, target.price, target.initial) : null;
  const go = target ? h("button", {type: "button", class: "primary", id: "omg-pay", dataset: {key: "pay"}, disabled: !pay.ok,
                                   onclick: () => ctx.send([target.make(pay.payment)], go)}, `${target.label}: pay ${pay.payment.length} good${pay.payment.length === 1 ? "" : "s"}`) : null;
  return panel("omg-build", "Build or hire",
    ctx.view.planned_card ? h("div", {class: "omg-planned"}, h("span", {}, "Your planned building: "), cardFace(ctx.data, ctx.view.planned_card)) : null,
    choices.length > 1 ? h("div", {class: "row", role: "radiogroup", "aria-label": "What to pay for"}, choices.map((c) =>
      h("button", {type: "button", role: "radio", "aria-checked": String(c.key === target.key), class: ["pick", c.key === target.key ? "chosen" : ""],
                   dataset: {key: `target-${c.key}`}, onclick: () => { st.key = c.key; ctx.rerender(); }}, c.face || c.label, ` (${c.price}¢)`))) : null,
    target ? [h("h4", {}, `${target.label}: cost ${target.price} coins. Choose the goods you pay with:`), pay.element] : null,
    h("p", {class: "row"}, go, sendButton(ctx, [{type: "finish_turn"}], ctx.view.planned_card ? "Finish without building (the card goes back to your hand)" : "Finish the turn",
      {id: "omg-finish", dataset: {key: "finish-turn"}})));
}

export function placePanel(ctx) {
  const offer = ctx.view.pending.apprentice;
  return panel("omg-place", "Put your new apprentice in a building",
    h("p", {}, `${apprenticeWords(ctx.data, offer.card, offer.side)}: choose one of your production buildings without a worker below. ` +
      "An apprentice needs every resource and makes 1 good; it stays there in later rounds."));
}

export function placeTile(ctx, b) {
  const action = ctx.actions.find((a) => a.type === "place_apprentice" && a.building === b);
  return action ? [sendButton(ctx, [action], "Put the apprentice here", {class: "primary", dataset: {key: `place-${b}`, action: JSON.stringify(action)}})] : [];
}
