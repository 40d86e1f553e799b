// Joining a seat: a game whose deal the host chose is joined only after the person accepted that
// the host may know the cards (the server's `seed_chosen`, and its 409 `chosen_seed_not_accepted`
// for a join without the acceptance, whichever of the two this client meets first).
import { post } from "../api.js";
import { t } from "../i18n.js";
import { chosenSeed } from "./seats.js";

/** Join `game` (a game document) at `seat` (or any free seat), with `extra` in the body (an
 * invitation); false when the person declined. */
export async function joinSeat(game, seat = null, extra = {}) {
  const body = seat === null ? {...extra} : {...extra, seat};
  if (game.seed_chosen) {
    if (!window.confirm(t("seat.join_anyway", {notice: chosenSeed()}))) return false;
    body.accept_chosen_seed = true;
  }
  try {
    await post(`/v1/games/${game.id}/seats`, body);
  } catch (error) {
    if (error.code !== "chosen_seed_not_accepted" || body.accept_chosen_seed) throw error;
    if (!window.confirm(t("seat.join_anyway", {notice: chosenSeed()}))) return false;
    await post(`/v1/games/${game.id}/seats`, {...body, accept_chosen_seed: true});
  }
  return true;
}

/** The join button's words for a game (the chosen deal said on the button itself). */
export function joinLabel(game, seat = null) {
  const where = seat === null ? t("seat.join") : t("seat.join_seat", {seat: seat + 1});
  return game.seed_chosen ? t("seat.join_chosen", {join: where}) : where;
}
