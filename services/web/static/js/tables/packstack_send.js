// Pack & Stack's moves go to the API without expected_version: the race and the sealed loading
// are simultaneous, so another seat's move in between is no conflict (the README: send none).
// The page reads the game again when the move comes back on its event stream.
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
      await post(`/v1/games/${ctx.state.game_id}/actions`, {actions});
      plan.sentAt = ctx.state.version;
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
