// Pack & Stack's moves go to the API without expected_version: the race and the sealed loading
// are simultaneous, so another seat's move in between is no conflict (the README: send none).
// The move's answer carries the seat's new view and legal actions (Prefer: return=representation):
// the table is drawn from it, with no read of the game after the move.
import { post } from "../api.js";
import { act, announce } from "../dom.js";
import { t } from "../i18n.js";
import { REASONS } from "./packstack_rules.js";

/** True while a move of this plan is on its way or sent at the version shown (no second click). */
export function busy(ctx, plan) {
  return Boolean(plan.pending) || plan.sentAt === ctx.state.version;
}

/** Send `actions` for the seat; a refusal is put in words on `plan.message` and in the alert. */
export function submit(ctx, actions, button, plan) {
  plan.pending = true;
  plan.message = null;
  ctx.rerender();
  return act(button, async () => {
    try {
      const sentAt = ctx.state.version;
      const done = await post(`/v1/games/${ctx.state.game_id}/actions`, {actions},
                              {headers: {Prefer: "return=representation"}});
      plan.sentAt = sentAt;
      ctx.answered(done);
      announce(actions[0].type === "load" ? t("ps.load_sealed") : t("ps.sent"));
    } catch (error) {
      const why = error.code && REASONS[error.code];
      plan.message = t("ps.refused", {why: why || error.message});
      throw error;
    } finally {
      plan.pending = false;
      ctx.rerender();
    }
  });
}
