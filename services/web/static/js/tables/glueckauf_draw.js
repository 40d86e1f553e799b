// Glück Auf's pieces drawn: coal cubes, order cards, tunnel tiles, a seat's mine (the pit with its
// four levels of lorries, the cage in the shaft, the private storage at the surface).
import { h, s } from "../dom.js";
import { loadMessages, printed, t } from "../i18n.js";

await loadMessages("glueckauf");   // the table's messages (i18n/glueckauf_<lang>.json)
// the game's printed names (its data's `names`), read once with the module
const NAMED = await fetch("/app/data/glueckauf.json").then((r) => r.json()).catch(() => ({}));

/** A printed name of Glück Auf: coal.yellow, vehicle.barrow, section.factory, side.light, ... */
export function named(key) { return printed(NAMED, key, key.split(".").pop()); }
export const coal = (colour) => named(`coal.${colour}`);
export const levelName = (level) => (level === "surface" ? named("level.surface") : coal(level));

/** A worker space's title: its section's printed name and its number ("Mining 6", "Добыча 6"). */
export function spaceTitle(id) {
  if (id === "bank") return named("space.bank");
  const [kind, rest] = id.split("_");
  if (rest === "draw") return t("ga.space_draw", {section: named(`section.${kind}`)});
  if (kind === "delivery") return `${named("section.delivery")}: ${named(`vehicle.${rest}`)}`;
  return `${named(`section.${kind}`)} ${rest}`;
}

export const COLOURS = ["yellow", "brown", "gray", "black"];
export const LEVELS = ["surface", ...COLOURS];

export function cube(colour, label) {
  return h("span", {class: ["cube", `coal-${colour}`], title: label || t("ga.coal_of", {colour: coal(colour)})});
}

export function cubes(counts) {
  return COLOURS.flatMap((c) => Array.from({length: counts[c] || 0}, () => cube(c)));
}

export function cubeText(counts) {
  const parts = COLOURS.filter((c) => counts[c]).map((c) => `${counts[c]} ${coal(c)}`);
  return parts.length ? parts.join(", ") : t("ga.nothing");
}

export function spotComplete(printed, spot) {
  return spot.length === 2 || (spot.length === 1 && spot[0] === printed);
}

/** An order card: vehicle, VP and its coal spots (with the cubes on them for an outstanding order). */
export function orderCard(data, card, spots = null, extra = {}) {
  const spec = data.order_cards.find((c) => c.id === card);
  if (!spec) return h("div", {class: "order-card unknown", ...extra}, t("ga.face_down"));
  const filled = spots || spec.coals.map(() => []);
  const need = spec.coals.map(coal).join(", ");
  const done = filled.flat();
  return h("div", {class: ["order-card", `vehicle-${spec.vehicle}`], role: "group",
                   "aria-label": t("ga.order_label", {card, vehicle: named(`vehicle.${spec.vehicle}`), vp: spec.vp, need}) +
                                 (spots ? t("ga.order_on_it", {cubes: done.length ? done.map(coal).join(", ") : t("ga.nothing")}) : ""), ...extra},
    h("span", {class: "vehicle"}, named(`vehicle.${spec.vehicle}`)),
    h("span", {class: "vp"}, t("ga.vp", {vp: spec.vp})),
    h("span", {class: "spots", "aria-hidden": "true"}, spec.coals.map((printed, i) =>
      h("span", {class: ["spot", `coal-${printed}`, spotComplete(printed, filled[i]) ? "full" : ""]},
        filled[i].map((c) => cube(c))))),
    h("span", {class: "card-id muted"}, `#${card}`));
}

export function tileSpec(data, tile) {
  return data.tunnel_tiles.find((t) => t.type === tile);
}

export function tileFace(data, tile) {
  const spec = tileSpec(data, tile);
  if (!spec) return h("span", {class: "tile empty"}, t("ga.empty"));
  return h("span", {class: ["tile", `coal-${spec.level}`, spec.side], title: tileText(data, tile)},
    h("span", {class: "lorries", "aria-hidden": "true"}, "▭".repeat(spec.lorries)),
    h("span", {}, t("ga.marks_short", {marks: spec.cost_marks})), h("span", {class: "side"}, named(`side.${spec.side}`)));
}

export function tileText(data, tile) {
  const spec = tileSpec(data, tile);
  return spec ? t("ga.tile_text", {level: coal(spec.level), count: spec.lorries, side: named(`side.${spec.side}`), marks: spec.cost_marks})
    : t("ga.no_tile");
}

const ROW = 44, TOP = 40, SHAFT = 56, LORRY = 22, GAP = 4, WIDTH = 320;

/** A seat's mine as an SVG picture (with its description in words for screen readers). */
export function mine(seat, label, big = true) {
  const height = TOP + ROW * COLOURS.length + 6;
  const words = [t("ga.cage_at", {level: levelName(seat.cage_level), cubes: cubeText(seat.cage)}),
                 t("ga.storage_holds", {cubes: cubeText(seat.storage)}),
                 ...COLOURS.map((c) => t("ga.level_holds", {level: coal(c), count: seat.pit[c].lorries, cubes: cubeText(seat.pit[c].cubes)}))];
  const svg = s("svg", {viewBox: `0 0 ${WIDTH} ${height}`, class: ["mine", big ? "big" : "small"], role: "img",
                        "aria-label": `${label}: ${words.join("; ")}`},
    s("rect", {x: 0, y: 0, width: WIDTH, height: TOP - 4, class: "surface"}),
    s("text", {x: SHAFT + 30, y: 15, class: "label"}, `${named("level.surface")} · ${named("thing.storage")}`),
    cubeRow(seat.storage, SHAFT + 30, 20, 12),
    s("rect", {x: 8, y: 4, width: SHAFT - 16, height: height - 8, class: "shaft"}),
    COLOURS.map((colour, i) => level(seat, colour, TOP + i * ROW)),
    cage(seat));
  return svg;
}

function cubeRow(counts, x, y, size) {
  const list = COLOURS.flatMap((c) => Array.from({length: counts[c] || 0}, () => c));
  return list.map((c, i) => s("rect", {x: x + i * (size + 2), y, width: size, height: size, rx: 2, class: `coal-${c}`}));
}

function level(seat, colour, y) {
  const pit = seat.pit[colour];
  const held = COLOURS.flatMap((c) => Array.from({length: pit.cubes[c] || 0}, () => c));
  const room = WIDTH - SHAFT - 8;
  const size = Math.min(LORRY, Math.floor(room / Math.max(1, pit.lorries)) - GAP);
  return s("g", {},
    s("rect", {x: SHAFT, y, width: WIDTH - SHAFT, height: ROW - 4, class: ["level", `band-${colour}`]}),
    s("text", {x: SHAFT + 4, y: y + 11, class: "label"}, coal(colour)),
    Array.from({length: pit.lorries}, (_, i) => {
      const x = SHAFT + 4 + i * (size + GAP);
      return s("g", {},
        s("rect", {x, y: y + 16, width: size, height: size * 0.8, rx: 2, class: "lorry"}),
        held[i] ? s("rect", {x: x + size * 0.2, y: y + 16 + size * 0.12, width: size * 0.6, height: size * 0.56, rx: 1, class: `coal-${held[i]}`}) : null);
    }));
}

function cage(seat) {
  const row = LEVELS.indexOf(seat.cage_level);
  const y = row === 0 ? 6 : TOP + (row - 1) * ROW + 4;
  const held = COLOURS.flatMap((c) => Array.from({length: seat.cage[c] || 0}, () => c));
  return s("g", {class: "cage"},
    s("rect", {x: 10, y, width: SHAFT - 20, height: 30, rx: 3, class: "cage-box"}),
    Array.from({length: 5}, (_, i) => s("rect", {x: 13 + (i % 3) * 10, y: y + 4 + Math.floor(i / 3) * 12, width: 8, height: 8, rx: 1,
                                               class: held[i] ? `coal-${held[i]}` : "slot"})));
}
