// Glück Auf's decisions built up in the page and sent as one batch: a mining action (the
// placement and every step of the cage) and the draw-5 spaces (keep one, return the rest).
// The steps offered mirror shared/games/glueckauf/legal.py; the server checks the whole batch.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { COLOURS, LEVELS, coal, cubeText, levelName, mine, named, orderCard, spaceTitle, spotComplete, tileFace, tileSpec,
         tileText } from "./glueckauf_draw.js";

const CAGE_CAPACITY = 5;

export function describeStep(step) {
  switch (step.type) {
    case "place": return t("ga.step.place", {space: spaceTitle(step.space)});
    case "move_cage": return step.level === "surface" ? t("ga.step.cage_up") : t("ga.step.cage_to", {level: levelName(step.level)});
    case "load": return t("ga.step.load", {colour: coal(step.colour)});
    case "store": return t("ga.step.store", {colour: coal(step.colour)});
    case "fill": return t(`ga.step.fill_from_${step.from}`, {colour: coal(step.colour), order: step.order, spot: step.spot + 1});
    case "stop": return t("ga.step.stop");
    default: return step.type;
  }
}

/** The next mining steps for a seat (as the server lists them). */
export function nextSteps(me, data) {
  const level = me.cage_level;
  const out = LEVELS.filter((l) => l !== level).map((l) => ({type: "move_cage", level: l}));
  let sources;
  if (level !== "surface") {
    if (COLOURS.reduce((n, c) => n + me.cage[c], 0) < CAGE_CAPACITY) {
      out.push(...COLOURS.filter((c) => me.pit[level].cubes[c]).map((c) => ({type: "load", colour: c})));
    }
    sources = ["storage"];
  } else {
    out.push(...COLOURS.filter((c) => me.cage[c]).map((c) => ({type: "store", colour: c})));
    sources = ["cage", "storage"];
  }
  for (const order of me.outstanding) {
    const printed = data.order_cards.find((c) => c.id === order.card).coals;
    order.spots.forEach((spot, i) => {
      if (spotComplete(printed[i], spot)) return;
      for (const from of sources) for (const colour of COLOURS) {
        if (me[from][colour]) out.push({type: "fill", order: order.card, spot: i, colour, from});
      }
    });
  }
  out.push({type: "stop"});
  return out;
}

/** Apply one planned step to a copy of the seat. */
export function applyStep(me, step) {
  if (step.type === "move_cage") me.cage_level = step.level;
  else if (step.type === "load") { me.pit[me.cage_level].cubes[step.colour] -= 1; me.cage[step.colour] += 1; }
  else if (step.type === "store") { me.cage[step.colour] -= 1; me.storage[step.colour] += 1; }
  else if (step.type === "fill") {
    me[step.from][step.colour] -= 1;
    me.outstanding.find((o) => o.card === step.order).spots[step.spot].push(step.colour);
  }
}

/** Start (or keep) the plan of a mining action: from a placement, or a decision already pending. */
export function startPlan(ctx, placement, steps) {
  ctx.plan.plan_state = {version: ctx.state.version, queue: placement ? [placement] : [], steps,
                         me: structuredClone(ctx.view.seats[ctx.seat])};
  ctx.rerender();
}

function planned(ctx) {
  const plan = ctx.plan.plan_state;
  if (!plan || plan.version !== ctx.state.version) return null;
  const me = structuredClone(plan.me);
  const steps = plan.queue.filter((a) => a.type !== "place");
  steps.forEach((step) => applyStep(me, step));
  const stopped = steps.some((a) => a.type === "stop");
  return {plan, me, left: stopped ? 0 : plan.steps - steps.length};
}

export function miningPanel(ctx, data) {
  const now = planned(ctx);
  if (!now) return null;
  const {plan, me, left} = now;
  const push = (step) => { plan.queue.push(step); ctx.rerender(); };
  const stepButton = (step) => h("button", {type: "button", class: "step", dataset: {key: `step-${JSON.stringify(step)}`, step: JSON.stringify(step)},
                                             onclick: () => push(step)}, describeStep(step));
  const options = left > 0 ? nextSteps(me, data) : [];
  const group = (label, kinds) => {
    const list = options.filter((o) => kinds.includes(o.type));
    return list.length ? h("div", {class: "step-group", role: "group", "aria-label": label}, h("h4", {}, label), list.map(stepButton)) : null;
  };
  const send = h("button", {type: "button", class: "primary", dataset: {key: "send-plan"}, id: "send-plan",
                            disabled: plan.queue.length === 0,
                            onclick: () => ctx.send(plan.queue.slice(), send)},
    t("ga.send_plan", {count: plan.queue.length}));
  return h("section", {class: "decision", id: "mining-plan", "aria-labelledby": "plan-h"},
    h("h3", {id: "plan-h"}, t("ga.plan_title", {mining: named("section.mining"), count: left})),
    h("p", {class: "muted"}, t("ga.plan_hint")),
    h("div", {class: "plan"},
      h("div", {}, mine(me, t("ga.mine_planned"), true),
        h("p", {}, t("ga.cage_storage", {cage: cubeText(me.cage), storage: cubeText(me.storage)})),
        h("div", {class: "orders"}, me.outstanding.map((o) => orderCard(data, o.card, o.spots)))),
      h("div", {},
        group(t("ga.group.move_cage"), ["move_cage"]), group(t("ga.group.load"), ["load"]), group(t("ga.group.store"), ["store"]),
        group(t("ga.group.fill"), ["fill"]), left > 0 ? h("p", {}, stepButton({type: "stop"})) : null,
        h("h4", {}, t("ga.planned")),
        h("ol", {class: "queue", id: "plan-queue"}, plan.queue.map((a) => h("li", {}, describeStep(a)))),
        h("p", {class: "row"}, send,
          h("button", {type: "button", dataset: {key: "undo-plan"}, disabled: !plan.queue.length,
                       onclick: () => { plan.queue.pop(); ctx.rerender(); }}, t("ga.undo")),
          h("button", {type: "button", dataset: {key: "cancel-plan"}, onclick: () => {
            ctx.plan.plan_state = plan.queue[0] && plan.queue[0].type === "place" ? null : {...plan, queue: []};
            ctx.rerender();
          }}, t("ga.cancel"))))));
}

/** The draw-5 decisions: keep one (or none), then the rest back on top or at the bottom, in order. */
export function drawPanel(ctx, data, pending) {
  const tiles = pending.kind.endsWith("tile") || pending.kind.endsWith("tiles");
  const keepType = tiles ? "keep_tile" : "keep_order", backType = tiles ? "return_tiles" : "return_orders";
  const key = tiles ? "tile" : "card";
  const st = ctx.plan.draw_state && ctx.plan.draw_state.version === ctx.state.version ? ctx.plan.draw_state :
    (ctx.plan.draw_state = {version: ctx.state.version, keep: undefined, rest: null, to: "top"});
  const keeping = pending.kind === keepType;
  const face = (item) => (tiles ? tileFace(data, item) : orderCard(data, item));
  const words = (item) => (tiles ? tileText(data, item) : t("ga.order_no", {card: item}));
  const legalKeeps = ctx.actions.filter((a) => a.type === keepType).map((a) => a[key]);
  const chosen = keeping ? st.keep : null;
  let rest = pending.drawn.slice();
  if (keeping && chosen !== undefined && chosen !== null) rest.splice(rest.indexOf(chosen), 1);
  if (st.rest && st.rest.length === rest.length) rest = st.rest;
  const shortage = tiles && chosen !== null && chosen !== undefined &&
    (ctx.view.supply[tileSpec(data, chosen).level] < tileSpec(data, chosen).lorries);
  const batch = [];
  if (keeping && chosen !== undefined) batch.push({type: keepType, [key]: chosen});
  if ((!keeping || chosen !== undefined) && rest.length && !shortage) batch.push({type: backType, to: st.to, order: rest});
  const rerender = () => ctx.rerender();
  const keepList = keeping ? h("div", {role: "radiogroup", "aria-label": t("ga.keep"), class: "draw-row"},
    [null, ...pending.drawn.filter((v, i, all) => all.indexOf(v) === i)].map((item) => {
      const allowed = legalKeeps.includes(item);
      return h("button", {type: "button", role: "radio", "aria-checked": String(chosen === item), disabled: !allowed,
                          class: ["pick", chosen === item ? "chosen" : ""], dataset: {key: `keep-${item}`},
                          "aria-label": item === null ? t("ga.keep_none") : t("ga.keep_this", {what: words(item)}),
                          onclick: () => { st.keep = item; st.rest = null; rerender(); }},
        item === null ? t("ga.keep_none") : face(item));
    })) : null;
  const backList = rest.length && (!keeping || chosen !== undefined) ? h("div", {},
    h("h4", {}, t("ga.put_back", {count: rest.length})),
    h("ol", {class: "draw-row back"}, rest.map((item, i) => h("li", {}, face(item),
      i ? h("button", {type: "button", class: "small", "aria-label": t("ga.move_up", {what: words(item)}), dataset: {key: `up-${i}`},
                      onclick: () => { const r = rest.slice(); [r[i - 1], r[i]] = [r[i], r[i - 1]]; st.rest = r; rerender(); }}, "↑") : null))),
    h("p", {role: "radiogroup", "aria-label": t("ga.where_they_go"), class: "row"}, ["top", "bottom"].map((to) =>
      h("button", {type: "button", role: "radio", "aria-checked": String(st.to === to), class: ["pick", st.to === to ? "chosen" : ""],
                   dataset: {key: `to-${to}`}, onclick: () => { st.to = to; rerender(); }},
        to === "top" ? t("ga.on_top") : t("ga.at_bottom"))))) : null;
  const ready = batch.length && (!keeping || chosen !== undefined);
  const send = h("button", {type: "button", class: "primary", id: "send-draw", dataset: {key: "send-draw"}, disabled: !ready,
                            onclick: () => ctx.send(batch, send)}, t("ga.send_draw", {count: batch.length}));
  return h("section", {class: "decision", id: "draw-decision", "aria-labelledby": "draw-h"},
    h("h3", {id: "draw-h"}, tiles ? t("ga.drew_tiles") : t("ga.drew_orders")),
    keeping ? h("p", {}, tiles ? t("ga.keep_tile_hint") : t("ga.keep_order_hint")) : null,
    keepList, backList,
    shortage ? h("p", {class: "muted"}, t("ga.shortage")) : null,
    h("p", {}, send));
}

export function substitutePanel(ctx, pending) {
  return h("section", {class: "decision", "aria-labelledby": "sub-h"},
    h("h3", {id: "sub-h"}, t("ga.no_coal_left", {colour: coal(pending.level)})),
    h("p", {}, t("ga.substitute_hint", {count: pending.remaining, level: coal(pending.level)})),
    h("p", {class: "row"}, ctx.actions.map((a) => {
      const b = h("button", {type: "button", dataset: {action: JSON.stringify(a), key: `sub-${a.colour}`},
                             onclick: () => ctx.send([a], b)},
        a.colour ? t("ga.put_cube", {colour: coal(a.colour)}) : t("ga.leave_it_empty"));
      return b;
    })));
}
