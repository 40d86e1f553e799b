// Quartz's moves from the table: the turn (mine, leave, play a card from the hand with its target
// and gems), the decisions a card or the coal leaves the seat (keep, swap, pick, the coal check,
// What Gem? Where?, the last dwarf) and the free experience token. Every button sends one of the
// seat's legal actions (GET /actions), so the server's rules decide what is offered.
import { h } from "../dom.js";
import { cardFace, cardName, cardSpec, gemName, gems, gemsText } from "./quartz_draw.js";
import { countdown } from "./quartz_window.js";

/** One legal action in words (for the log of my own moves and for each button). */
export function describeMove(data, names, action) {
  const gem = (g) => gemName(data, g);
  switch (action.type) {
    case "mine": return "Mine: draw a gem from the bag";
    case "leave": return "Leave the mine";
    case "use_token": return "Use my experience token: one coal from my cart back to the bag";
    case "play": return playText(data, names, action);
    case "keep": return action.gems.length ? `Keep ${gemsText(data, action.gems)}` : "Keep nothing";
    case "swap": return action.give === null ? "Keep my cart as it is" : `Give ${gem(action.give)}, take ${gem(action.take)}`;
    case "pick": return `Take ${gem(action.gem)}`;
    case "scandal": return "Keep my token and accept the scandal";
    case "protect": return action.gem === null ? "Move nothing more" : `Move ${gem(action.gem)} onto What Gem? Where?`;
    case "take_reward": return "Take the last reward (the day ends)";
    case "dig_alone": return "Forfeit the last reward and dig on alone";
    case "stop": return "Stop digging (the day ends)";
    case "sell": return `Sell, keeping ${gemsText(data, action.keep)} in my chest`;
    default: return action.type;
  }
}

function playText(data, names, action) {
  const name = cardName(data, action.card);
  switch (action.card) {
    case "want_a_gem": return `${name}: give ${gemName(data, action.give)} to ${names(action.target)} for ${gemName(data, action.take)}`;
    case "is_that_yours": return `${name} on ${names(action.target)}: take ${gemsText(data, action.gems)}`;
    case "lend_me_a_hand": return `${name} on ${names(action.target)}`;
    case "not_mine": return `${name}: give a coal to ${names(action.target)}`;
    default: return `Play ${name}`;
  }
}

function moveButton(ctx, action, key, extra = {}) {
  const b = h("button", {type: "button", dataset: {key, action: JSON.stringify(action)}, ...extra,
                         onclick: () => ctx.send([action], b)}, describeMove(ctx.data, ctx.names, action));
  return b;
}

function chosenCard(ctx) {
  const choice = ctx.plan && ctx.plan.qz_card;
  return choice && choice.version === ctx.state.version ? choice.card : null;
}

/** The hand: each card with its face; a playable action card is a button (choices next). */
export function hand(ctx) {
  const {view, data} = ctx;
  const cards = view.hands[ctx.seat];
  if (!cards) return null;
  const plays = ctx.replay ? [] : ctx.actions.filter((a) => a.type === "play");
  const chosen = chosenCard(ctx);
  return h("section", {class: "qz-hand", id: "qz-hand", "aria-labelledby": "qz-hand-h"},
    h("h3", {id: "qz-hand-h"}, `Your hand: ${cards.length} card${cards.length === 1 ? "" : "s"}`),
    cards.length ? h("ul", {class: "qz-cards"}, cards.map((card, i) => {
      const options = plays.filter((a) => a.card === card);
      const first = cards.indexOf(card) === i;     // a second copy plays the same way
      if (!options.length || !first) return h("li", {}, h("div", {class: "qz-card-box"}, cardFace(data, card)));
      const button = h("button", {type: "button", class: ["qz-card-button", chosen === card ? "chosen" : ""],
                                  "aria-pressed": chosen === card ? "true" : "false",
                                  dataset: {key: `card-${card}`, card},
                                  "aria-label": `Play ${cardName(data, card)}: ${cardSpec(data, card).effect}`,
                                  onclick: () => playCard(ctx, card, options, button)}, cardFace(data, card));
      return h("li", {}, button);
    })) : h("p", {class: "muted"}, "No cards."),
    chosen ? cardChoices(ctx, chosen, plays.filter((a) => a.card === chosen)) : null);
}

function playCard(ctx, card, options, button) {
  if (options.length === 1 && !("target" in options[0])) return ctx.send(options, button);
  ctx.plan.qz_card = chosenCard(ctx) === card ? null : {version: ctx.state.version, card};
  ctx.rerender();
  return undefined;
}

/** The choices of the card picked: grouped by the dwarf it is played on. */
function cardChoices(ctx, card, options) {
  const {data, names} = ctx;
  const targets = [...new Set(options.map((a) => a.target))];
  return h("section", {class: "qz-choices decision", id: "qz-card-choices", "aria-labelledby": "qz-choices-h"},
    h("h4", {id: "qz-choices-h"}, `${cardName(data, card)}: ${cardSpec(data, card).effect}`),
    targets.map((t) => h("div", {class: "qz-target", role: "group", "aria-label": `On ${names(t)}`},
      h("p", {}, h("strong", {}, `On ${names(t)}`), " · cart: ", gems(data, ctx.view.carts[t])),
      h("div", {class: "row"}, options.filter((a) => a.target === t).map((a, i) =>
        moveButton(ctx, a, `play-${card}-${t}-${i}`, {class: "primary"}))))),
    h("button", {type: "button", dataset: {key: "qz-cancel-card"}, onclick: () => { ctx.plan.qz_card = null; ctx.rerender(); }},
      "Choose another move"));
}

const DECISIONS = {
  keep: (ctx, p) => [`Roll Up Your Sleeves: you drew ${gemsText(ctx.data, p.drawn)}`, "Keep any of them in your cart; the rest go back to the bag."],
  swap: (ctx, p) => [`Found It!: you drew ${gemsText(ctx.data, p.drawn)}`, "You may swap one gem of your cart for one drawn gem (not coal)."],
  pick: (ctx, p) => [`Lend Me a Hand: ${ctx.names(p.target)} drew ${gemsText(ctx.data, p.drawn)}`, `Take one; ${ctx.names(p.target)} keeps the other.`],
  coal_check: () => ["Two coal in your cart!", "Use your experience token to return one coal to the bag, or accept the scandal: your cart goes back to the bag and you leave the mine. When the time is up, the token is used."],
  protect: (ctx, p) => ["What Gem? Where?", `At the end of your turn you may move up to ${p.left} gem${p.left === 1 ? "" : "s"} of your cart onto it, safe from cards and scandals.`],
  last_dwarf: () => ["You are the last dwarf in the mine", "Take the last reward, or forfeit it to dig on alone (up to 4 gems; a second coal ends it)."],
  solo: (ctx) => ["Digging alone", `${ctx.view.solo ? ctx.view.solo.draws : 0} of 4 gems drawn.`],
};

/** The decision a card or the coal left this seat, with its choices. */
export function decision(ctx) {
  const pending = ctx.view.pending;
  if (ctx.replay || !pending || pending.seat !== ctx.seat || !ctx.actions.length || ctx.view.window) return null;
  const [head, text] = (DECISIONS[pending.kind] || (() => [pending.kind, ""]))(ctx, pending);
  return h("section", {class: "qz-decision decision", id: "qz-decision", "aria-labelledby": "qz-decision-h"},
    h("h3", {id: "qz-decision-h"}, head, pending.kind === "coal_check" ? [" ", countdown(ctx)] : null),
    pending.drawn ? h("p", {}, "Drawn: ", gems(ctx.data, pending.drawn)) : null,
    h("p", {}, text),
    h("div", {class: "row"}, ctx.actions.map((a, i) => moveButton(ctx, a, `decide-${i}`, {class: i === 0 ? "primary" : ""}))));
}

/** My turn: mine, leave (with the reward it brings), the token; cards are played from the hand. */
export function turn(ctx) {
  const {view, data} = ctx;
  if (ctx.replay || view.phase !== "mine" || view.pending || view.window || view.turn !== ctx.seat) return null;
  const mine = ctx.actions.find((a) => a.type === "mine");
  const leave = ctx.actions.find((a) => a.type === "leave");
  if (!leave) return null;
  const inMine = view.in_mine.filter(Boolean).length;
  const slot = view.track[view.pointer];
  const reward = inMine >= 3 && slot ? `take ${slot.card ? cardName(data, slot.card) : "no card"} and ${slot.coins} coin${slot.coins === 1 ? "" : "s"}` :
    "no reward: the last dwarf takes the last one";
  const bag = Object.values(view.bag).reduce((a, b) => a + b, 0);
  return h("section", {class: "qz-turn decision", id: "qz-turn", "aria-labelledby": "qz-turn-h"},
    h("h3", {id: "qz-turn-h"}, "Your turn: mine, play a card from your hand, or leave the mine"),
    h("div", {class: "row"},
      mine ? moveButton(ctx, mine, "qz-mine", {id: "qz-mine", class: "primary"}) : h("span", {class: "muted"}, "The bag is empty."),
      h("span", {class: "muted"}, `${bag} gems in the bag`)),
    h("div", {class: "row"}, moveButton(ctx, leave, "qz-leave", {id: "qz-leave"}), h("span", {class: "muted"}, reward)),
    h("p", {class: "muted"}, "Two coal in your cart is a scandal: everything in it goes back to the bag."));
}

/** The experience token, usable out of turn (not inside my own decision or window: they offer it). */
export function token(ctx) {
  const use = ctx.actions.find((a) => a.type === "use_token");
  const window = ctx.view.window;
  const mine = window && window.seats.includes(ctx.seat) && !window.answered.includes(ctx.seat);
  if (ctx.replay || !use || mine || (ctx.view.pending && ctx.view.pending.seat === ctx.seat)) return null;
  return h("p", {class: "qz-token row"}, moveButton(ctx, use, "qz-token", {id: "qz-token"}));
}
