// Glück Auf's table: the board (lorry factory, mining, delivery, bank and order spaces with the
// workers on them), the shift clock, every seat's mine and orders, and the seat's decisions.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { COLOURS, coal, cube, levelName, mine, named, orderCard, spaceTitle, tileFace, tileText } from "./glueckauf_draw.js";
import { describeStep, drawPanel, miningPanel, startPlan, substitutePanel } from "./glueckauf_decide.js";
import { describeEvent as genericEvent } from "./generic.js";

export const needsData = true;

const SECTIONS = ["factory", "mining", "delivery", "money", "order"];

export function describeAction(action) {
  if (action.type === "draft") return t("ga.act.draft", {card: action.card});
  if (action.type === "keep_tile") return action.tile === null ? t("ga.act.keep_no_tile") : t("ga.act.keep_tile", {tile: action.tile});
  if (action.type === "keep_order") return action.card === null ? t("ga.act.keep_no_order") : t("ga.act.keep_order", {card: action.card});
  if (action.type === "return_tiles" || action.type === "return_orders") {
    return t(`ga.act.return_${action.to}`, {count: action.order.length});
  }
  if (action.type === "substitute_coal") return action.colour ? t("ga.act.substitute", {colour: coal(action.colour)}) : t("ga.act.leave_empty");
  if (action.type === "score_shift") return t("ga.act.score_shift");
  return describeStep(action);
}

const EVENTS = {
  OrderDrafted: (e) => t("ga.ev.order_drafted", e),
  WorkersPlaced: (e) => t("ga.ev.workers_placed", {count: e.workers, space: spaceTitle(e.space)}) +
    (e.ousted && e.ousted.some(Boolean) ? t("ga.ev.ousting") : ""),
  MarksGained: (e) => t("ga.ev.marks_gained", {count: e.marks}),
  TileBought: (e) => t("ga.ev.tile_bought", {level: coal(e.level), side: named(`side.${e.side}`), count: e.cost}),
  CageMoved: (e) => t("ga.ev.cage_moved", {level: levelName(e.level)}),
  CoalLoaded: (e) => t("ga.ev.coal_loaded", {colour: coal(e.colour)}),
  CoalStored: (e) => t("ga.ev.coal_stored", {colour: coal(e.colour)}),
  SpotFilled: (e) => t("ga.ev.spot_filled", {colour: coal(e.colour), order: e.order}),
  MiningStopped: (e) => t("ga.ev.mining_stopped") + (e.forfeited ? t("ga.ev.steps_unused", {count: e.forfeited}) : ""),
  OrdersDelivered: (e) => t("ga.ev.orders_delivered", {count: e.orders.length, vehicle: named(`vehicle.${e.vehicle}`), vp: e.vp}),
  OrderTaken: (e) => t("ga.ev.order_taken", e),
  TilesDrawn: (e) => t("ga.ev.tiles_drawn", e),
  OrdersDrawn: (e) => t("ga.ev.orders_drawn", e),
  TilesReturned: (e) => t(`ga.ev.returned_${e.to}`, e),
  OrdersReturned: (e) => t(`ga.ev.returned_${e.to}`, e),
  OrderKept: (e) => (e.order === null ? t("ga.ev.kept_no_order") : t("ga.ev.order_kept", e)),
  TileDeclined: () => t("ga.ev.kept_no_tile"),
  LorryLeftEmpty: (e) => t("ga.ev.lorry_left_empty", {level: coal(e.level)}),
  SubstituteCoalPlaced: (e) => t("ga.ev.substitute_placed", {colour: coal(e.colour), level: coal(e.level)}),
};

export function describeEvent(event, names) {
  const who = names && "seat" in event ? names(event.seat) : "";
  if (EVENTS[event.type]) return `${who} ${EVENTS[event.type](event)}`;
  switch (event.type) {
    case "ShiftEnded": return t("ga.ev.shift_ended", event);
    case "DraftFinished": return t("ga.ev.draft_finished", {player: names ? names(event.start_player) : event.start_player});
    case "SpaceRefilled": return t("ga.ev.space_refilled", {space: spaceTitle(event.space)}) +
      (event.order ? t("ga.ev.with_order", event) : event.tile ? t("ga.ev.with_tile", event) : "");
    case "ShiftScored": return t("ga.ev.shift_scored", {shift: event.shift,
      gains: event.vp.map((vp, i) => `${names ? names(i) : i} +${vp}`).join(", ")});
    case "ShiftStarted": return t("ga.ev.shift_started", event);
    case "GameEnded": return t("ga.ev.game_ended");
    default: return genericEvent(event, names);
  }
}

function spaceText(data, view, id) {
  const kind = id.split("_")[0];
  if (id === "factory_draw") return t("ga.draw_tiles");
  if (id === "order_draw") return t("ga.draw_orders");
  if (kind === "factory") return view.factory[id] ? tileText(data, view.factory[id]) : t("ga.empty");
  if (kind === "mining") return t("ga.steps", {count: Number(id.split("_")[1])});
  if (kind === "delivery") return t("ga.deliver_by", {vehicle: named(`vehicle.${id.split("_")[1]}`)});
  if (kind === "money") return t("ga.marks", {count: Number(id.split("_")[1])});
  if (kind === "order") return view.order_spaces[id] ? t("ga.order_no", {card: view.order_spaces[id]}) : t("ga.empty");
  return id;
}

function spaceFace(data, view, id) {
  const kind = id.split("_")[0];
  if (kind === "factory" && id !== "factory_draw") return tileFace(data, view.factory[id]);
  if (kind === "order" && id !== "order_draw") return view.order_spaces[id] ? orderCard(data, view.order_spaces[id]) : h("span", {}, t("ga.empty"));
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
    return h("div", {class: "space locked", role: "note", "aria-label": t("ga.covered_label", {space: spaceTitle(id)})},
      h("span", {class: "space-name"}, spaceTitle(id)), h("span", {class: "muted"}, t("ga.covered")));
  }
  const occupancy = view.occupancy[id];
  const placed = occupancy.map((n, seat) => (n ? `${names(seat)} ${n}` : null)).filter(Boolean);
  const need = occupancy.reduce((a, b) => a + b, 0) + 1;
  const label = t("ga.space_label", {space: spaceTitle(id), what: spaceText(data, view, id), count: need}) +
    (placed.length ? t("ga.workers_there", {workers: placed.join(", ")}) : "");
  const onclick = () => (id.startsWith("mining") ? startPlan(ctx, place, Number(id.split("_")[1])) : ctx.send([place], button));
  const button = h("button", {type: "button", class: ["space", `kind-${id.split("_")[0]}`], disabled: !place || ctx.replay,
                              "aria-label": label, dataset: {key: `space-${id}`, action: place ? JSON.stringify(place) : null},
                              onclick},
    h("span", {class: "space-title"}, spaceTitle(id).replace(/ (\d+)$/, " $1")), spaceFace(data, view, id),
    h("span", {class: "need muted"}, `${need}×`), workers(view, id));
  return button;
}

function boardSection(ctx) {
  const {data, view} = ctx;
  const places = Object.fromEntries(ctx.actions.filter((a) => a.type === "place").map((a) => [a.space, a]));
  const planning = ctx.plan && ctx.plan.plan_state && ctx.plan.plan_state.version === ctx.state.version;
  return h("section", {class: "board", "aria-labelledby": "board-h"},
    h("h3", {id: "board-h"}, t("ga.board")),
    SECTIONS.map((key) => h("div", {class: ["board-row", `row-${key}`], role: "group", "aria-label": named(`section.${key}`)},
      h("h4", {}, named(`section.${key}`)),
      h("div", {class: "spaces"}, data.board[key].map((sp) => space(ctx, sp.id, planning ? null : places[sp.id]))))),
    h("div", {class: "board-row row-bank", role: "group", "aria-label": named("space.bank")},
      h("h4", {}, named("space.bank")),
      h("div", {class: "spaces"}, h("button", {type: "button", class: "space kind-bank", disabled: !places.bank || planning || ctx.replay,
          "aria-label": t("ga.bank_label", {bank: named("space.bank")}), dataset: {key: "space-bank", action: places.bank ? JSON.stringify(places.bank) : null},
          onclick: (e) => ctx.send([places.bank], e.currentTarget)},
        h("span", {class: "space-title"}, named("space.bank")), h("span", {}, t("ga.bank_rate")),
        h("span", {class: "workers", "aria-hidden": "true"}, view.seats.flatMap((seat, i) =>
          Array.from({length: seat.bank || 0}, () => h("span", {class: ["worker", `seat-${i}`]})))))))
  );
}

function clockElement(e) {
  return h("li", {class: e.colour ? `edge-${e.colour}` : ""}, elementText(e),
    h("span", {class: "muted"}, ` ${t("ga.vp", {vp: `${e.first} / ${e.second}`})}`));
}

/** A shift clock element in words: the coal, vehicle or empty lorries it counts. */
function elementText(e) {
  if (e.kind === "delivered_spots") return t("ga.clock.delivered", {colour: coal(e.colour)});
  if (e.kind === "vehicle_spots") return t("ga.clock.by_vehicle", {vehicle: named(`vehicle.${e.vehicle}`)});
  return t("ga.clock.empty_lorries", {colour: coal(e.colour)});
}

function shiftClock(ctx) {
  const {data, view} = ctx;
  const scored = view.shift_results.length;
  const ring = (shift) => h("div", {class: ["ring", shift === view.shift && view.phase !== "ended" ? "now" : "", shift <= scored ? "scored" : ""]},
    h("h4", {}, t("ga.after_shift", {shift}) + (shift <= scored ? " ✓" : "")),
    h("ul", {}, data.shift_clock.filter((e) => e.scored_after_shift === shift).map(clockElement)),
    shift > 1 ? h("p", {class: "muted"}, t("ga.earlier_again")) : null);
  return h("section", {class: "clock", "aria-labelledby": "clock-h"},
    h("h3", {id: "clock-h"}, t("ga.clock_title", {clock: named("thing.shift_clock"), shift: Math.min(view.shift, 3)})),
    h("div", {class: "clock-rings"}, [1, 2, 3].map(ring)),
    h("p", {class: "muted"}, t("ga.clock_rule")));
}

function seatsStrip(ctx) {
  const {view, names, state} = ctx;
  const active = new Set(state.active_seats || view.active || []);
  return h("section", {class: "seats", "aria-labelledby": "seats-h"},
    h("h3", {id: "seats-h"}, t("ga.players")),
    h("ul", {class: "seat-cards"}, view.seats.map((seat, i) => h("li", {class: ["seat-card", `seat-${i}`, active.has(i) ? "active" : ""]},
      h("h4", {}, h("span", {class: ["worker", `seat-${i}`], "aria-hidden": "true"}), names(i), active.has(i) ? t("ga.to_move") : "",
        i === view.start_player ? t("ga.starts") : ""),
      h("p", {}, [t("ga.vp", {vp: seat.vp}), t("ga.marks", {count: seat.marks}), t("ga.workers_left", {count: seat.workers})].join(" · ") +
        (seat.canteen ? ` · ${t("ga.in_canteen", {count: seat.canteen, canteen: named("space.canteen")})}` : "")),
      h("p", {class: "muted"}, t("ga.orders_tunnels", {open: seat.outstanding.length, delivered: seat.delivered.length,
        light: seat.light, dark: seat.dark}))))));
}

function minesSection(ctx) {
  const {view, data, names, seat: me} = ctx;
  const order = view.seats.map((_, i) => i).sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
  return h("section", {class: "mines", "aria-labelledby": "mines-h"},
    h("h3", {id: "mines-h"}, t("ga.mines_orders")),
    h("div", {class: "mine-list"}, order.map((i) => {
      const seat = view.seats[i];
      const label = i === me ? t("ga.your_mine") : t("ga.mine_of", {player: names(i)});
      return h("div", {class: ["mine-card", `seat-${i}`, i === me ? "mine-own" : ""]},
        h("h4", {}, label),
        mine(seat, label, i === me),
        h("div", {class: "orders"}, seat.outstanding.length ? seat.outstanding.map((o) => orderCard(data, o.card, o.spots)) :
          h("p", {class: "muted"}, t("ga.no_open_orders"))),
        seat.delivered.length ? h("p", {class: "muted"}, t("ga.delivered", {cards: seat.delivered.map((c) => `#${c}`).join(" ")})) : null);
    })));
}

function supply(ctx) {
  const {view} = ctx;
  return h("p", {class: "supply"}, t("ga.supply"), " ", COLOURS.map((c) => h("span", {class: "chip"}, cube(c), ` ${view.supply[c]}`)),
    ` · ${t("ga.stacks", {tiles: view.tile_stack.length, orders: view.order_deck.length})}`);
}

function draftSection(ctx) {
  const {view, data} = ctx;
  if (!view.draft) return null;
  const legal = new Set(ctx.actions.filter((a) => a.type === "draft").map((a) => a.card));
  return h("section", {class: "decision", id: "draft", "aria-labelledby": "draft-h"},
    h("h3", {id: "draft-h"}, t("ga.draft_title")),
    h("div", {class: "draw-row"}, view.draft.display.map((card) => {
      const action = {type: "draft", card};
      const button = h("button", {type: "button", class: "pick", disabled: !legal.has(card) || ctx.replay,
                                  dataset: {key: `draft-${card}`, action: legal.has(card) ? JSON.stringify(action) : null},
                                  "aria-label": t("ga.take_order", {card}), onclick: () => ctx.send([action], button)},
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
  if (!body || !body.rounds.length) return h("p", {}, t("ga.no_shift_yet"));
  return body.rounds.map((r) => h("div", {class: "scroll"}, h("table", {class: "round"},
    h("caption", {}, t("ga.shift_n", {shift: r.round})),
    h("thead", {}, h("tr", {}, h("th", {scope: "col"}, t("ga.element")),
      r.vp.map((_, i) => h("th", {scope: "col", title: names(i)}, shortName(names(i), i))))),
    h("tbody", {},
      r.elements.map((e) => {
        const spec = data.shift_clock.find((x) => x.element === e.element);
        return h("tr", {}, h("th", {scope: "row"}, elementText(spec)), e.awards.map((vp, i) => h("td", {}, `${vp ? `+${vp}` : "0"} (${e.counts[i]})`)));
      }),
      h("tr", {class: "total"}, h("th", {scope: "row"}, t("ga.shift_vp")), r.vp.map((vp) => h("td", {}, `+${vp}`)))))));
}


/** A column head: "Bot 2" for a bot (its name carries its seat), "1. Ada" for a person. */
function shortName(name, seat) {
  return name.startsWith("Bot ") ? name.split(" · ")[0] : `${seat + 1}. ${name.split(" ")[0]}`;   // i18n-ok: the page names bots "Bot N"
}
