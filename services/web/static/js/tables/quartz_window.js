// Quartz's response window as a dialog at the top of the table: the attack in words, the countdown
// to its time-out, the answers the seat holds (with what each does) and Pass; and the preference
// "pass automatically when I hold no answer" (this browser only: the server still opens the window
// for every target, so the window itself tells the others nothing about a hand).
import { get } from "../api.js";
import { h } from "../dom.js";
import { list, t } from "../i18n.js";
import { attackText, cardEffect, cardName, gemName } from "./quartz_draw.js";

const PREFERENCE = "pithead.quartz.autopass";
const AUTO_PASS_MS = 1200;       // long enough to see what happened, far inside any time-out
const deadlines = new Map();     // "<game>:<timer id>" -> when the window closes (ms since the epoch)
const passed = new Set();        // "<game>:<version>" the page has passed by itself
const focused = new Set();       // windows whose first control got the focus when they opened
let ticking = null;

export function autoPassOn() {
  return localStorage.getItem(PREFERENCE) === "1";
}

/** The preference as a labelled checkbox (kept in localStorage). */
export function preference(ctx) {
  const box = h("input", {type: "checkbox", id: "qz-autopass", checked: autoPassOn(), dataset: {key: "qz-autopass"},
    onchange: () => { localStorage.setItem(PREFERENCE, box.checked ? "1" : "0"); ctx.rerender(); }});
  return h("p", {class: "qz-pref"}, box, " ",
    h("label", {for: "qz-autopass"}, t("qz.autopass")),
    h("span", {class: "muted"}, " ", t("qz.autopass_note")));
}

/** What an answer in the window does, in words. */
export function describeAnswer(ctx, action) {
  const {data, names, view} = ctx;
  const words = {card: cardName(data, action.type), attacker: view.attack ? names(view.attack.player) : t("qz.the_attacker")};
  switch (action.type) {
    case "not_mine_either": return action.to === null ? t("qz.ans.coal_back", words) : t("qz.ans.coal_on", {...words, to: names(action.to)});
    case "stop_thief": return action.gem === null ? t("qz.ans.cancel_nothing", words) :
      t("qz.ans.cancel_take", {...words, gem: gemName(data, action.gem)});
    case "break_time": return t("qz.ans.break", words);
    case "pass": return view.attack ? t("qz.ans.pass_let", {card: cardName(data, view.attack.card)}) : t("qz.ans.pass");
    case "use_token": return t("qz.act.use_token");
    default: return action.type;
  }
}

function deadlineKey(ctx) {
  const timer = ctx.view.timer;
  return timer && timer.delay_ms ? `${ctx.state.game_id}:${timer.id}` : null;
}

/** When the window's timer is due: the write that opened it (the game's updated_at) plus its delay. */
function learnDeadline(ctx) {
  const key = deadlineKey(ctx);
  if (!key || deadlines.has(key) || ctx.replay) return;
  deadlines.set(key, Date.now() + ctx.view.timer.delay_ms);       // until the game says when it opened
  const delay = ctx.view.timer.delay_ms;
  get(`/v1/games/${ctx.state.game_id}`).then((game) => {
    if (game.updated_at) deadlines.set(key, Math.min(deadlines.get(key), game.updated_at + delay));
    tick();
  }).catch(() => {});   // the estimate from the page's own clock stays
}

function secondsLeft(deadline) {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

function tick() {
  const clocks = document.querySelectorAll(".qz-countdown[data-deadline]");
  for (const el of clocks) {
    const left = secondsLeft(Number(el.dataset.deadline));
    el.textContent = left ? t("qz.seconds_left", {count: left}) : t("qz.time_up");
    el.classList.toggle("urgent", left <= 5);
  }
  if (!clocks.length) { clearInterval(ticking); ticking = null; }
}

/** The countdown to the pending timer of the view (a window, the coal check, the sale). */
export function countdown(ctx) {
  const key = deadlineKey(ctx);
  if (!key || ctx.replay) return h("span", {class: "qz-countdown muted"}, t("qz.no_limit"));
  learnDeadline(ctx);
  const deadline = deadlines.get(key);
  if (!ticking) ticking = setInterval(tick, 250);
  return h("span", {class: "qz-countdown", id: "qz-countdown", role: "timer", "aria-live": "off",
                    dataset: {deadline: String(deadline)}}, t("qz.seconds_left", {count: secondsLeft(deadline)}));
}

/** Pass by itself (once a version) when the preference is on and the seat holds no answer. */
function autoPass(ctx, pass) {
  const key = `${ctx.state.game_id}:${ctx.state.version}`;
  if (passed.has(key)) return true;
  passed.add(key);
  setTimeout(() => {
    const button = document.getElementById("qz-pass");
    if (button && autoPassOn() && button.dataset.version === String(ctx.state.version)) ctx.send([pass], button);
  }, AUTO_PASS_MS);
  return true;
}

/** Move the focus into a window that just opened (keyboard and screen reader users land on it). */
function focusOnce(key) {
  if (focused.has(key)) return;
  focused.add(key);
  setTimeout(() => {
    const first = document.querySelector("#qz-window button");
    if (first) first.focus();
  }, 0);
}

/** The window at the top of the table: a dialog for its target, a notice for everyone else. */
export function responseWindow(ctx) {
  const {view, data, names} = ctx;
  if (!view.window || !view.attack) return null;
  const waiting = view.window.seats.filter((s) => !view.window.answered.includes(s));
  const attack = attackText(ctx, view.attack);
  const pass = ctx.actions.find((a) => a.type === "pass");
  if (ctx.replay || !waiting.includes(ctx.seat) || !pass) {
    return h("section", {class: "qz-window other", role: "status", id: "qz-window-other"},
      h("strong", {}, attack), " · ", t("qz.ev.window", {who: list(waiting.map(names))}), " ", countdown(ctx));
  }
  const answers = ctx.actions.filter((a) => view.window.actions.includes(a.type));
  const token = ctx.actions.find((a) => a.type === "use_token");
  const auto = !answers.length && autoPassOn() && autoPass(ctx, pass);
  focusOnce(`${ctx.state.game_id}:${ctx.state.version}`);
  const counter = view.window.actions[0];   // the one card that answers this attack
  const button = (action, key, extra = {}) => {
    const b = h("button", {type: "button", dataset: {key, action: JSON.stringify(action), version: String(ctx.state.version)},
                           onclick: () => ctx.send([action], b), ...extra}, describeAnswer(ctx, action));
    return b;
  };
  return h("section", {class: "qz-window mine", role: "dialog", "aria-modal": "false", "aria-labelledby": "qz-window-h",
                       "aria-describedby": "qz-window-d", id: "qz-window"},
    h("h3", {id: "qz-window-h"}, t("qz.on_you", {card: cardName(data, view.attack.card)}), " · ", countdown(ctx)),
    h("p", {id: "qz-window-d"}, attack, ". ", cardEffect(data, view.attack.card)),
    answers.length ? h("p", {id: "qz-can-answer"}, t("qz.can_answer", {card: cardName(data, counter), effect: cardEffect(data, counter)})) :
      h("p", {class: "muted", id: "qz-no-answer"}, t("qz.no_answer", {card: cardName(data, counter)})),
    h("div", {class: "row qz-answers"},
      answers.map((a, i) => button(a, `answer-${i}`, {class: "primary qz-answer"})),
      button(pass, "pass", {id: "qz-pass"}),
      token ? button(token, "window-token") : null),
    auto ? h("p", {class: "qz-autopassing", id: "qz-autopassing", role: "status"}, t("qz.autopassing")) : null,
    preference(ctx));
}
