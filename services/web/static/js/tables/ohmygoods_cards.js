// Oh My Goods!'s printed cards drawn from the game's data file: buildings (name, cost, VP, the
// resources they need, the good they make, their chain, the half-sun and the resource the card shows
// in the market), apprentices and goods. Cards are named by their printed name, never by their id.
import { h } from "../dom.js";

const SEP = " + ";

/** The data indexed once: card id -> the printed card, good -> value, apprentice -> sides. */
export function cardsOf(data) {
  if (data._omg) return data._omg;
  const cards = {};
  for (const type of data.building_types) {
    for (const raw of type.cards) {
      cards[raw.id] = {...raw, name: type.name_en, kind: type.kind === "grey" ? "grey" : "production", chain: raw.chain || type.chain || []};
    }
  }
  for (const raw of data.charburners) cards[raw.id] = {...raw, name: "Charburner", kind: "production", chain: raw.chain || []};
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
  if (!c) return "a card";
  if (c.effect && c.effect.type === "market_resource") return `${c.name} (+1 ${c.effect.resource})`;
  if (c.effect && c.effect.type === "extra_card") return `${c.name} (extra card)`;
  return c.name;
}

/** What a card counts for as a resource (its colour), in the market or discarded from a hand. */
export function resourceOf(data, id) {
  const c = card(data, id);
  return c ? c.resource : null;
}

export function goodValue(data, good) {
  return cardsOf(data).values[good] || 0;
}

/** The coin value of one good on a building (the building's good value). */
export function valueOn(data, id) {
  const c = card(data, id);
  return c && c.good ? c.good_value || goodValue(data, c.good) : 0;
}

export function inputsText(inputs) {
  const parts = Object.entries(inputs || {}).map(([res, n]) => (res === "any" ? `${n} of any kind` : `${n} ${res}`));
  return parts.length ? parts.join(SEP) : "nothing";
}

export function chainText(data, id) {
  const c = card(data, id);
  if (!c || !c.chain.length) return "";
  const items = c.chain.map((i) => `${i.item}${i.kind === "resource" ? " from your hand" : ""}`).join(SEP);
  return `${items} → ${c.chain.length > 1 ? `${c.chain.length} ${c.good}` : `1 ${c.good}`}`;
}

export function resourceChip(res, n) {
  return h("span", {class: ["omg-res", `res-${res}`]}, n === undefined ? res : `${n} ${res === "any" ? "any" : res}`);
}

function inputsFace(inputs) {
  const list = Object.entries(inputs || {});
  return h("span", {class: "omg-inputs"}, list.length ? list.map(([res, n]) => resourceChip(res, n)) : "—");
}

/** A card's words for a screen reader (and its title). */
export function cardWords(data, id) {
  const c = card(data, id);
  if (!c) return "a face-down card";
  const parts = [cardName(data, id), `cost ${c.cost}`, `${c.vp} VP`];
  if (c.kind === "production") parts.push(`needs ${inputsText(c.inputs)}`, `makes ${c.good} worth ${valueOn(data, id)}`);
  if (c.effect && c.effect.type === "extra_card") parts.push("1 extra card in phase I when you hold 3 or fewer");
  if (c.chain.length) parts.push(`chain: ${chainText(data, id)}`);
  if (c.resource) parts.push(`as a resource: ${c.resource}${c.half_sun ? ", half-sun" : ""}`);
  return parts.join("; ");
}

/** A full card face (hand, planned card, build chooser). */
export function cardFace(data, id, extra = {}) {
  const c = card(data, id);
  if (!c) return h("span", {class: "omg-card back", ...extra}, "face down");
  return h("span", {class: ["omg-card", `res-${c.resource || "none"}`, c.kind], title: cardWords(data, id), ...extra},
    h("span", {class: "omg-card-top"}, h("span", {class: "omg-cost", title: "cost in coins"}, `${c.cost}¢`),
      h("span", {class: "omg-name"}, cardName(data, id)), h("span", {class: "omg-vp"}, `${c.vp} VP`)),
    c.kind === "production" ? h("span", {class: "omg-card-mid"}, inputsFace(c.inputs), " → ",
      h("span", {class: "omg-good"}, `${c.good} ${valueOn(data, id)}¢`)) :
      h("span", {class: "omg-card-mid"}, c.effect && c.effect.type === "extra_card" ? "+1 card in phase I" : `+1 ${c.effect ? c.effect.resource : ""} in your market`),
    c.chain.length ? h("span", {class: "omg-chain"}, `Chain: ${chainText(data, id)}`) : null,
    h("span", {class: "omg-card-foot"}, c.resource ? resourceChip(c.resource) : null, c.half_sun ? h("span", {class: "omg-sun", title: "half-sun"}, "◐") : null));
}

/** A market card: only its resource and half-sun matter there (the rulebook's tip), its name small. */
export function marketCard(data, id) {
  const c = card(data, id);
  return h("li", {class: ["omg-mcard", `res-${c ? c.resource : "none"}`], title: cardWords(data, id)},
    resourceChip(c ? c.resource : "?"), c && c.half_sun ? h("span", {class: "omg-sun", "aria-label": "half-sun"}, "◐") : null,
    h("span", {class: "omg-small"}, cardName(data, id)));
}

export function apprenticeSide(data, cardId, side) {
  const sides = cardsOf(data).apprentices[cardId];
  return sides ? sides[side] : null;
}

export function apprenticeWords(data, cardId, side) {
  const a = apprenticeSide(data, cardId, side);
  if (!a) return "an apprentice";
  const needs = Object.entries(a.requires).map(([res, n]) => `${n} ${res} building${n > 1 ? "s" : ""}`).join(SEP);
  return `Apprentice (${needs}; ${a.cost} coins, ${a.vp} VP)`;
}

/** An apprentice card of the display: the buildings its hirer must own, its cost and VP. */
export function apprenticeFace(data, cardId, side) {
  const a = apprenticeSide(data, cardId, side);
  return h("span", {class: "omg-appr", title: apprenticeWords(data, cardId, side)},
    h("span", {class: "omg-card-top"}, h("span", {class: "omg-cost"}, `${a.cost}¢`), h("span", {class: "omg-name"}, "Apprentice"),
      h("span", {class: "omg-vp"}, `${a.vp} VP`)),
    h("span", {class: "omg-inputs", title: "buildings of these colours you must own"}, "Needs ",
      Object.entries(a.requires).map(([res, n]) => resourceChip(res, n))));
}
