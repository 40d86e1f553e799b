// Quartz's table: the response window at the top, the seat's move (its turn, a decision, the
// evening sale), its hand of cards, every dwarf's cart, chest and coins, the bag and the rewards.
import { h } from "../dom.js";
import { list, t } from "../i18n.js";
import { describeEvent as genericEvent } from "./generic.js";
import { attackText, bag, cardName, coinsText, dwarf, gemName, gemsText, num, track } from "./quartz_draw.js";
import { decision, describeMove, hand, token, turn } from "./quartz_decide.js";
import { comboName, rounds as dayResults, sale } from "./quartz_sale.js";
import { describeAnswer, preference, responseWindow } from "./quartz_window.js";

export const needsData = true;

function addStyles() {
  if (document.getElementById("quartz-css")) return;
  document.head.append(h("link", {rel: "stylesheet", href: "/app/quartz.css", id: "quartz-css"}));
}

let dataOf = null;   // the printed data, for the describers the page calls without it
const seatN = (s) => t("gen.seat_n", {seat: s + 1});

/** A move in words: describeAction(action, data, names) (names or data may be left out). */
export function describeAction(action, ...context) {
  const who = context.find((c) => typeof c === "function") || seatN;
  if (!dataOf) return genericEvent(action);
  if (["pass", "not_mine_either", "stop_thief", "break_time"].includes(action.type)) {
    return describeAnswer({data: dataOf, names: who, view: {}}, action);
  }
  return describeMove(dataOf, who, action);
}

function played(e, n, d) {
  const words = {who: n(e.seat), card: cardName(d, e.card), target: e.target === undefined ? null : n(e.target)};
  switch (e.card) {
    case "want_a_gem": return t("qz.ev.played_swap", {...words, give: gemName(d, e.give), take: gemName(d, e.take)});
    case "is_that_yours": return t("qz.ev.played_wanting", {...words, gems: gemsText(d, e.gems)});
    case "lend_me_a_hand": case "not_mine": return t("qz.ev.played_on", words);
    default: return t("qz.ev.played", words);
  }
}

function answered(e, n, d) {
  const line = t("qz.ev.answered", {who: n(e.seat), card: cardName(d, e.card)});
  if (e.card === "not_mine_either") return line + (e.to === null ? t("qz.ev.coal_back") : t("qz.ev.coal_on", {to: n(e.to)}));
  return line + (e.card === "stop_thief" && e.gem ? t("qz.ev.taking", {gem: gemName(d, e.gem)}) : "");
}

const noCard = (d, card) => (card ? cardName(d, card) : t("qz.no_card"));
const orNothing = (d, g) => (g ? gemName(d, g) : t("qz.nothing"));

const EVENTS = {
  GameStarted: (e, n) => ("first" in e ? t("qz.ev.day_started", {day: 1, first: n(e.first)}) : t("qz.ev.started")),
  CardsDealt: (e, n, d) => t("qz.ev.dealt", {who: n(e.seat), count: e.count}) +
    (e.secret && e.secret.cards ? `: ${list(e.secret.cards.map((c) => cardName(d, c)))}` : ""),
  RewardsLaid: (e, n, d) => t("qz.ev.rewards", {day: e.day,
    track: e.track.map((r) => `${noCard(d, r.card)} + ${num(r.coins)}`).join(" | ")}),
  TurnStarted: (e, n) => t("qz.ev.turn", {who: n(e.seat)}),
  GemMined: (e, n, d) => t("qz.ev.mined", {who: n(e.seat), gem: gemName(d, e.gem)}),
  LeftMine: (e, n, d) => t("qz.ev.left", {who: n(e.seat), gems: gemsText(d, e.gems)}),
  RewardTaken: (e, n, d) => t("qz.ev.reward_taken", {who: n(e.seat), slot: e.slot, card: noCard(d, e.card), coins: coinsText(e.coins)}),
  RewardDiscarded: (e) => t("qz.ev.reward_discarded", {slot: e.slot}),
  Scandal: (e, n, d) => t("qz.ev.scandal", {who: n(e.seat), gems: gemsText(d, e.gems)}) + (e.token_gained ? t("qz.ev.token_gained") : ""),
  CoalCheck: (e, n) => t("qz.ev.coal_check", {who: n(e.seat)}),
  TokenUsed: (e, n) => t("qz.ev.token_used", {who: n(e.seat)}),
  CoalCheckTimedOut: (e, n) => t("qz.ev.coal_check_late", {who: n(e.seat)}),
  GemProtected: (e, n, d) => t("qz.ev.protected", {who: n(e.seat), gem: gemName(d, e.gem), card: cardName(d, "what_gem_where")}),
  LastDwarf: (e, n) => t("qz.ev.last_dwarf", {who: n(e.seat)}),
  DiggingAlone: (e, n) => t("qz.ev.digging_alone", {who: n(e.seat)}),
  StoppedDigging: (e, n) => t("qz.ev.stopped", {who: n(e.seat)}),
  CardPlayed: played,
  GemsDrawn: (e, n, d) => t("qz.ev.drew", {who: n(e.seat), gems: gemsText(d, e.gems)}),
  GemsKept: (e, n, d) => t("qz.ev.kept", {who: n(e.seat), gems: gemsText(d, e.gems)}),
  GemsSwapped: (e, n, d) => (e.give ? t("qz.ev.swapped", {who: n(e.seat), give: gemName(d, e.give), take: gemName(d, e.take)}) :
    t("qz.ev.swapped_nothing", {who: n(e.seat)})),
  GemLost: (e, n, d) => t("qz.ev.lost", {who: n(e.seat), gem: gemName(d, e.gem), card: cardName(d, "tremor")}),
  WindowOpened: (e, n) => t("qz.ev.window", {who: list(e.seats.map(n))}) +
    (e.timeout_ms ? t("qz.ev.window_time", {count: e.timeout_ms / 1000}) : ""),
  Passed: (e, n) => t("qz.ev.passed", {who: n(e.seat)}),
  ResponsePlayed: answered,
  WindowClosed: (e) => (e.timed_out ? t("qz.ev.window_timed_out") : t("qz.ev.window_closed")),
  CoalGiven: (e, n) => t("qz.ev.coal_given", {to: n(e.to)}),
  CoalReturned: () => t("qz.ev.coal_returned"),
  AttackCancelled: (e, n, d) => t("qz.ev.cancelled", {who: n(e.seat), card: cardName(d, e.card)}) +
    (e.gems.length ? t("qz.ev.cancelled_took", {gems: gemsText(d, e.gems)}) : ""),
  GemsTaken: (e, n, d) => t("qz.ev.taken", {who: n(e.seat), gems: gemsText(d, e.gems), from: n(e.from)}),
  GemsShared: (e, n, d) => t("qz.ev.shared", {who: n(e.seat), gem: orNothing(d, e.gem), target: n(e.target), target_gem: orNothing(d, e.target_gem)}),
  DayEnded: (e) => t("qz.ev.day_ended", {day: e.day}),
  ChoiceSealed: (e, n) => t("qz.ev.sealed", {who: n(e.seat)}),
  DaySold: (e, n) => t("qz.ev.day_sold", {day: e.round, sales: list(e.sales.map((s) =>
    `${n(s.seat)} +${num(s.income)}` + (s.combo ? ` (${comboName(s.combo)})` : "")))}),
  DayStarted: (e, n) => t("qz.ev.day_started", {day: e.day, first: n(e.first)}),
  GameEnded: (e, n) => t("qz.ev.game_ended", {coins: list(e.coins.map((c, s) => t("qz.coins_of", {who: n(s), coins: coinsText(c)})))}),
};

export function describeEvent(event, names, data) {
  const d = data || dataOf;
  const describe = EVENTS[event.type];
  if (!describe || !d) return genericEvent(event, names);
  return describe(event, names || seatN, d);
}

export function rounds(body, names, data) {
  return dayResults(body, names, data || dataOf);
}

function phaseText(view, names) {
  if (view.phase === "mine") return view.turn === null ? "" : t("qz.phase_turn", {who: names(view.turn)});
  return view.phase === "sale" ? t("qz.phase_sale") : view.phase === "ended" ? t("qz.phase_ended") : t("qz.phase_selling");
}

function summary(ctx) {
  const {view, names, data} = ctx;
  const phase = phaseText(view, names);
  return h("section", {class: "qz-summary", "aria-labelledby": "qz-day-h"},
    h("h3", {id: "qz-day-h"}, phase ?
      t("qz.day_phase", {day: view.day, days: data.days.count, phase}) : t("qz.day_of", {day: view.day, days: data.days.count})),
    view.attack && !view.window ? h("p", {class: "qz-attack"}, h("strong", {}, attackText(ctx, view.attack))) : null);
}

function finalRow(ctx, s) {
  const {view, names, data} = ctx;
  const coins = view.coins[s], token = view.tokens[s] * data.experience_tokens.end_value, cards = view.card_coins[s];
  return h("tr", {}, h("th", {scope: "row"}, names(s)), h("td", {}, num(coins - cards - token)),
    h("td", {}, `+${num(cards)}`), h("td", {}, token ? `+${num(token)}` : "—"), h("td", {}, h("strong", {}, num(coins))));
}

/** After the fifth day: the hand cards and experience tokens sold on top of the last sale. */
function finalSale(ctx) {
  const {view, data} = ctx;
  if (view.phase !== "ended") return null;
  const heads = [t("qz.col_dwarf"), t("qz.col_after_day", {day: data.days.count}), t("qz.col_hand_cards"), t("qz.col_token"), t("qz.col_coins")];
  return h("section", {class: "qz-final", "aria-labelledby": "qz-final-h"},
    h("h3", {id: "qz-final-h"}, t("qz.final_h")),
    h("div", {class: "scroll"}, h("table", {},
      h("thead", {}, h("tr", {}, heads.map((c) => h("th", {scope: "col"}, c)))),
      h("tbody", {}, view.coins.map((_, s) => finalRow(ctx, s))))),
    h("p", {class: "muted"}, t("qz.final_note")));
}

function dwarves(ctx) {
  const count = ctx.view.coins.length;
  const order = Array.from({length: count}, (_, i) => (i + Math.max(0, ctx.seat ?? 0)) % count);   // me first, then clockwise
  return h("section", {class: "qz-dwarves", "aria-labelledby": "qz-dwarves-h"},
    h("h3", {id: "qz-dwarves-h"}, t("qz.dwarves")),
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
