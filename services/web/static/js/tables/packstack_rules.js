// Pack & Stack's placement rules, ported from shared/games/packstack/placement.py so the loading
// editor can answer at once; the server still decides. A piece is {colour, row, column, level,
// orientation}: its origin cell, level 1 the floor, and "row" (along the truck), "column" (across)
// or "up" (standing); a piece of length 1 has no orientation.

import { t } from "../i18n.js";

export const ROWS = 3;
export const COLUMNS = 5;
export const ORIENTATIONS = ["row", "column", "up"];
const STEP = {row: [0, 1, 0], column: [1, 0, 0], up: [0, 0, 1]};

/** Why a placement is refused, in words (the server's codes, in the ruling's order). */
const REASON_CODES = new Set(["piece_not_in_load", "outside_grid", "cell_not_loadable", "too_high", "overlap", "unsupported",
  "malformed_placement", "own_truck", "truck_taken", "not_revealed", "last_must_take_top", "already_has_truck", "claim_pending",
  "action_not_allowed_now", "not_your_turn"]);
export const REASONS = new Proxy({}, {get: (_, code) => (REASON_CODES.has(code) ? t(`ps.why.${code}`) : undefined)});

/** Piece length per colour and the truck cards by id, from the printed data. */
export function tables(data) {
  if (!tables.cache || tables.cache.data !== data) {
    tables.cache = {data,
      length: Object.fromEntries(data.dice.list.map((d) => [d.colour, d.piece_length])),
      colours: data.dice.list.map((d) => d.colour),
      trucks: Object.fromEntries(data.trucks.cards.map((t) => [t.id, t]))};
  }
  return tables.cache;
}

/** The [row, column, level] cells a piece occupies, origin first. */
export function cells(piece, length) {
  const [dr, dc, dk] = STEP[piece.orientation || "row"];
  return Array.from({length: length[piece.colour]}, (_, i) =>
    [piece.row + i * dr, piece.column + i * dc, piece.level + i * dk]);
}

const key = (r, c, k) => `${r},${c},${k}`;

/** null when `pieces` is a valid placement of `load` in `truck`; else {code, reason}. */
export function refusal(pieces, truck, load, length) {
  const counts = {};
  for (const p of pieces) counts[p.colour] = (counts[p.colour] || 0) + 1;
  for (const [colour, n] of Object.entries(counts)) {
    if (n > (load[colour] || 0)) return fail("piece_not_in_load");
  }
  const occupied = pieces.flatMap((p) => cells(p, length));
  const rules = [["outside_grid", (r, c, k) => r >= 0 && r < ROWS && c >= 0 && c < COLUMNS && k >= 1],
                 ["cell_not_loadable", (r, c) => truck.mask[r][c] === "#"],
                 ["too_high", (r, c, k) => k <= truck.levels]];
  for (const [code, holds] of rules) {
    if (occupied.some(([r, c, k]) => !holds(r, c, k))) return fail(code);
  }
  const taken = new Set(occupied.map(([r, c, k]) => key(r, c, k)));
  if (taken.size !== occupied.length) return fail("overlap");
  if (occupied.some(([r, c, k]) => k > 1 && !taken.has(key(r, c, k - 1)))) return fail("unsupported");
  return null;
}

function fail(code) {
  return {code, reason: REASONS[code]};
}

/** Loaded volume, empty units, length left off and the penalty (ruling 16) of a placement. */
export function assess(pieces, truck, load, length, scoring) {
  const loaded = pieces.reduce((n, p) => n + length[p.colour], 0);
  const total = Object.entries(load).reduce((n, [colour, count]) => n + length[colour] * count, 0);
  const empty = truck.volume - loaded;
  const leftOff = total - loaded;
  return {loaded, empty, leftOff, total,
          penalty: scoring.empty_unit_penalty * empty + scoring.left_off_penalty_per_length * leftOff};
}

/** The pieces of `load` not yet placed, per colour. */
export function remaining(pieces, load) {
  const out = {...load};
  for (const p of pieces) out[p.colour] -= 1;
  return out;
}

/** The pieces still standing once the unsupported ones (and what rests on them) are taken off. */
export function settle(pieces, length) {
  let kept = pieces;
  for (;;) {
    const taken = new Set(kept.flatMap((p) => cells(p, length)).map(([r, c, k]) => key(r, c, k)));
    const next = kept.filter((p) => cells(p, length).every(([r, c, k]) => k === 1 || taken.has(key(r, c, k - 1))));
    if (next.length === kept.length) return kept;
    kept = next;
  }
}

/** The orientations a piece of this length can take (none for a single cube). */
export function orientationsFor(length) {
  return length > 1 ? ORIENTATIONS : [null];
}
