// A best packing of a scored round's truck and load, beside the person's own: the round results
// carry only the optimal penalty, so the page asks the public bot service's `hard` level (the exact
// solver, proven optimal) to load that truck from the seat's own view set back to that loading.
import { get, post } from "../api.js";
import { act } from "../dom.js";
import { t } from "../i18n.js";

const POLL_MS = 400;
const WAIT_MS = 30_000;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The seat's view as it was while loading `entry`'s truck (the seat's own record only). */
function loadingView(view, seat, entry) {
  const {sealed, timers, timer, ...rest} = view;
  return {...rest, phase: "loading", active: [seat], windows: [],
          trucks: view.trucks.map((t, i) => (i === seat ? entry.truck : t === entry.truck ? null : t)),
          loads: view.loads.map((l, i) => (i === seat ? entry.load : l))};
}

async function solve(view, seat, entry) {
  let move = await post("/v1/bots/packstack/move", {level: "hard", view: loadingView(view, seat, entry), seat});
  for (let waited = 0; move.status === "pending" && waited < WAIT_MS; waited += POLL_MS) {
    await sleep(POLL_MS);
    move = await get(`/v1/bots/moves/${move.id}`);
  }
  if (move.status !== "done") throw new Error(t("ps.solver_failed", {why: move.error || t("ps.too_long")}));
  return move.actions[0].pieces;
}

/** Ask for a best packing of the seat's truck and load of `entry`'s round; kept on the page. */
export function askBest(ctx, record, entry, button) {
  return act(button, async () => {
    const pieces = await solve(ctx.view, ctx.seat, entry);
    ctx.plan.packstack_best = {...(ctx.plan.packstack_best || {}), [record.round]: pieces};
    ctx.rerender();
  });
}

/** The best packing asked for this round, if any. */
export function bestOf(ctx, round) {
  return (ctx.plan.packstack_best || {})[round] || null;
}
