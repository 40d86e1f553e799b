// Pack & Stack's loading editor: the chosen truck's floor as a grid per level; pieces picked from
// the seat's load, placed by click (or dragged from the tray), turned lying along, lying across or
// standing; support and overhang checked at once (packstack_rules.js); the server's suggested loads
// one click away; the load sent sealed, without expected_version (a simultaneous move).
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { colourName, pieceBar } from "./packstack_draw.js";
import { COLUMNS, ROWS, assess, cells, orientationsFor, refusal, remaining, settle, tables } from "./packstack_rules.js";
import { busy, submit } from "./packstack_send.js";

const lie = (orientation) => (orientation ? t(`ps.lie.${orientation}`) : "");

/** The editor's scratch for this round and truck (kept on the page across redraws, and its pieces
 * in the tab's session storage, so a reload mid-loading loses nothing). */
function planFor(ctx) {
  const {view, seat} = ctx;
  const key = `pithead.packstack:${ctx.state.game_id}:${view.round}:${view.trucks[seat]}`;
  if (!ctx.plan.packstack || ctx.plan.packstack.key !== key) {
    const {length, trucks} = tables(ctx.data);
    const saved = stored(key);
    const pieces = refusal(saved, trucks[view.trucks[seat]], view.loads[seat], length) ? [] : saved;
    ctx.plan.packstack = {key, pieces, colour: null, orientation: "row", message: null, suggestion: -1};
  }
  const plan = ctx.plan.packstack;
  const left = remaining(plan.pieces, view.loads[seat]);
  if (!plan.colour || !left[plan.colour]) plan.colour = [...tables(ctx.data).colours].reverse().find((c) => left[c] > 0) || null;   // the longest first
  return plan;
}

function stored(key) {
  try {
    const pieces = JSON.parse(sessionStorage.getItem(key) || "[]");
    return Array.isArray(pieces) ? pieces : [];
  } catch { return []; }
}

/** Keep the plan's pieces in the tab's session storage, for a reload mid-loading. */
function keep(plan) {
  try { sessionStorage.setItem(plan.key, JSON.stringify(plan.pieces)); } catch { /* storage full or off: the page still works */ }
}

/** The piece `plan` would put with its first cube at (row, column, level). */
function candidate(plan, colour, row, column, level, length) {
  const orientation = length[colour] > 1 ? plan.orientation : undefined;
  return orientation ? {colour, row, column, level, orientation} : {colour, row, column, level};
}

function place(ctx, plan, colour, row, column, level) {
  const {length, trucks} = tables(ctx.data);
  const truck = trucks[ctx.view.trucks[ctx.seat]];
  if (!colour) { plan.message = t("ps.all_in"); return ctx.rerender(); }
  const piece = candidate(plan, colour, row, column, level, length);
  const why = refusal([...plan.pieces, piece], truck, ctx.view.loads[ctx.seat], length);
  plan.message = why ? t("ps.cannot_go", {colour: colourName(colour), lie: lie(piece.orientation), why: why.reason}).replace("  ", " ") :
    t("ps.loaded_piece", {colour: colourName(colour), lie: lie(piece.orientation), level, row: row + 1, column: column + 1}).replace("  ", " ");
  if (!why) plan.pieces = [...plan.pieces, piece];
  keep(plan);
  ctx.rerender();
}

function takeOff(ctx, plan, index) {
  const {length} = tables(ctx.data);
  const gone = plan.pieces[index];
  const kept = settle(plan.pieces.filter((_, i) => i !== index), length);
  const fell = plan.pieces.length - 1 - kept.length;
  plan.pieces = kept;
  keep(plan);
  plan.colour = gone.colour;
  plan.message = t("ps.took_off", {colour: colourName(gone.colour)}) + (fell ? t("ps.and_resting", {count: fell}) : "") + ".";
  ctx.rerender();
}

/** The cell owner map: "r,c,k" -> index of the piece there. */
function owners(pieces, length) {
  const out = {};
  pieces.forEach((p, i) => { for (const [r, c, k] of cells(p, length)) out[`${r},${c},${k}`] = i; });
  return out;
}

function preview(root, plan, colour, row, column, level, ctx) {
  clearPreview(root);
  if (!colour) return;
  const {length, trucks} = tables(ctx.data);
  const piece = candidate(plan, colour, row, column, level, length);
  const bad = refusal([...plan.pieces, piece], trucks[ctx.view.trucks[ctx.seat]], ctx.view.loads[ctx.seat], length);
  for (const [r, c, k] of cells(piece, length)) {
    const cell = root.querySelector(`[data-cell="${r},${c},${k}"]`);
    if (cell) cell.classList.add(bad ? "ps-preview-bad" : "ps-preview-ok");
  }
}

function clearPreview(root) {
  for (const el of root.querySelectorAll(".ps-preview-ok, .ps-preview-bad")) el.classList.remove("ps-preview-ok", "ps-preview-bad");
}

/** One level of the truck as a grid of cells (buttons while editing). */
export function levelGrid(ctx, truck, pieces, level, plan = null) {
  const {length} = tables(ctx.data);
  const own = owners(pieces, length);
  const cellsOut = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLUMNS; c++) cellsOut.push(cell(ctx, truck, pieces, own, plan, r, c, level));
  }
  return h("div", {class: "ps-level", role: "group", "aria-label": t("ps.level_n", {level}) + (level === 1 ? t("ps.the_floor") : "")},
    h("h4", {}, t("ps.level_n", {level}) + (level === 1 ? t("ps.floor") : "")),
    h("div", {class: "ps-grid"}, cellsOut));
}

function cell(ctx, truck, pieces, own, plan, r, c, k) {
  const where = t("ps.where", {level: k, row: r + 1, column: c + 1});
  const at = `${r},${c},${k}`;
  if (truck.mask[r][c] !== "#") return h("span", {class: "ps-cell ps-blocked", title: t("ps.not_loading_area", {where})});
  const index = own[at];
  const piece = index === undefined ? null : pieces[index];
  const below = k === 1 || own[`${r},${c},${k - 1}`] !== undefined;
  const classes = ["ps-cell", piece ? `ps-fill-${piece.colour}` : "", !piece && !below ? "ps-unsupported" : ""];
  const number = piece ? h("span", {class: "ps-no", "aria-hidden": "true"}, String(index + 1)) : null;   // tells pieces apart
  if (!plan) return h("span", {class: classes, dataset: {cell: at}, title: `${where}: ${piece ? colourName(piece.colour) : t("ps.empty")}`}, number);
  const label = piece ? t("ps.cell_piece", {where, colour: colourName(piece.colour)}) :
    `${where}: ${t("ps.empty")}${below ? "" : t("ps.nothing_beneath")}${plan.colour ? t("ps.load_here", {colour: colourName(plan.colour)}) : ""}`;
  return h("button", {type: "button", class: classes, "aria-label": label, dataset: {key: `ps-cell-${at}`, cell: at},
    onclick: () => (piece ? takeOff(ctx, plan, index) : place(ctx, plan, plan.colour, r, c, k)),
    onmouseenter: (e) => !piece && preview(e.currentTarget.closest(".ps-editor"), plan, plan.colour, r, c, k, ctx),
    onfocus: (e) => !piece && preview(e.currentTarget.closest(".ps-editor"), plan, plan.colour, r, c, k, ctx),
    onmouseleave: (e) => clearPreview(e.currentTarget.closest(".ps-editor")),
    ondragover: (e) => { if (!piece) { e.preventDefault(); preview(e.currentTarget.closest(".ps-editor"), plan, plan.dragging || plan.colour, r, c, k, ctx); } },
    ondrop: (e) => { e.preventDefault(); dropped(ctx, plan, e.dataTransfer.getData("text/plain"), r, c, k); }},
    number);
}

function dropped(ctx, plan, colour, r, c, k) {
  if (!tables(ctx.data).colours.includes(colour)) return;   // something else dragged in: not a piece
  plan.colour = colour;
  place(ctx, plan, colour, r, c, k);
}

const ARROWS = {ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0]};

/** Keys in the editor: R turns the piece, the arrows move between the cells of a level. */
function keys(e) {
  if (e.key === "r" || e.key === "R") return e.currentTarget.querySelector("[data-key='ps-rotate']")?.click();
  const move = ARROWS[e.key];
  const at = e.target.dataset && e.target.dataset.cell;
  if (!move || !at) return undefined;
  const [r, c, k] = at.split(",").map(Number);
  for (let step = 1; step < COLUMNS; step++) {            // over blocked cells to the next loadable one
    const next = e.currentTarget.querySelector(`button[data-cell="${r + step * move[0]},${c + step * move[1]},${k}"]`);
    if (next) { e.preventDefault(); next.focus(); break; }
  }
  return undefined;
}

function tray(ctx, plan) {
  const {length, colours} = tables(ctx.data);
  const load = ctx.view.loads[ctx.seat];
  const left = remaining(plan.pieces, load);
  return h("div", {class: "ps-tray", role: "group", "aria-label": t("ps.tray")},
    colours.filter((c) => load[c]).map((c) => h("button", {type: "button", class: ["ps-piece", plan.colour === c ? "chosen" : ""],
      "aria-pressed": String(plan.colour === c), disabled: !left[c], draggable: left[c] ? "true" : null,
      dataset: {key: `ps-piece-${c}`, colour: c},
      onclick: () => { plan.colour = c; plan.message = null; ctx.rerender(); },
      ondragstart: (e) => { e.dataTransfer.setData("text/plain", c); plan.dragging = c; },
      ondragend: () => { plan.dragging = null; }},
    pieceBar(c, length[c]), ` ${colourName(c)} · ${t("ps.left_of", {left: left[c], total: load[c]})}`)));
}

function turning(ctx, plan) {
  const {length} = tables(ctx.data);
  if (!plan.colour) return h("p", {class: "muted ps-turns"}, t("ps.all_in"));
  const turns = orientationsFor(length[plan.colour]);
  if (turns[0] === null) return h("p", {class: "muted ps-turns"}, t("ps.no_turning", {colour: colourName(plan.colour)}));
  const turn = () => { plan.orientation = turns[(turns.indexOf(plan.orientation) + 1) % turns.length]; ctx.rerender(); };
  return h("div", {class: "ps-turns", role: "group", "aria-label": t("ps.how_it_lies")},
    turns.map((o) => h("button", {type: "button", "aria-pressed": String(plan.orientation === o), class: plan.orientation === o ? "chosen" : "",
      dataset: {key: `ps-turn-${o}`, orientation: o}, onclick: () => { plan.orientation = o; ctx.rerender(); }}, t(`ps.lie_title.${o}`))),
    h("button", {type: "button", dataset: {key: "ps-rotate"}, onclick: turn, "aria-keyshortcuts": "R"}, t("ps.turn")));
}

function score(ctx, plan, truck) {
  const {length} = tables(ctx.data);
  const a = assess(plan.pieces, truck, ctx.view.loads[ctx.seat], length, ctx.data.scoring);
  return {a, line: h("p", {class: "ps-score", id: "ps-score"},
    t("ps.score_line", {loaded: a.loaded, volume: truck.volume, empty: a.empty, left_off: a.leftOff, penalty: a.penalty}))};
}

function suggest(ctx, plan, truck) {
  const {length} = tables(ctx.data);
  const offers = ctx.actions.filter((x) => x.type === "load")
    .map((x) => ({pieces: x.pieces, penalty: assess(x.pieces, truck, ctx.view.loads[ctx.seat], length, ctx.data.scoring).penalty}))
    .sort((x, y) => x.penalty - y.penalty);
  if (!offers.length) return;
  plan.suggestion = (plan.suggestion + 1) % offers.length;
  plan.pieces = offers[plan.suggestion].pieces.map((p) => ({...p}));
  keep(plan);
  plan.message = t("ps.suggestion", {n: plan.suggestion + 1, of: offers.length, penalty: offers[plan.suggestion].penalty});
  ctx.rerender();
}

/** The editor for the seat's truck, while it is loading. */
export function loadingEditor(ctx) {
  const {trucks} = tables(ctx.data);
  const truck = trucks[ctx.view.trucks[ctx.seat]];
  const plan = planFor(ctx);
  const {a, line} = score(ctx, plan, truck);
  const sent = busy(ctx, plan);
  const go = h("button", {type: "button", class: "primary", id: "ps-send", disabled: sent, dataset: {key: "ps-send"},
    onclick: () => { rememberLoad(ctx, truck.id, plan.pieces); submit(ctx, [{type: "load", pieces: plan.pieces}], go, plan); }},
    a.leftOff ? t("ps.load_truck_left", {left_off: a.leftOff}) : t("ps.load_truck"));
  const levels = Array.from({length: truck.levels}, (_, i) => levelGrid(ctx, truck, plan.pieces, i + 1, plan));
  return h("section", {class: "ps-editor", id: "ps-editor", "aria-labelledby": "ps-editor-h", dataset: {round: ctx.view.round},
                       onkeydown: keys},
    h("h3", {id: "ps-editor-h"}, t("ps.editor_title", {cubes: t("ps.cubes", {count: truck.volume}), levels: t("ps.levels", {count: truck.levels})})),
    h("p", {class: "muted"}, t("ps.editor_help")),
    tray(ctx, plan), turning(ctx, plan),
    h("div", {class: "ps-levels"}, levels),
    h("p", {class: "ps-message", id: "ps-message", role: "status"}, plan.message || ""),
    line,
    h("p", {class: "row"},
      h("button", {type: "button", id: "ps-suggest", dataset: {key: "ps-suggest"}, disabled: sent, onclick: () => suggest(ctx, plan, truck)}, t("ps.suggest")),
      h("button", {type: "button", id: "ps-clear", dataset: {key: "ps-clear"}, disabled: sent || !plan.pieces.length,
                   onclick: () => { plan.pieces = []; keep(plan); plan.message = t("ps.emptied"); ctx.rerender(); }}, t("ps.empty_truck")),
      go));
}

/** Keep the seat's own load of this round, to draw it beside the round's result. */
export function rememberLoad(ctx, truckId, pieces) {
  ctx.plan.packstack_loaded = {...(ctx.plan.packstack_loaded || {}), [ctx.view.round]: {truck: truckId, pieces}};
}

/** A placement drawn read-only, level by level (a sealed load, or a round's result). */
export function loadedTruck(ctx, truckId, pieces, label) {
  const truck = tables(ctx.data).trucks[truckId];
  if (!truck) return null;
  return h("div", {class: "ps-loaded", role: "group", "aria-label": label},
    h("div", {class: "ps-levels"}, Array.from({length: truck.levels}, (_, i) => levelGrid(ctx, truck, pieces || [], i + 1))));
}
