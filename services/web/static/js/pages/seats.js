// How a person reads seats: numbered from 1, people by name, each bot by its seat and level
// ("Bot 2 · medium", «Бот 2 · средний»), so three bots at one level are still three players.
import { language, t } from "../i18n.js";

/** The name of `seat` in `game` (a game document), "(you)" after the viewer's own. */
export function seatName(game, seat, me = null) {
  const holder = seat === null || seat === undefined ? null : game.seats[seat];
  if (!holder) return seat === null || seat === undefined ? t("seat.system") : t("seat.title", {seat: seat + 1});
  const who = holder.kind === "bot" ? t("seat.bot", {seat: seat + 1, level: levelName(holder.bot)}) :
    holder.name || t("seat.open", {seat: seat + 1});
  return me && holder.player_id === me ? t("seat.you", {name: who}) : who;
}

/** A names(seat) function for a table, bound to a game document and the viewer. */
export function namer(game, me = null) {
  return (seat) => seatName(game, seat, me);
}

/** A bot level's name in the reader's language ("hard", «сильный»). */
export function levelName(level) {
  return t(`bot.${level}`);
}

/** A game's status in words ("started", «идёт»). */
export function statusName(status) {
  return t(`status.${status}`);
}

/** "1st", "2nd", "3rd", "4th" («1-е»): a place as a person reads it, by Intl's ordinal rules. */
export function ordinal(place) {
  return t(`place.${new Intl.PluralRules(language(), {type: "ordinal"}).select(place)}`, {place});
}

/** The shown notice of a game whose deal the host chose (the server's `seed_chosen`). */
export function chosenSeed() {
  return t("seat.chosen_seed");
}
