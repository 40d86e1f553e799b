// Quartz's moves from the table: the turn (mine, leave, play a card from the hand with its target
// and gems), the decisions a card or the coal leaves the seat (keep, swap, pick, the coal check,
// What Gem? Where?, the last dwarf) and the free experience token. Every button sends one of the
// seat's legal actions (GET /actions), so the server's rules decide what is offered.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { cardEffect, cardFace, cardName, coinsText, gemName, gems, gemsText, thing } from "./quartz_draw.js";
import { countdown } from "./quartz_window.js";

const MOVES = {
  mine: () => t("qz.act.mine"),
  leave: () => t("qz.act.leave"),
  use_token: () => t("qz.act.use_token"),
  keep: (d, n, a) => (a.gems.length ? t("qz.act.keep", {gems: gemsText(d, a.gems)}) : t("qz.act.keep_nothing")),
  swap: (d, n, a) => (a.give === null ? t("qz.act.swap_none") : t("qz.act.swap", {give: gemName(d, a.give), take: gemName(d, a.take)})),
  pick: (d, n, a) => t("qz.act.pick", {gem: gemName(d, a.gem)}),
  scandal: () => t("qz.act.scandal"),
  protect: (d, n, a) => (a.gem === null ? t("qz.act.protect_none") :
    t("qz.act.protect", {gem: gemName(d, a.gem), card: cardName(d, "what_gem_where")})),
  take_reward: () => t("qz.act.take_reward"),
  dig_alone: () => t("qz.act.dig_alone"),
  stop: () => t("qz.act.stop"),
  sell: (d, n, a) => t("qz.act.sell", {gems: gemsText(d, a.keep)}),
};

/** One legal action in words (for the log of my own moves and for each button). */
export function describeMove(data, names, action) {
  if (action.type === "play") return playText(data, names, action);
  const describe = MOVES[action.type];
  return describe ? describe(data, names, action) : action.type;
}

function playText(data, names, action) {
  const words = {card: cardName(data, action.card), target: "target" in action ? names(action.target) : null};
  switch (action.card) {
    case "want_a_gem": return t("qz.act.play_swap", {...words, give: gemName(data, action.give), take: gemName(data, action.take)});
    case "is_that_yours": return t("qz.act.play_take", {...words, gems: gemsText(data, action.gems)});
    case "lend_me_a_hand": return t("qz.act.play_on", words);
    case "not_mine": return t("qz.act.play_coal", words);
    default: return t("qz.act.play", words);
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
    h("h3", {id: "qz-hand-h"}, t("qz.hand_h", {cards: t("qz.cards", {count: cards.length})})),
    cards.length ? h("ul", {class: "qz-cards"}, cards.map((card, i) => {
      const options = plays.filter((a) => a.card === card);
      const first = cards.indexOf(card) === i;     // a second copy plays the same way
      if (!options.length || !first) return h("li", {}, h("div", {class: "qz-card-box"}, cardFace(data, card)));
      const button = h("button", {type: "button", class: ["qz-card-button", chosen === card ? "chosen" : ""],
                                  "aria-pressed": chosen === card ? "true" : "false",
                                  dataset: {key: `card-${card}`, card},
                                  "aria-label": t("qz.play_label", {card: cardName(data, card), effect: cardEffect(data, card)}),
                                  onclick: () => playCard(ctx, card, options, button)}, cardFace(data, card));
      return h("li", {}, button);
    })) : h("p", {class: "muted"}, t("qz.no_cards")),
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
    h("h4", {id: "qz-choices-h"}, t("qz.card_effect", {card: cardName(data, card), effect: cardEffect(data, card)})),
    targets.map((target) => h("div", {class: "qz-target", role: "group", "aria-label": t("qz.on", {who: names(target)}), dataset: {target}},
      h("p", {}, h("strong", {}, t("qz.on", {who: names(target)})), " · ", thing(data, "cart"), ": ", gems(data, ctx.view.carts[target])),
      h("div", {class: "row"}, options.filter((a) => a.target === target).map((a, i) =>
        moveButton(ctx, a, `play-${card}-${target}-${i}`, {class: "primary"}))))),
    h("button", {type: "button", dataset: {key: "qz-cancel-card"}, onclick: () => { ctx.plan.qz_card = null; ctx.rerender(); }},
      t("qz.choose_another")));
}

const DECISIONS = {
  keep: (ctx, p) => [t("qz.dec.drew", {card: cardName(ctx.data, "roll_up_sleeves"), gems: gemsText(ctx.data, p.drawn)}), t("qz.dec.keep")],
  swap: (ctx, p) => [t("qz.dec.drew", {card: cardName(ctx.data, "found_it"), gems: gemsText(ctx.data, p.drawn)}), t("qz.dec.swap")],
  pick: (ctx, p) => [t("qz.dec.they_drew", {card: cardName(ctx.data, "lend_me_a_hand"), who: ctx.names(p.target), gems: gemsText(ctx.data, p.drawn)}),
    t("qz.dec.pick", {who: ctx.names(p.target)})],
  coal_check: () => [t("qz.dec.coal_check_h"), t("qz.dec.coal_check")],
  protect: (ctx, p) => [cardName(ctx.data, "what_gem_where"), t("qz.dec.protect", {count: p.left})],
  last_dwarf: (ctx) => [t("qz.dec.last_dwarf_h"), t("qz.dec.last_dwarf", {max: soloDraws(ctx.data)})],
  solo: (ctx) => [t("qz.dec.solo_h"), t("qz.dec.solo", {count: ctx.view.solo ? ctx.view.solo.draws : 0, max: soloDraws(ctx.data)})],
};

function soloDraws(data) {
  return data.variants.not_for_the_faint_hearted.max_solo_draws;
}

/** The decision a card or the coal left this seat, with its choices. */
export function decision(ctx) {
  const pending = ctx.view.pending;
  if (ctx.replay || !pending || pending.seat !== ctx.seat || !ctx.actions.length || ctx.view.window) return null;
  const [head, text] = (DECISIONS[pending.kind] || (() => [pending.kind, ""]))(ctx, pending);
  return h("section", {class: "qz-decision decision", id: "qz-decision", "aria-labelledby": "qz-decision-h", dataset: {kind: pending.kind}},
    h("h3", {id: "qz-decision-h"}, head, pending.kind === "coal_check" ? [" · ", countdown(ctx)] : null),
    pending.drawn ? h("p", {}, t("qz.drawn"), " ", gems(ctx.data, pending.drawn)) : null,
    h("p", {}, text),
    h("div", {class: "row"}, ctx.actions.map((a, i) => moveButton(ctx, a, `decide-${i}`, {class: i === 0 ? "primary" : ""}))));
}

function rewardText(data, view) {
  const slot = view.track[view.pointer];
  if (view.in_mine.filter(Boolean).length < 3 || !slot) return t("qz.reward_none");
  return t("qz.reward", {card: slot.card ? cardName(data, slot.card) : t("qz.no_card"), coins: coinsText(slot.coins)});
}

/** My turn: mine, leave (with the reward it brings), the token; cards are played from the hand. */
export function turn(ctx) {
  const {view, data} = ctx;
  if (ctx.replay || view.phase !== "mine" || view.pending || view.window || view.turn !== ctx.seat) return null;
  const mine = ctx.actions.find((a) => a.type === "mine");
  const leave = ctx.actions.find((a) => a.type === "leave");
  if (!leave) return null;
  const bag = Object.values(view.bag).reduce((a, b) => a + b, 0);
  return h("section", {class: "qz-turn decision", id: "qz-turn", "aria-labelledby": "qz-turn-h"},
    h("h3", {id: "qz-turn-h"}, t("qz.turn_h")),
    h("div", {class: "row"},
      mine ? moveButton(ctx, mine, "qz-mine", {id: "qz-mine", class: "primary"}) : h("span", {class: "muted"}, t("qz.bag_empty")),
      h("span", {class: "muted"}, t("qz.in_bag", {gems: t("qz.gems_n", {count: bag})}))),
    h("div", {class: "row"}, moveButton(ctx, leave, "qz-leave", {id: "qz-leave"}), h("span", {class: "muted"}, rewardText(data, view))),
    h("p", {class: "muted"}, t("qz.scandal_note")));
}

/** The experience token, usable out of turn (not inside my own decision or window: they offer it). */
export function token(ctx) {
  const use = ctx.actions.find((a) => a.type === "use_token");
  const window = ctx.view.window;
  const mine = window && window.seats.includes(ctx.seat) && !window.answered.includes(ctx.seat);
  if (ctx.replay || !use || mine || (ctx.view.pending && ctx.view.pending.seat === ctx.seat)) return null;
  return h("p", {class: "qz-token row"}, moveButton(ctx, use, "qz-token", {id: "qz-token"}));
}
