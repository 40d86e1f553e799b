// How a person reads seats: numbered from 1, people by name, each bot by its seat and level
// ("Bot 2 · medium"), so three bots at one level are still three players.

/** The name of `seat` in `game` (a game document), "(you)" after the viewer's own. */
export function seatName(game, seat, me = null) {
  const holder = seat === null || seat === undefined ? null : game.seats[seat];
  if (!holder) return seat === null || seat === undefined ? "the system" : `Seat ${seat + 1}`;
  const who = holder.kind === "bot" ? `Bot ${seat + 1} · ${holder.bot}` : holder.name || `Seat ${seat + 1} (open)`;
  return `${who}${me && holder.player_id === me ? " (you)" : ""}`;
}

/** A names(seat) function for a table, bound to a game document and the viewer. */
export function namer(game, me = null) {
  return (seat) => seatName(game, seat, me);
}

/** "1st", "2nd", "3rd", "4th": a place as a person reads it. */
export function ordinal(place) {
  const tail = place % 100 >= 11 && place % 100 <= 13 ? "th" : {1: "st", 2: "nd", 3: "rd"}[place % 10] || "th";
  return `${place}${tail}`;
}

/** The shown notice of a game whose deal the host chose (the server's `seed_chosen`). */
export const CHOSEN_SEED = "The host chose this game’s deal: they may know the cards.";
