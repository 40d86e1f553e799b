// Glück Auf's table: the board (lorry factory, mining, delivery, bank and order spaces with the
// workers on them), the shift clock, every seat's mine and orders, and the seat's decisions.
import { h, title } from "../dom.js";
import { COLOURS, cube, cubeText, mine, orderCard, tileFace, tileText } from "./glueckauf_draw.js";
import { describeStep, drawPanel, miningPanel, startPlan, substitutePanel } from "./glueckauf_decide.js";
import { describeEvent as genericEvent } from "./generic.js";

export const needsData = true;

const SECTIONS = [["factory", "Lorry factory"], ["mining", "Mining"], ["delivery", "Delivery"],
                  ["money", "Bank (Marks)"], ["order", "Orders"]];

export function describeAction(action) {
  if (action.type === "draft") return `Draft order #${action.card}`;
  if (action.type === "keep_tile") return action.tile === null ? "Keep no tile" : `Keep tile ${action.tile}`;
  if (action.type === "keep_order") return action.card === null ? "Keep no order" : `Keep order #${action.card}`;
  if (action.type === "return_tiles" || action.type === "return_orders") return `Return ${action.order.length} to the ${action.to}`;
  if (action.type === "substitute_coal") return action.colour ? `Substitute ${action.colour}` : "Leave the lorry empty";
  if (action.type === "score_shift") return "Score the shift";
  return describeStep(action);
}

export function describeEvent(event, names) {
  const who = names && "seat" in event ? names(event.seat) : "";
  switch (event.type) {
    case "OrderDrafted": return `${who} drafted order #${event.order}`;
    case "WorkersPlaced": return `${who} placed ${event.workers} worker${event.workers > 1 ? "s" : ""} on ${title(event.space)}` +
      (event.ousted && event.ousted.some(Boolean) ? " (ousting)" : "");
    case "MarksGained": return `${who} gained ${event.marks} Marks`;
    case "TileBought": return `${who} bought a ${event.level} tunnel (${event.side}) for ${event.cost} Marks`;
    case "CageMoved": return `${who} moved the cage to ${event.level}`;
    case "CoalLoaded": return `${who} loaded ${event.colour}`;
    case "CoalStored": return `${who} stored ${event.colour}`;
    case "SpotFilled": return `${who} put ${event.colour} on order #${event.order}`;
    case "MiningStopped": return `${who} stopped mining${event.forfeited ? ` (${event.forfeited} steps unused)` : ""}`;
    case "OrdersDelivered": return `${who} delivered ${event.orders.length} order(s) by ${event.vehicle} for ${event.vp} VP`;
    case "OrderTaken": return `${who} took order #${event.order}`;
    case "ShiftEnded": return `Shift ${event.shift} ended`;
    case "DraftFinished": return `The draft is over; ${names ? names(event.start_player) : event.start_player} starts`;
    case "SpaceRefilled": return `${title(event.space)} refilled` + (event.order ? ` with order #${event.order}` : event.tile ? ` with tile ${event.tile}` : "");
    case "TilesDrawn": return `${who} drew ${event.count} tiles`;
    case "OrdersDrawn": return `${who} drew ${event.count} orders`;
    case "TilesReturned": case "OrdersReturned": return `${who} put ${event.count} back on the ${event.to}`;
    case "OrderKept": return event.order === null ? `${who} kept no order` : `${who} kept order #${event.order}`;
    case "TileDeclined": return `${who} kept no tile`;
    case "LorryLeftEmpty": return `${who} left a ${event.level} lorry empty`;
    case "SubstituteCoalPlaced": return `${who} put ${event.colour} on a ${event.level} lorry`;
    case "ShiftScored": return `Shift ${event.shift} scored: ${event.vp.map((vp, i) => `${names ? names(i) : i} +${vp}`).join(", ")}`;
    case "ShiftStarted": return `Shift ${event.shift} started`;
    case "GameEnded": return "The game ended";
    default: return genericEvent(event, names);
  }
}

function spaceText(data, view, id) {
  const kind = id.split("_")[0];
  if (id === "factory_draw") return "Draw 5 tiles";
  if (id === "order_draw") return "Draw 5 orders";
  if (kind === "factory") return view.factory[id] ? tileText(data, view.factory[id]) : "empty";
  if (kind === "mining") return `${id.split("_")[1]} steps`;
  if (kind === "delivery") return `Deliver by ${id.split("_")[1]}`;
  if (kind === "money") return `${id.split("_")[1]} Marks`;
  if (kind === "order") return view.order_spaces[id] ? `order #${view.order_spaces[id]}` : "empty";
  return id;
}

function spaceFace(data, view, id) {
  const kind = id.split("_")[0];
  if (kind === "factory" && id !== "factory_draw") return tileFace(data, view.factory[id]);
  if (kind === "order" && id !== "order_draw") return view.order_spaces[id] ? orderCard(data, view.order_spaces[id]) : h("span", {}, "empty");
  return h("span", {class: "space-name"}, spaceText(data, view, id));
}

function workers(view, id) {
  const occupancy = view.occupancy[id] || [];
  return h("span", {class: "workers", "aria-hidden": "true"}, occupancy.flatMap((n, seat) =>
    Array.from({length: n}, () => h("span", {class: ["worker", `seat-${seat}`]}))));
}

function space(ctx, id, place) {
  const {view, data, names} = ctx;
  if (!(id in view.occupancy)) {
    return h("div", {class: "space locked", role: "note", "aria-label": `${title(id)}: covered with this many players`},
      h("span", {class: "space-name"}, title(id)), h("span", {class: "muted"}, "covered"));
  }
  const occupancy = view.occupancy[id];
  const placed = occupancy.map((n, seat) => (n ? `${names(seat)} ${n}` : null)).filter(Boolean);
  const need = occupancy.reduce((a, b) => a + b, 0) + 1;
  const label = `${title(id)}: ${spaceText(data, view, id)}; needs ${need} worker${need > 1 ? "s" : ""}` +
    (placed.length ? `; workers there: ${placed.join(", ")}` : "");
  const onclick = () => (id.startsWith("mining") ? startPlan(ctx, place, Number(id.split("_")[1])) : ctx.send([place], button));
  const button = h("button", {type: "button", class: ["space", `kind-${id.split("_")[0]}`], disabled: !place || ctx.replay,
                              "aria-label": label, dataset: {key: `space-${id}`, action: place ? JSON.stringify(place) : null},
                              onclick},
    h("span", {class: "space-title"}, title(id).replace(/ (\d+)$/, " $1")), spaceFace(data, view, id),
    h("span", {class: "need muted"}, `${need}×`), workers(view, id));
  return button;
}

function boardSection(ctx) {
  const {data, view} = ctx;
  const places = Object.fromEntries(ctx.actions.filter((a) => a.type === "place").map((a) => [a.space, a]));
  const planning = ctx.plan && ctx.plan.plan_state && ctx.plan.plan_state.version === ctx.state.version;
  return h("section", {class: "board", "aria-labelledby": "board-h"},
    h("h3", {id: "board-h"}, "Board"),
    SECTIONS.map(([key, name]) => h("div", {class: ["board-row", `row-${key}`], role: "group", "aria-label": name},
      h("h4", {}, name),
      h("div", {class: "spaces"}, data.board[key].map((sp) => space(ctx, sp.id, planning ? null : places[sp.id]))))),
    h("div", {class: "board-row row-bank", role: "group", "aria-label": "Bank"},
      h("h4", {}, "Bank"),
      h("div", {class: "spaces"}, h("button", {type: "button", class: "space kind-bank", disabled: !places.bank || planning || ctx.replay,
          "aria-label": "Bank: 1 worker for 1 Mark, always open", dataset: {key: "space-bank", action: places.bank ? JSON.stringify(places.bank) : null},
          onclick: (e) => ctx.send([places.bank], e.currentTarget)},
        h("span", {class: "space-title"}, "Bank"), h("span", {}, "1 worker → 1 Mark"),
        h("span", {class: "workers", "aria-hidden": "true"}, view.seats.flatMap((seat, i) =>
          Array.from({length: seat.bank || 0}, () => h("span", {class: ["worker", `seat-${i}`]})))))))
  );
}

function clockElement(e) {
  const what = e.kind === "delivered_spots" ? `${title(e.colour)} coal delivered` :
    e.kind === "vehicle_spots" ? `Coal delivered by ${e.vehicle}` : `Empty ${e.colour} lorries`;
  return h("li", {class: e.colour ? `edge-${e.colour}` : ""}, what, h("span", {class: "muted"}, ` ${e.first} / ${e.second} VP`));
}

function shiftClock(ctx) {
  const {data, view} = ctx;
  const scored = view.shift_results.length;
  const ring = (shift) => h("div", {class: ["ring", shift === view.shift && view.phase !== "ended" ? "now" : "", shift <= scored ? "scored" : ""]},
    h("h4", {}, `After shift ${shift}${shift <= scored ? " ✓" : ""}`),
    h("ul", {}, data.shift_clock.filter((e) => e.scored_after_shift === shift).map(clockElement)),
    shift > 1 ? h("p", {class: "muted"}, "and the elements of the earlier shifts again") : null);
  return h("section", {class: "clock", "aria-labelledby": "clock-h"},
    h("h3", {id: "clock-h"}, `Shift clock · shift ${Math.min(view.shift, 3)} of 3`),
    h("div", {class: "clock-rings"}, [1, 2, 3].map(ring)),
    h("p", {class: "muted"}, "Most first, second next; ties for first share it."));
}

function seatsStrip(ctx) {
  const {view, names, state} = ctx;
  const active = new Set(state.active_seats || view.active || []);
  return h("section", {class: "seats", "aria-labelledby": "seats-h"},
    h("h3", {id: "seats-h"}, "Players"),
    h("ul", {class: "seat-cards"}, view.seats.map((seat, i) => h("li", {class: ["seat-card", `seat-${i}`, active.has(i) ? "active" : ""]},
      h("h4", {}, h("span", {class: ["worker", `seat-${i}`], "aria-hidden": "true"}), names(i), active.has(i) ? " — to move" : "",
        i === view.start_player ? " · starts" : ""),
      h("p", {}, `${seat.vp} VP · ${seat.marks} Marks · ${seat.workers} workers left` + (seat.canteen ? ` · ${seat.canteen} in the canteen` : "")),
      h("p", {class: "muted"}, `Orders: ${seat.outstanding.length} open, ${seat.delivered.length} delivered · tunnels: ${seat.light} light, ${seat.dark} dark`)))));
}

function minesSection(ctx) {
  const {view, data, names, seat: me} = ctx;
  const order = view.seats.map((_, i) => i).sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
  return h("section", {class: "mines", "aria-labelledby": "mines-h"},
    h("h3", {id: "mines-h"}, "Mines and orders"),
    h("div", {class: "mine-list"}, order.map((i) => {
      const seat = view.seats[i];
      const label = i === me ? "Your mine" : `${names(i)}’s mine`;
      return h("div", {class: ["mine-card", `seat-${i}`, i === me ? "mine-own" : ""]},
        h("h4", {}, label),
        mine(seat, label, i === me),
        h("div", {class: "orders"}, seat.outstanding.length ? seat.outstanding.map((o) => orderCard(data, o.card, o.spots)) :
          h("p", {class: "muted"}, "No open orders")),
        seat.delivered.length ? h("p", {class: "muted"}, `Delivered: ${seat.delivered.map((c) => `#${c}`).join(" ")}`) : null);
    })));
}

function supply(ctx) {
  const {view} = ctx;
  return h("p", {class: "supply"}, "Supply: ", COLOURS.map((c) => h("span", {class: "chip"}, cube(c), ` ${view.supply[c]}`)),
    ` · tile stack ${view.tile_stack.length} · order deck ${view.order_deck.length}`);
}

function draftSection(ctx) {
  const {view, data} = ctx;
  if (!view.draft) return null;
  const legal = new Set(ctx.actions.filter((a) => a.type === "draft").map((a) => a.card));
  return h("section", {class: "decision", id: "draft", "aria-labelledby": "draft-h"},
    h("h3", {id: "draft-h"}, "Order draft: take one order"),
    h("div", {class: "draw-row"}, view.draft.display.map((card) => {
      const action = {type: "draft", card};
      const button = h("button", {type: "button", class: "pick", disabled: !legal.has(card) || ctx.replay,
                                  dataset: {key: `draft-${card}`, action: legal.has(card) ? JSON.stringify(action) : null},
                                  "aria-label": `Take order #${card}`, onclick: () => ctx.send([action], button)},
        orderCard(data, card));
      return button;
    })));
}

function decision(ctx) {
  if (ctx.replay) return null;
  const pending = ctx.view.pending;
  const mineNow = pending && pending.seat === ctx.seat && ctx.actions.length;
  if (mineNow && pending.kind === "mining") {
    const plan = ctx.plan.plan_state;
    if (!plan || plan.version !== ctx.state.version) {
      ctx.plan.plan_state = {version: ctx.state.version, queue: [], steps: pending.steps, me: structuredClone(ctx.view.seats[ctx.seat])};
    }
    return miningPanel(ctx, ctx.data);
  }
  if (mineNow && /^(keep|return)_/.test(pending.kind)) return drawPanel(ctx, ctx.data, pending);
  if (mineNow && pending.kind === "substitute_coal") return substitutePanel(ctx, pending);
  return miningPanel(ctx, ctx.data);   // a placement on a mining space being planned
}

export function board(ctx) {
  const panel = decision(ctx);
  return h("div", {class: "ga"},
    panel,
    draftSection(ctx),
    boardSection(ctx),
    supply(ctx),
    seatsStrip(ctx),
    minesSection(ctx),
    shiftClock(ctx));
}

export function rounds(body, names, data) {
  if (!body || !body.rounds.length) return h("p", {}, "No shift scored yet.");
  return body.rounds.map((r) => h("div", {class: "scroll"}, h("table", {class: "round"},
    h("caption", {}, `Shift ${r.round}`),
    h("thead", {}, h("tr", {}, h("th", {scope: "col"}, "Element"),
      r.vp.map((_, i) => h("th", {scope: "col", title: names(i)}, shortName(names(i), i))))),
    h("tbody", {},
      r.elements.map((e) => {
        const spec = data.shift_clock.find((x) => x.element === e.element);
        const label = spec.kind === "delivered_spots" ? `${spec.colour} delivered` : spec.kind === "vehicle_spots" ? `by ${spec.vehicle}` : `empty ${spec.colour} lorries`;
        return h("tr", {}, h("th", {scope: "row"}, label), e.awards.map((vp, i) => h("td", {}, `${vp ? `+${vp}` : "0"} (${e.counts[i]})`)));
      }),
      h("tr", {class: "total"}, h("th", {scope: "row"}, "Shift VP"), r.vp.map((vp) => h("td", {}, `+${vp}`)))))));
}


/** A column head: "Bot 2" for a bot (its name carries its seat), "1. Ada" for a person. */
function shortName(name, seat) {
  return name.startsWith("Bot ") ? name.split(" · ")[0] : `${seat + 1}. ${name.split(" ")[0]}`;
}
