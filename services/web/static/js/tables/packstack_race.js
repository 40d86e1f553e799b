// Pack & Stack's truck race: the revealed trucks big and clickable (a claim each), who revealed and
// who holds each, the open claim windows, and the top card of the pile.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { truckCard, truckText } from "./packstack_draw.js";
import { tables } from "./packstack_rules.js";
import { busy, submit } from "./packstack_send.js";

function racePlan(ctx) {
  const key = `${ctx.view.round}`;
  if (!ctx.plan.packstack_race || ctx.plan.packstack_race.key !== key) ctx.plan.packstack_race = {key, message: null};
  return ctx.plan.packstack_race;
}

function truckState(ctx, revealed) {
  const {view, names, seat} = ctx;
  const holder = view.trucks.indexOf(revealed.truck);
  if (holder >= 0) return {text: t("ps.taken_by", {who: names(holder)}), cls: "taken"};
  const window = view.windows.find((w) => w.truck === revealed.truck);
  if (window) return {text: t("ps.claimed_by", {who: window.claimants.map(names).join(", ")}), cls: "window"};
  if (revealed.by === seat) return {text: t("ps.your_reveal"), cls: "own"};
  return {text: t("ps.free"), cls: "free"};
}

function pick(ctx, plan, revealed, claims, sent) {
  const {names, data} = ctx;
  const action = claims.get(revealed.truck);
  const state = truckState(ctx, revealed);
  const truck = tables(data).trucks[revealed.truck];
  const label = t(action ? "ps.pick_label_claim" : "ps.pick_label", {truck: truckText(truck), who: names(revealed.by), state: state.text});
  const button = h("button", {type: "button", class: ["ps-truck-pick", state.cls], disabled: !action || sent || ctx.replay,
    "aria-label": label, dataset: {key: `ps-claim-${revealed.truck}`, truck: revealed.truck, action: action ? JSON.stringify(action) : null},
    onclick: () => submit(ctx, [action], button, plan)},
    truckCard(data, revealed.truck, {big: true}),
    h("span", {class: "ps-by muted"}, t("ps.revealed_by", {who: names(revealed.by)})),
    h("span", {class: "ps-state"}, state.text));
  return button;
}

function myLine(ctx, plan) {
  const {view, seat} = ctx;
  if (seat === null || seat === undefined) return null;
  const window = view.windows.find((w) => w.claimants.includes(seat));
  const sealed = view.sealed && view.sealed[String(seat)];
  const text = view.trucks[seat] ? t("ps.have_truck") :
    window ? t("ps.claim_waits", {truck: window.truck, ms: view.options.claim_window_ms}) :
    sealed ? t("ps.sealed_choice", {choice: sealed.claim ? t("ps.claim_of", {truck: sealed.claim}) : t("ps.the_top_card")}) :
    ctx.actions.length ? t("ps.click_a_truck") : t("ps.waiting");
  return h("p", {class: "ps-race-me", id: "ps-race-me", role: "status"}, plan.message ? `${plan.message} ` : "", text);
}

/** The race, while it runs. */
export function racePanel(ctx) {
  const {view} = ctx;
  const plan = racePlan(ctx);
  const sent = busy(ctx, plan);
  const claims = new Map(ctx.actions.filter((a) => a.type === "claim").map((a) => [a.truck, a]));
  const top = ctx.actions.find((a) => a.type === "take_top");
  const takeTop = h("button", {type: "button", id: "ps-take-top", dataset: {key: "ps-take-top"}, disabled: !top || sent || ctx.replay,
    onclick: () => submit(ctx, [top], takeTop, plan)}, t("ps.take_top", {count: Array.isArray(view.pile) ? view.pile.length : view.pile}));
  const limit = view.options.truck_race === "realtime" && view.options.race_limit_ms ?
    t("ps.race_limit", {s: Math.round(view.options.race_limit_ms / 1000)}) : "";
  return h("section", {class: "ps-race", id: "ps-race", "aria-labelledby": "ps-race-h"},
    h("h3", {id: "ps-race-h"}, view.phase === "race" ? t("ps.grab") : t("ps.choose_sealed")),
    h("details", {class: "ps-rules"}, h("summary", {}, t("ps.race_rules")),
      h("p", {}, limit, t("ps.race_rules_text", {ms: view.options.claim_window_ms}))),
    myLine(ctx, plan),
    h("div", {class: "ps-reveal"}, view.revealed.map((r) => pick(ctx, plan, r, claims, sent))),
    h("p", {}, takeTop));
}
