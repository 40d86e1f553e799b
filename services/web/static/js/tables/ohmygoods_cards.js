// Oh My Goods!'s printed cards drawn from the game's data file: buildings (name, cost, VP, the
// resources they need, the good they make, their chain, the half-sun and the resource the card shows
// in the market), apprentices and goods. Cards are named by their printed name, never by their id;
// names come from the data's `names` in the reader's language, the words around them from the catalogs.
import { h } from "../dom.js";
import { language, list, loadMessages, printed, t } from "../i18n.js";

await loadMessages("ohmygoods");   // the table's messages (i18n/ohmygoods_<lang>.json)

const SEP = " + ";

/** A printed name of the game (resource.wood, good.coal, building.mill, side.sloppy, thing.master). */
export function named(data, key) {
  return printed(data, key, key.split(".").pop());
}

/** A printed name as a label's first word ("мастер" -> "Мастер"). */
export function capital(text) {
  return text.charAt(0).toLocaleUpperCase(language()) + text.slice(1);
}

export const resourceName = (data, res) => (res === "any" ? t("omg.any") : named(data, `resource.${res}`));
export const goodName = (data, good) => named(data, `good.${good}`);
export const thingName = (data, thing) => capital(named(data, `thing.${thing}`));
/** The master's working side as the rulebook prints it: "diligent" is its good work. */
export const sideName = (data, side) => named(data, side === "diligent" ? "side.good" : "side.sloppy");

/** Counted nouns of the sentences: "7 coins" / "7 монет", "2 goods" / "2 товара", "5 cards" / "5 карт". */
export const nCoins = (count) => t("omg.coins", {count});
export const nGoods = (count) => t("omg.n_goods", {count});
export const nCards = (count) => t("omg.n_cards", {count});

/** So many of a resource or good: "2 Clay" / "глина ×2". */
export function units(count, what) {
  return t("omg.units", {count, what});
}

/** The data indexed once: card id -> the printed card, good -> value, apprentice -> sides. */
export function cardsOf(data) {
  if (data._omg) return data._omg;
  const cards = {};
  for (const type of data.building_types) {
    const name = printed(data, `building.${type.id}`, type.name_en);
    for (const raw of type.cards) {
      cards[raw.id] = {...raw, name, kind: type.kind === "grey" ? "grey" : "production", chain: raw.chain || type.chain || []};
    }
  }
  const charburner = printed(data, "building.charburner");
  for (const raw of data.charburners) cards[raw.id] = {...raw, name: charburner, kind: "production", chain: raw.chain || []};
  const values = Object.fromEntries(data.goods.map((g) => [g.id, g.value]));
  const apprentices = Object.fromEntries(data.apprentices.cards.map((a) => [a.id, a.sides]));
  Object.defineProperty(data, "_omg", {value: {cards, values, apprentices}, enumerable: false});
  return data._omg;
}

export function card(data, id) {
  return cardsOf(data).cards[id] || null;
}

/** A card's printed name with what it adds when the name alone is ambiguous (the offices). */
export function cardName(data, id) {
  const c = card(data, id);
  if (!c) return t("omg.a_card");
  if (c.effect && c.effect.type === "market_resource") return t("omg.office_resource", {name: c.name, resource: resourceName(data, c.effect.resource)});
  if (c.effect && c.effect.type === "extra_card") return t("omg.office_card", {name: c.name});
  return c.name;
}

/** What a card counts for as a resource (its colour), in the market or discarded from a hand. */
export function resourceOf(data, id) {
  const c = card(data, id);
  return c ? c.resource : null;
}

/** A hand card named with the resource it counts for: "Mill (Grain)". */
export function handCard(data, id) {
  const res = resourceOf(data, id);
  return res ? `${cardName(data, id)} (${resourceName(data, res)})` : cardName(data, id);
}

/** Hand cards in words: "Mill (Grain), Bakery (Clay) and ...". */
export function handCards(data, cards) {
  return list(cards.map((c) => handCard(data, c)));
}

export function goodValue(data, good) {
  return cardsOf(data).values[good] || 0;
}

/** The coin value of one good on a building (the building's good value). */
export function valueOn(data, id) {
  const c = card(data, id);
  return c && c.good ? c.good_value || goodValue(data, c.good) : 0;
}

export function inputsText(data, inputs) {
  const parts = Object.entries(inputs || {}).map(([res, n]) => (res === "any" ? t("omg.any_n", {count: n}) : units(n, resourceName(data, res))));
  return parts.length ? parts.join(SEP) : t("omg.nothing");
}

export function chainText(data, id) {
  const c = card(data, id);
  if (!c || !c.chain.length) return "";
  const items = c.chain.map((i) => (i.kind === "resource" ? t("omg.from_hand", {item: resourceName(data, i.item)}) : goodName(data, i.item))).join(SEP);
  return `${items} → ${units(c.chain.length, goodName(data, c.good))}`;
}

export function resourceChip(data, res, n) {
  return h("span", {class: ["omg-res", `res-${res}`]}, n === undefined ? resourceName(data, res) : units(n, resourceName(data, res)));
}

function inputsFace(data, inputs) {
  const shown = Object.entries(inputs || {});
  return h("span", {class: "omg-inputs"}, shown.length ? shown.map(([res, n]) => resourceChip(data, res, n)) : "—");
}

/** A card's words for a screen reader (and its title). */
export function cardWords(data, id) {
  const c = card(data, id);
  if (!c) return t("omg.face_down_card");
  const parts = [cardName(data, id), t("omg.w.cost", {coins: nCoins(c.cost)}), t("omg.vp", {count: c.vp})];
  if (c.kind === "production") {
    parts.push(t("omg.w.needs", {inputs: inputsText(data, c.inputs)}), t("omg.w.makes", {good: goodName(data, c.good), count: valueOn(data, id)}));
  }
  if (c.effect && c.effect.type === "extra_card") parts.push(t("omg.w.extra_card"));
  if (c.chain.length) parts.push(t("omg.w.chain", {chain: chainText(data, id)}));
  if (c.resource) parts.push(t("omg.w.as_resource", {resource: resourceName(data, c.resource)}));
  if (c.half_sun) parts.push(t("omg.half_sun"));
  return parts.join("; ");
}

function effectText(data, c) {
  if (c.effect && c.effect.type === "extra_card") return t("omg.extra_card_short");
  return t("omg.market_plus", {resource: c.effect ? resourceName(data, c.effect.resource) : ""});
}

/** A full card face (hand, planned card, build chooser). */
export function cardFace(data, id, extra = {}) {
  const c = card(data, id);
  if (!c) return h("span", {class: "omg-card back", ...extra}, t("omg.face_down"));
  return h("span", {class: ["omg-card", `res-${c.resource || "none"}`, c.kind], title: cardWords(data, id), ...extra},
    h("span", {class: "omg-card-top"}, h("span", {class: "omg-cost", title: t("omg.cost_title")}, `${c.cost}¢`),
      h("span", {class: "omg-name"}, cardName(data, id)), h("span", {class: "omg-vp"}, t("omg.vp", {count: c.vp}))),
    c.kind === "production" ? h("span", {class: "omg-card-mid"}, inputsFace(data, c.inputs), " → ",
      h("span", {class: "omg-good"}, `${goodName(data, c.good)} ${valueOn(data, id)}¢`)) :
      h("span", {class: "omg-card-mid"}, effectText(data, c)),
    c.chain.length ? h("span", {class: "omg-chain"}, t("omg.chain", {chain: chainText(data, id)})) : null,
    h("span", {class: "omg-card-foot"}, c.resource ? resourceChip(data, c.resource) : null,
      c.half_sun ? h("span", {class: "omg-sun", title: t("omg.half_sun")}, "◐") : null));
}

/** A market card: only its resource and half-sun matter there (the rulebook's tip), its name small. */
export function marketCard(data, id) {
  const c = card(data, id);
  return h("li", {class: ["omg-mcard", `res-${c ? c.resource : "none"}`], title: cardWords(data, id)},
    c ? resourceChip(data, c.resource) : h("span", {class: "omg-res"}, "?"),
    c && c.half_sun ? h("span", {class: "omg-sun", "aria-label": t("omg.half_sun")}, "◐") : null,
    h("span", {class: "omg-small"}, cardName(data, id)));
}

export function apprenticeSide(data, cardId, side) {
  const sides = cardsOf(data).apprentices[cardId];
  return sides ? sides[side] : null;
}

export function apprenticeWords(data, cardId, side) {
  const a = apprenticeSide(data, cardId, side);
  if (!a) return thingName(data, "apprentice");
  const needs = Object.entries(a.requires).map(([res, n]) => t("omg.buildings_of", {count: n, resource: resourceName(data, res)})).join(SEP);
  return t("omg.apprentice_words", {apprentice: thingName(data, "apprentice"), needs, coins: nCoins(a.cost),
                                    vp: t("omg.vp", {count: a.vp})});
}

/** An apprentice card of the display: the buildings its hirer must own, its cost and VP. */
export function apprenticeFace(data, cardId, side) {
  const a = apprenticeSide(data, cardId, side);
  return h("span", {class: "omg-appr", title: apprenticeWords(data, cardId, side)},
    h("span", {class: "omg-card-top"}, h("span", {class: "omg-cost"}, `${a.cost}¢`), h("span", {class: "omg-name"}, thingName(data, "apprentice")),
      h("span", {class: "omg-vp"}, t("omg.vp", {count: a.vp}))),
    h("span", {class: "omg-inputs", title: t("omg.appr_needs_title")}, t("omg.appr_needs"), " ",
      Object.entries(a.requires).map(([res, n]) => resourceChip(data, res, n))));
}
