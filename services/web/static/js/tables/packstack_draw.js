// Pack & Stack's pieces of drawing: a truck card (its floor grid and its height), the cargo pieces
// (1 × 1 × length bars in the die's colour) and a seat's load.
import { h, s } from "../dom.js";
import { loadMessages, printed, t } from "../i18n.js";
import { COLUMNS, ROWS, cells, tables } from "./packstack_rules.js";

const CELL = 14;

/** A truck's floor as an SVG grid, its levels as a stack beside it; `pieces` drawn from above. */
export function truckShape(truck, {pieces = null, length = null, big = false} = {}) {
  const size = big ? 20 : CELL;
  const tops = topView(pieces, length);
  const floor = truck.mask.flatMap((line, r) => [...line].map((mark, c) => {
    const top = tops[`${r},${c}`];
    return s("rect", {x: 1 + c * size, y: 1 + r * size, width: size - 2, height: size - 2, rx: 2,
                      class: mark === "#" ? ["ps-floor", top ? `ps-fill-${top.colour}` : ""] : "ps-blocked"});
  }));
  const heightBar = Array.from({length: 4}, (_, i) => s("rect", {
    x: COLUMNS * size + 8, y: 1 + (3 - i) * (ROWS * size / 4), width: 8, height: ROWS * size / 4 - 2,
    class: i < truck.levels ? "ps-level-on" : "ps-level-off"}));
  const numbers = Object.entries(tops).filter(([, t]) => t.level > 1).map(([at, t]) => {
    const [r, c] = at.split(",").map(Number);
    return s("text", {x: c * size + size / 2, y: r * size + size / 2 + 4, class: "ps-height-no"}, String(t.level));
  });
  return s("svg", {class: ["ps-truck-svg", big ? "big" : ""], viewBox: `0 0 ${COLUMNS * size + 18} ${ROWS * size + 2}`,
                   width: COLUMNS * size + 18, height: ROWS * size + 2, "aria-hidden": "true"},
    floor, numbers, heightBar);
}

function topView(pieces, length) {
  const tops = {};
  for (const piece of pieces || []) {
    for (const [r, c, k] of cells(piece, length)) {
      if (!tops[`${r},${c}`] || tops[`${r},${c}`].level < k) tops[`${r},${c}`] = {colour: piece.colour, level: k};
    }
  }
  return tops;
}

await loadMessages("packstack");   // the table's messages (i18n/packstack_<lang>.json)
// the game's printed names (its data's `names`), read once with the module
const NAMED = await fetch("/app/data/packstack.json").then((r) => r.json()).catch(() => ({}));

/** A piece colour's printed name (белый, серый, ...). */
export const colourName = (colour) => printed(NAMED, `colour.${colour}`, colour);

/** "Truck T09: 15 floor cells, 1 level, holds 15 cubes" (the words a screen reader hears). */
export function truckText(truck) {
  const cellsCount = truck.mask.join("").split("#").length - 1;
  return t("ps.truck_text", {id: truck.id, cells: cellsCount, count: truck.levels, volume: truck.volume});
}

/** A truck card: its shape, height and capacity. */
export function truckCard(data, id, extra = {}) {
  const truck = tables(data).trucks[id];
  if (!truck) return h("span", {class: "ps-truck-card"}, t("ps.no_truck"));
  return h("span", {class: ["ps-truck-card", extra.big ? "big" : ""]},
    truckShape(truck, extra),
    h("span", {class: "ps-truck-words"},
      h("strong", {}, t("ps.cubes", {count: truck.volume})),
      h("span", {class: "muted"}, ` ${t("ps.levels", {count: truck.levels})} · ${id}`)));
}

/** One cargo piece: a bar `length` cubes long in its colour. */
export function pieceBar(colour, length) {
  return s("svg", {class: "ps-piece-svg", viewBox: `0 0 ${length * 10 + 2} 12`, width: length * 10 + 2, height: 12,
                   "aria-hidden": "true"},
    Array.from({length}, (_, i) => s("rect", {x: 1 + i * 10, y: 1, width: 10, height: 10, class: `ps-fill-${colour}`})));
}

/** A load as pieces per colour: "3 × grey (2)"; `left` counts those still to place, if given. */
export function loadChips(data, load, left = null) {
  const {length, colours} = tables(data);
  const shown = colours.filter((c) => load[c]);
  if (!shown.length) return h("span", {class: "muted"}, t("ps.no_pieces"));
  return h("span", {class: "ps-load"}, shown.map((c) => h("span", {class: "chip ps-chip", title: t("ps.chip_title", {colour: colourName(c), length: length[c]})},
    pieceBar(c, length[c]), ` ${left ? `${left[c]}/` : ""}${load[c]} ${colourName(c)}`)));
}

/** The total length of a load. */
export function loadLength(data, load) {
  const {length} = tables(data);
  return Object.entries(load || {}).reduce((n, [c, count]) => n + length[c] * count, 0);
}

/** A load in words, for labels and the log. */
export function loadText(data, load) {
  const {colours} = tables(data);
  const parts = colours.filter((c) => load[c]).map((c) => `${load[c]} ${colourName(c)}`);
  return parts.length ? t("ps.load_text", {parts: parts.join(", "), length: loadLength(data, load)}) : t("ps.no_pieces");
}
