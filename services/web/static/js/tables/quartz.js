// Quartz's table: the response window at the top, the seat's move (its turn, a decision, the
// evening sale), its hand of cards, every dwarf's cart, chest and coins, the bag and the rewards.
import { h } from "../dom.js";
import { describeEvent as genericEvent } from "./generic.js";
import { attackText, bag, cardName, dwarf, gemName, gemsText, track } from "./quartz_draw.js";
import { decision, describeMove, hand, token, turn } from "./quartz_decide.js";
import { comboName, rounds as dayResults, sale } from "./quartz_sale.js";
import { describeAnswer, preference, responseWindow } from "./quartz_window.js";

export const needsData = true;

function addStyles() {
  if (document.getElementById("quartz-css")) return;
  document.head.append(h("link", {rel: "stylesheet", href: "/app/quartz.css", id: "quartz-css"}));
}

let dataOf = null;   // the printed data, for the describers the page calls without it

/** A move in words: describeAction(action, data, names) (names or data may be left out). */
export function describeAction(action, ...context) {
  const who = context.find((c) => typeof c === "function") || ((s) => `seat ${s + 1}`);
  if (!dataOf) return genericEvent(action);
  if (["pass", "not_mine_either", "stop_thief", "break_time"].includes(action.type)) {
    return describeAnswer({data: dataOf, names: who, view: {}}, action);
  }
  return describeMove(dataOf, who, action);
}

function played(e, n, d) {
  const card = cardName(d, e.card), who = n(e.seat);
  switch (e.card) {
    case "want_a_gem": return `${who} played ${card}: gave ${gemName(d, e.give)} to ${n(e.target)} for ${gemName(d, e.take)}`;
    case "is_that_yours": return `${who} played ${card} on ${n(e.target)}, wanting ${gemsText(d, e.gems)}`;
    case "lend_me_a_hand": case "not_mine": return `${who} played ${card} on ${n(e.target)}`;
    default: return `${who} played ${card}`;
  }
}

const EVENTS = {
  GameStarted: (e, n) => ("first" in e ? `Day 1 begins; ${n(e.first)} goes first` : "The game started"),
  CardsDealt: (e, n, d) => `${n(e.seat)} was dealt ${e.count} card${e.count === 1 ? "" : "s"}` +
    (e.secret && e.secret.cards ? `: ${e.secret.cards.map((c) => cardName(d, c)).join(", ")}` : ""),
  RewardsLaid: (e, n, d) => `Day ${e.day}'s rewards: ${e.track.map((t) => `${t.card ? cardName(d, t.card) : "no card"} + ${t.coins}`).join(" | ")}`,
  TurnStarted: (e, n) => `${n(e.seat)}'s turn`,
  GemMined: (e, n, d) => `${n(e.seat)} mined ${gemName(d, e.gem)}`,
  LeftMine: (e, n, d) => `${n(e.seat)} left the mine with ${gemsText(d, e.gems)}`,
  RewardTaken: (e, n, d) => `${n(e.seat)} took reward ${e.slot}: ${e.card ? cardName(d, e.card) : "no card"} and ${e.coins} coin${e.coins === 1 ? "" : "s"}`,
  RewardDiscarded: (e) => `Reward ${e.slot} was discarded`,
  Scandal: (e, n, d) => `Scandal! ${n(e.seat)}'s cart (${gemsText(d, e.gems)}) went back to the bag` + (e.token_gained ? "; an experience token gained" : ""),
  CoalCheck: (e, n) => `${n(e.seat)} has two coal: token or scandal?`,
  TokenUsed: (e, n) => `${n(e.seat)} used an experience token: a coal back to the bag`,
  CoalCheckTimedOut: (e, n) => `${n(e.seat)} did not decide in time: the token is used`,
  GemProtected: (e, n, d) => `${n(e.seat)} put ${gemName(d, e.gem)} on What Gem? Where?`,
  LastDwarf: (e, n) => `${n(e.seat)} is the last dwarf in the mine`,
  DiggingAlone: (e, n) => `${n(e.seat)} forfeits the last reward to dig on alone`,
  StoppedDigging: (e, n) => `${n(e.seat)} stopped digging`,
  CardPlayed: played,
  GemsDrawn: (e, n, d) => `${n(e.seat)} drew ${gemsText(d, e.gems)}`,
  GemsKept: (e, n, d) => `${n(e.seat)} kept ${gemsText(d, e.gems)}`,
  GemsSwapped: (e, n, d) => (e.give ? `${n(e.seat)} swapped ${gemName(d, e.give)} for ${gemName(d, e.take)}` : `${n(e.seat)} swapped nothing`),
  GemLost: (e, n, d) => `${n(e.seat)} lost ${gemName(d, e.gem)} in the tremor`,
  WindowOpened: (e, n) => `${e.seats.map(n).join(", ")} may answer` + (e.timeout_ms ? ` (${e.timeout_ms / 1000} s)` : ""),
  Passed: (e, n) => `${n(e.seat)} passed`,
  ResponsePlayed: (e, n, d) => `${n(e.seat)} answered with ${cardName(d, e.card)}` +
    (e.card === "not_mine_either" ? (e.to === null ? ": the coal goes back to the bag" : `: the coal goes on to ${n(e.to)}`) :
      e.card === "stop_thief" && e.gem ? `, taking ${gemName(d, e.gem)}` : ""),
  WindowClosed: (e) => (e.timed_out ? "Time is up: no answer counts as a pass" : "The answer is in"),
  CoalGiven: (e, n) => `A coal landed in ${n(e.to)}'s cart`,
  CoalReturned: () => "The coal went back to the bag",
  AttackCancelled: (e, n, d) => `${cardName(d, e.card)} was cancelled by ${n(e.seat)}` + (e.gems.length ? `, who took ${gemsText(d, e.gems)}` : ""),
  GemsTaken: (e, n, d) => `${n(e.seat)} took ${gemsText(d, e.gems)} from ${n(e.from)}`,
  GemsShared: (e, n, d) => `${n(e.seat)} got ${e.gem ? gemName(d, e.gem) : "nothing"}, ${n(e.target)} got ${e.target_gem ? gemName(d, e.target_gem) : "nothing"}`,
  DayEnded: (e) => `Day ${e.day} is over: the evening sale`,
  ChoiceSealed: (e, n) => `${n(e.seat)} chose what to sell`,
  DaySold: (e, n) => `Day ${e.round} sold: ${e.sales.map((s) => `${n(s.seat)} +${s.income}${s.combo ? ` (${comboName(s.combo)})` : ""}`).join(", ")}`,
  DayStarted: (e, n) => `Day ${e.day} begins; ${n(e.first)} goes first`,
  GameEnded: (e, n) => `The game is over: ${e.coins.map((c, s) => `${n(s)} ${c} coins`).join(", ")}`,
};

export function describeEvent(event, names, data) {
  const d = data || dataOf;
  const describe = EVENTS[event.type];
  if (!describe || !d) return genericEvent(event, names);
  return describe(event, names || ((s) => `seat ${s + 1}`), d);
}

export function rounds(body, names, data) {
  return dayResults(body, names, data || dataOf);
}

function summary(ctx) {
  const {view, names, data} = ctx;
  const phase = view.phase === "mine" ? (view.turn === null ? "" : `${names(view.turn)} to move`) :
    view.phase === "sale" ? "the evening sale" : view.phase === "ended" ? "the game is over" : "selling";
  return h("section", {class: "qz-summary", "aria-labelledby": "qz-day-h"},
    h("h3", {id: "qz-day-h"}, view.phase === "ended" ? `Day ${view.day} of ${data.days.count}: the game is over` :
      `Day ${view.day} of ${data.days.count}${phase ? `: ${phase}` : ""}`),
    view.attack && !view.window ? h("p", {class: "qz-attack"}, h("strong", {}, attackText(ctx, view.attack))) : null);
}

/** After the fifth day: the hand cards and experience tokens sold on top of the last sale. */
function finalSale(ctx) {
  const {view, names, data} = ctx;
  if (view.phase !== "ended") return null;
  const tokenValue = data.experience_tokens.end_value;
  return h("section", {class: "qz-final", "aria-labelledby": "qz-final-h"},
    h("h3", {id: "qz-final-h"}, "The end of the game: hand cards and tokens sold"),
    h("div", {class: "scroll"}, h("table", {},
      h("thead", {}, h("tr", {}, ["Dwarf", "After day 5", "Hand cards", "Token", "Coins"].map((c) => h("th", {scope: "col"}, c)))),
      h("tbody", {}, view.coins.map((coins, s) => {
        const token = view.tokens[s] * tokenValue;
        return h("tr", {}, h("th", {scope: "row"}, names(s)), h("td", {}, String(coins - view.card_coins[s] - token)),
          h("td", {}, `+${view.card_coins[s]}`), h("td", {}, token ? `+${token}` : "—"), h("td", {}, h("strong", {}, String(coins))));
      })))),
    h("p", {class: "muted"}, "Most coins wins; a tie goes to more coins from hand cards, then it is shared."));
}

function dwarves(ctx) {
  const count = ctx.view.coins.length;
  const order = Array.from({length: count}, (_, i) => (i + Math.max(0, ctx.seat ?? 0)) % count);   // me first, then clockwise
  return h("section", {class: "qz-dwarves", "aria-labelledby": "qz-dwarves-h"},
    h("h3", {id: "qz-dwarves-h"}, "Dwarves"),
    h("ul", {class: "qz-dwarf-list"}, order.map((s) => dwarf(ctx, s))));
}

export function board(ctx) {
  addStyles();
  dataOf = ctx.data;
  const seated = ctx.seat !== null && ctx.seat !== undefined;
  return h("div", {class: "qz", id: "qz-table", dataset: {version: ctx.replay ? null : String(ctx.state.version)}},
    responseWindow(ctx),
    summary(ctx),
    finalSale(ctx),
    seated ? decision(ctx) : null,
    seated ? turn(ctx) : null,
    seated ? sale(ctx) : null,
    seated ? token(ctx) : null,
    seated ? hand(ctx) : null,
    dwarves(ctx),
    h("div", {class: "qz-common"}, bag(ctx.data, ctx.view), track(ctx.data, ctx.view, ctx.names)),
    seated && !ctx.replay && !ctx.view.window && ctx.view.phase !== "ended" ? preference(ctx) : null);
}   // every legal move as a list: the page's "Every legal move" box under the table
