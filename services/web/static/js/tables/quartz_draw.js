// Quartz's pieces drawn from the printed data (shared/games/quartz/data.json): gems named as the
// rulebook names them, action and response cards with their printed names and effects, the bag,
// the reward track and every dwarf's cart, chest and hand.
import { h } from "../dom.js";

/** A gem kind's name: coal is «уголь» in the rulebook (the English edition prints obsidian). */
export function gemName(data, id) {
  if (id === "coal") return "Coal";
  const kind = data.gems.kinds.find((k) => k.id === id);
  return kind ? kind.name_en : String(id);
}

/** A gem kind's sale value in coins. */
export function gemValue(data, id) {
  const kind = data.gems.kinds.find((k) => k.id === id);
  return kind ? kind.value : 0;
}

/** One gem as a coloured chip with its name (read by screen readers too). */
export function gem(data, id, extra = {}) {
  return h("span", {class: ["qz-gem", `gem-${id}`], title: gemTitle(data, id), ...extra},
    h("span", {class: "qz-stone", "aria-hidden": "true"}), gemName(data, id));
}

function gemTitle(data, id) {
  return id === "coal" ? "Coal (obsidian): worth nothing; two in a cart is a scandal" :
    `${gemName(data, id)}: ${gemValue(data, id)} coin${gemValue(data, id) === 1 ? "" : "s"}`;
}

/** A row of gems, or a word when there are none. */
export function gems(data, list, none = "empty") {
  if (!list || !list.length) return h("span", {class: "muted"}, none);
  return h("span", {class: "qz-gems"}, list.map((g) => gem(data, g)));
}

/** Gems in words: "Ruby, 2 × Quartz". */
export function gemsText(data, list) {
  if (!list || !list.length) return "nothing";
  const counts = new Map();
  for (const g of list) counts.set(g, (counts.get(g) || 0) + 1);
  return [...counts].map(([g, n]) => (n > 1 ? `${n} × ${gemName(data, g)}` : gemName(data, g))).join(", ");
}

/** A card type from the data file. */
export function cardSpec(data, id) {
  return data.cards.types.find((c) => c.id === id) || {id, name_en: String(id), kind: "action", effect: "", price: 0};
}

export function cardName(data, id) {
  return cardSpec(data, id).name_en;
}

/** A card's face: printed name, kind, price and what it does. */
export function cardFace(data, id) {
  const spec = cardSpec(data, id);
  return h("span", {class: ["qz-card", `kind-${spec.kind}`]},
    h("span", {class: "qz-card-head"}, h("span", {class: "qz-price", title: "Its price at the end of the game"}, `${spec.price}`),
      h("strong", {}, spec.name_en)),
    h("span", {class: "qz-card-kind"}, spec.kind === "response" ? `Response to ${cardName(data, spec.counters)}` : "Action"),
    h("span", {class: "qz-card-text"}, spec.effect));
}

/** The bag: how many gems are left, by kind (public: every gem outside it is in sight). */
export function bag(data, view) {
  const total = Object.values(view.bag).reduce((a, b) => a + b, 0);
  return h("section", {class: "qz-bag", "aria-labelledby": "qz-bag-h"},
    h("h3", {id: "qz-bag-h"}, `The bag: ${total} gem${total === 1 ? "" : "s"}`),
    h("ul", {class: "qz-bag-kinds"}, data.gems.kinds.map((k) => h("li", {}, gem(data, k.id), ` ${view.bag[k.id] || 0}`))),
    h("p", {class: "muted"}, `Deck ${view.deck_size ?? view.deck.length} cards · discard pile ${view.discard.length}`));
}

/** The reward track: a card and coins per slot, taken from the left by whoever leaves the mine. */
export function track(data, view, names) {
  if (!view.track || !view.track.length) return null;
  const who = (to) => (to === null ? null : to === "discarded" ? "discarded (scandal)" : to === "forfeited" ? "forfeited" : `taken by ${names(to)}`);
  return h("section", {class: "qz-track", "aria-labelledby": "qz-track-h"},
    h("h3", {id: "qz-track-h"}, "Rewards for leaving the mine"),
    h("ol", {class: "qz-slots"}, view.track.map((slot, i) => h("li", {class: ["qz-slot", slot.to !== null ? "gone" : i === view.pointer ? "next" : ""]},
      h("span", {class: "qz-slot-n"}, `Slot ${i + 1}${i === view.pointer && slot.to === null ? " · next" : ""}`),
      slot.card ? h("span", {}, cardName(data, slot.card)) : h("span", {class: "muted"}, "no card"),
      h("span", {}, `+${slot.coins} coin${slot.coins === 1 ? "" : "s"}`),
      slot.to !== null ? h("span", {class: "muted"}, who(slot.to)) : null))),
    h("p", {class: "muted"}, "The last dwarf in the mine takes the last reward; a scandal discards the leftmost one."));
}

const OUT = {left: "left the mine", scandal: "out after a scandal", last: "last in the mine"};

function status(view, seat) {
  if (view.phase === "ended") return "";
  if (view.phase !== "mine") return view.out[seat] ? OUT[view.out[seat]] : "";
  return view.in_mine[seat] ? "in the mine" : OUT[view.out[seat]] || "out of the mine";
}

/** One dwarf: coins, cart, set-aside gems, gems on What Gem? Where?, chest, token and hand. */
export function dwarf(ctx, seat) {
  const {view, data, names} = ctx;
  const me = seat === ctx.seat;
  const active = (ctx.state.active_seats || []).includes(seat);
  const cards = view.hands[seat];                  // null for another seat's hidden hand
  const size = cards ? cards.length : view.hand_sizes[seat];
  const hand = Array.isArray(cards) ? cards.map((c) => cardName(data, c)).join(", ") || "no cards" :
    `${size} card${size === 1 ? "" : "s"}`;
  return h("li", {class: ["qz-dwarf", `seat-${seat}`, active ? "active" : "", view.in_mine[seat] ? "" : "outside"], dataset: {seat}},
    h("h4", {}, h("span", {class: ["worker", `seat-${seat}`], "aria-hidden": "true"}), `${names(seat)}`,
      view.turn === seat && view.phase === "mine" ? h("span", {class: "badge"}, "to move") : null),
    h("p", {class: "muted"}, [`${view.coins[seat]} coins`, status(view, seat), view.tokens[seat] ? "holds an experience token" : null]
      .filter(Boolean).join(" · ")),
    h("dl", {class: "qz-places"},
      h("dt", {}, "Cart"), h("dd", {class: "qz-cart"}, gems(data, view.carts[seat])),
      view.aside[seat].length ? [h("dt", {}, "Brought up"), h("dd", {}, gems(data, view.aside[seat]))] : null,
      view.wgw[seat] ? [h("dt", {}, `On What Gem? Where? (${view.wgw[seat]})`), h("dd", {}, gems(data, view.protected[seat], "nothing yet"))] : null,
      view.pools[seat].length ? [h("dt", {}, "For sale tonight"), h("dd", {}, gems(data, view.pools[seat]))] : null,
      h("dt", {}, "Chest"), h("dd", {}, gems(data, view.chests[seat])),
      h("dt", {}, me ? "Your hand" : "Hand"), h("dd", {}, hand)));
}

/** The attack under way, in words: "Is That Yours? by Ada on Bot 2 (Ruby, Amber)". */
export function attackText(ctx, attack) {
  const {data, names} = ctx;
  const gemsPart = attack.gems && attack.gems.length ? ` (wants ${gemsText(data, attack.gems)})` : "";
  const by = attack.giver !== attack.player ? ` passed on by ${names(attack.giver)}` : "";
  return `${cardName(data, attack.card)} by ${names(attack.player)}${by} on ${names(attack.target)}${gemsPart}`;
}
