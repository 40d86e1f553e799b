// Quartz's pieces drawn from the printed data (shared/games/quartz/data.json): gems and cards by
// their printed names (the data's `names`), cards' and combos' effects in the reader's language (the
// data's `effects`), the bag, the reward track and every dwarf's cart, chest and hand.
import { h } from "../dom.js";
import { language, list, loadMessages, printed, t } from "../i18n.js";

await loadMessages("quartz");   // the table's messages (i18n/quartz_<lang>.json)

/** A gem kind's printed name (coal is «уголь» in the Russian rulebook, Obsidian in the English one). */
export function gemName(data, id) {
  return printed(data, `gem.${id}`, String(id));
}

/** A component's printed name with a capital, for a label (the Russian names are printed lower case). */
export function thing(data, id) {
  const name = printed(data, `thing.${id}`, id);
  return name.charAt(0).toLocaleUpperCase(language()) + name.slice(1);
}

const numbers = new Intl.NumberFormat(language());

/** A number in the reader's language. */
export const num = (n) => numbers.format(n);

/** Coins in words: "3 coins", «3 монеты». */
export const coinsText = (count) => t("qz.coins", {count});

/** A gem kind's sale value in coins. */
export function gemValue(data, id) {
  const kind = data.gems.kinds.find((k) => k.id === id);
  return kind ? kind.value : 0;
}

/** One gem as a coloured chip with its name (read by screen readers too). */
export function gem(data, id, extra = {}) {
  return h("span", {class: ["qz-gem", `gem-${id}`], title: gemTitle(data, id), dataset: {gem: id}, ...extra},
    h("span", {class: "qz-stone", "aria-hidden": "true"}), gemName(data, id));
}

function gemTitle(data, id) {
  return id === "coal" ? t("qz.coal_title", {gem: gemName(data, id)}) :
    t("qz.gem_title", {gem: gemName(data, id), coins: coinsText(gemValue(data, id))});
}

/** A row of gems, or a word when there are none. */
export function gems(data, gemList, none = t("qz.empty")) {
  if (!gemList || !gemList.length) return h("span", {class: "muted"}, none);
  return h("span", {class: "qz-gems"}, gemList.map((g) => gem(data, g)));
}

/** Gems in words: "Ruby and 2 × Quartz" / «рубин и 2 × кварц». */
export function gemsText(data, gemList) {
  if (!gemList || !gemList.length) return t("qz.nothing");
  const counts = new Map();
  for (const g of gemList) counts.set(g, (counts.get(g) || 0) + 1);
  return list([...counts].map(([g, n]) => (n > 1 ? `${num(n)} × ${gemName(data, g)}` : gemName(data, g))));
}

/** A card type from the data file. */
export function cardSpec(data, id) {
  return data.cards.types.find((c) => c.id === id) || {id, kind: "action", effect: "", price: 0};
}

/** A card's printed name in the reader's language. */
export function cardName(data, id) {
  return printed(data, `card.${id}`, String(id));
}

/** What a card or a combo does (`card.tremor`, `combo.five_different`), in the reader's language. */
export function effect(data, key) {
  const entry = data.effects && data.effects[key];
  return entry ? entry[language()] || entry.en : "";
}

export const cardEffect = (data, id) => effect(data, `card.${id}`) || cardSpec(data, id).effect;

/** A card's face: printed name, kind, price and what it does. */
export function cardFace(data, id) {
  const spec = cardSpec(data, id);
  return h("span", {class: ["qz-card", `kind-${spec.kind}`]},
    h("span", {class: "qz-card-head"}, h("span", {class: "qz-price", title: t("qz.price_title")}, num(spec.price)),
      h("strong", {}, cardName(data, id))),
    h("span", {class: "qz-card-kind"}, spec.kind === "response" ? t("qz.response_to", {card: cardName(data, spec.counters)}) : t("qz.action")),
    h("span", {class: "qz-card-text"}, cardEffect(data, id)));
}

/** The bag: how many gems are left, by kind (public: every gem outside it is in sight). */
export function bag(data, view) {
  const total = Object.values(view.bag).reduce((a, b) => a + b, 0);
  return h("section", {class: "qz-bag", "aria-labelledby": "qz-bag-h"},
    h("h3", {id: "qz-bag-h"}, t("qz.bag_h", {bag: thing(data, "bag"), gems: t("qz.gems_n", {count: total})})),
    h("ul", {class: "qz-bag-kinds"}, data.gems.kinds.map((k) => h("li", {}, gem(data, k.id), " ", num(view.bag[k.id] || 0)))),
    h("p", {class: "muted"}, t("qz.deck", {deck: view.deck_size ?? view.deck.length, discard: view.discard.length})));
}

function slotTo(to, names) {
  if (to === "discarded") return t("qz.slot_discarded");
  return to === "forfeited" ? t("qz.slot_forfeited") : t("qz.slot_taken", {who: names(to)});
}

/** The reward track: a card and coins per slot, taken from the left by whoever leaves the mine. */
export function track(data, view, names) {
  if (!view.track || !view.track.length) return null;
  return h("section", {class: "qz-track", "aria-labelledby": "qz-track-h"},
    h("h3", {id: "qz-track-h"}, t("qz.track_h")),
    h("ol", {class: "qz-slots"}, view.track.map((slot, i) => h("li", {class: ["qz-slot", slot.to !== null ? "gone" : i === view.pointer ? "next" : ""]},
      h("span", {class: "qz-slot-n"}, i === view.pointer && slot.to === null ? t("qz.slot_next", {n: i + 1}) : t("qz.slot", {n: i + 1})),
      slot.card ? h("span", {}, cardName(data, slot.card)) : h("span", {class: "muted"}, t("qz.no_card")),
      h("span", {}, `+${coinsText(slot.coins)}`),
      slot.to !== null ? h("span", {class: "muted"}, slotTo(slot.to, names)) : null))),
    h("p", {class: "muted"}, t("qz.track_note")));
}

const OUT = {left: () => t("qz.out_left"), scandal: () => t("qz.out_scandal"), last: () => t("qz.out_last")};

function status(view, seat) {
  if (view.phase === "ended") return "";
  const out = OUT[view.out[seat]];
  if (view.phase !== "mine") return out ? out() : "";
  return view.in_mine[seat] ? t("qz.in_mine") : out ? out() : t("qz.out_of_mine");
}

function handText(data, view, seat) {
  const cards = view.hands[seat];                  // null for another seat's hidden hand
  if (Array.isArray(cards)) return cards.length ? list(cards.map((c) => cardName(data, c))) : t("qz.no_cards");
  return t("qz.cards", {count: view.hand_sizes[seat]});
}

/** One dwarf: coins, cart, set-aside gems, gems on What Gem? Where?, chest, token and hand. */
export function dwarf(ctx, seat) {
  const {view, data, names} = ctx;
  const active = (ctx.state.active_seats || []).includes(seat);
  return h("li", {class: ["qz-dwarf", `seat-${seat}`, active ? "active" : "", view.in_mine[seat] ? "" : "outside"], dataset: {seat}},
    h("h4", {}, h("span", {class: ["worker", `seat-${seat}`], "aria-hidden": "true"}), `${names(seat)}`,
      view.turn === seat && view.phase === "mine" ? h("span", {class: "badge"}, t("qz.to_move")) : null),
    h("p", {class: "muted"}, [t("qz.coins", {count: view.coins[seat]}), status(view, seat), view.tokens[seat] ? t("qz.holds_token") : null]
      .filter(Boolean).join(" · ")),
    h("dl", {class: "qz-places"},
      h("dt", {}, thing(data, "cart")), h("dd", {class: "qz-cart"}, gems(data, view.carts[seat])),
      view.aside[seat].length ? [h("dt", {}, t("qz.aside")), h("dd", {}, gems(data, view.aside[seat]))] : null,
      view.wgw[seat] ? [h("dt", {}, t("qz.on_wgw", {card: cardName(data, "what_gem_where"), n: view.wgw[seat]})),
        h("dd", {}, gems(data, view.protected[seat], t("qz.nothing_yet")))] : null,
      view.pools[seat].length ? [h("dt", {}, t("qz.for_sale")), h("dd", {}, gems(data, view.pools[seat]))] : null,
      h("dt", {}, thing(data, "chest")), h("dd", {}, gems(data, view.chests[seat])),
      h("dt", {}, seat === ctx.seat ? t("qz.your_hand") : t("qz.hand")), h("dd", {}, handText(data, view, seat))));
}

/** The attack under way, in words: "Is That Yours? by Ada on Bot 2 (wants Ruby and Amber)". */
export function attackText(ctx, attack) {
  const {data, names} = ctx;
  return t("qz.attack", {card: cardName(data, attack.card), player: names(attack.player), target: names(attack.target),
    by: attack.giver !== attack.player ? t("qz.attack_by", {giver: names(attack.giver)}) : "",
    wants: attack.gems && attack.gems.length ? t("qz.attack_wants", {gems: gemsText(data, attack.gems)}) : ""});
}
