// Private tables: the host's invitation link and "invite a friend", the join page of a link, and
// the rematch on a finished game (the same for everyone at the table: the first click makes it).
import { get, post, session } from "../api.js";
import { act, announce, h, navigate, replace } from "../dom.js";
import { joinSeat } from "./join.js";

/** The host's invitations panel on an open game (nothing for anyone else). */
export function invitePanel(st) {
  if (st.game.created_by !== session.player.id) return null;
  const shown = h("div", {id: "invite-out"});
  const link = h("button", {type: "button", id: "invite-link", onclick: () => act(link, async () => {
    const made = await post(`/v1/games/${st.id}/invitations`, {});
    const field = h("input", {readonly: true, value: made.url, id: "invite-url", "aria-label": "Invitation link"});
    replace(shown, field);
    try { await navigator.clipboard.writeText(made.url); announce("Invitation link copied."); }
    catch { field.select(); announce("Select the link and copy it."); }
  })}, "Copy invitation link");
  const free = st.game.seats.filter((s) => !s.kind);
  const friend = h("select", {id: "invite-friend", "aria-label": "Friend"});
  const seat = h("select", {id: "invite-seat", "aria-label": "Seat"},
    free.map((s) => h("option", {value: s.seat}, `Seat ${s.seat + 1}`)));
  const send = h("button", {type: "button", id: "invite-send", onclick: () => act(send, async () => {
    await post(`/v1/games/${st.id}/invitations`, {friend: friend.value, seat: Number(seat.value)});
    announce(`${friend.value} is invited to seat ${Number(seat.value) + 1}.`);
  })}, "Invite a friend");
  get("/v1/players/me/friends").then((list) => replace(friend,
    list.friends.filter((f) => f.status === "friends").map((f) => h("option", {value: f.name}, f.name))));
  return h("section", {"aria-labelledby": "invite-h"}, h("h2", {id: "invite-h"}, "Invitations"),
    h("p", {class: "row"}, link), shown, free.length ? h("p", {class: "row"}, friend, seat, send) : null);
}

/** Rematch on a finished game, for the people who played it. */
export function rematchButton(st) {
  const me = session.player.id;
  if (!st.game.seats.some((s) => s.player_id === me)) return null;
  const button = h("button", {type: "button", id: "rematch", class: "primary", onclick: () => act(button, async () => {
    const game = await post(`/v1/games/${st.id}/rematch`);
    if (!game.seats.some((s) => s.player_id === me)) await joinSeat(game);
    navigate(`#/games/${game.id}`);
  })}, st.game.rematch ? "Join the rematch" : "Rematch");
  return h("p", {}, button);
}

/** The page an invitation link opens: join the table it invites to. */
export async function invitePage(main, id, token) {
  const join = h("button", {type: "button", id: "accept-invite", class: "primary", onclick: () => act(join, async () => {
    if (await joinSeat({id, seed_chosen: false}, null, {invitation: token})) navigate(`#/games/${id}`);
  })}, "Join the table");
  replace(main, h("h1", {}, "Invitation"),
    h("p", {}, `You are invited to a private table, as ${session.player.name}.`), h("p", {}, join));
}
