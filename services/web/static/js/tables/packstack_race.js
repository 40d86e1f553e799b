// Pack & Stack's truck race: the revealed trucks big and clickable (a claim each), who revealed and
// who holds each, the open claim windows, and the top card of the pile.
import { h } from "../dom.js";
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
  if (holder >= 0) return {text: `taken by ${names(holder)}`, cls: "taken"};
  const window = view.windows.find((w) => w.truck === revealed.truck);
  if (window) return {text: `claimed by ${window.claimants.map(names).join(", ")}: the window is open`, cls: "window"};
  if (revealed.by === seat) return {text: "your reveal: only the others may take it", cls: "own"};
  return {text: "free", cls: "free"};
}

function pick(ctx, plan, revealed, claims, sent) {
  const {names, data} = ctx;
  const action = claims.get(revealed.truck);
  const state = truckState(ctx, revealed);
  const truck = tables(data).trucks[revealed.truck];
  const label = `${action ? "Claim " : ""}${truckText(truck)}; revealed by ${names(revealed.by)}; ${state.text}`;
  const button = h("button", {type: "button", class: ["ps-truck-pick", state.cls], disabled: !action || sent || ctx.replay,
    "aria-label": label, dataset: {key: `ps-claim-${revealed.truck}`, truck: revealed.truck, action: action ? JSON.stringify(action) : null},
    onclick: () => submit(ctx, [action], button, plan)},
    truckCard(data, revealed.truck, {big: true}),
    h("span", {class: "ps-by muted"}, `revealed by ${names(revealed.by)}`),
    h("span", {class: "ps-state"}, state.text));
  return button;
}

function myLine(ctx, plan) {
  const {view, seat} = ctx;
  if (seat === null || seat === undefined) return null;
  const window = view.windows.find((w) => w.claimants.includes(seat));
  const sealed = view.sealed && view.sealed[String(seat)];
  const text = view.trucks[seat] ? "You have your truck: wait for the others." :
    window ? `Your claim on ${window.truck} waits for its window (${view.options.claim_window_ms} ms) to close.` :
    sealed ? `Your sealed choice: ${sealed.claim ? `claim ${sealed.claim}` : "the top card"}; revealed when everyone has chosen.` :
    ctx.actions.length ? "Click a truck to claim it, or take the top card of the pile." : "Waiting.";
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
    onclick: () => submit(ctx, [top], takeTop, plan)}, `Take the top card of the pile (${Array.isArray(view.pile) ? view.pile.length : view.pile} left)`);
  const limit = view.options.truck_race === "realtime" && view.options.race_limit_ms ?
    `Whoever has no truck ${Math.round(view.options.race_limit_ms / 1000)} s after the reveal takes the top card. ` : "";
  return h("section", {class: "ps-race", id: "ps-race", "aria-labelledby": "ps-race-h"},
    h("h3", {id: "ps-race-h"}, view.phase === "race" ? "Grab a truck!" : "Choose a truck: claims are revealed together"),
    h("details", {class: "ps-rules"}, h("summary", {}, "Race rules"),
      h("p", {}, limit, `Claims on one truck within ${view.options.claim_window_ms} ms count as simultaneous: the white die settles them. ` +
        "You may not take a truck you revealed; the last player without a truck takes the top card.")),
    myLine(ctx, plan),
    h("div", {class: "ps-reveal"}, view.revealed.map((r) => pick(ctx, plan, r, claims, sent))),
    h("p", {}, takeTop));
}
