// Private tables: the host's invitation link and "invite a friend", the join page of a link, and
// the rematch on a finished game (the same for everyone at the table: the first click makes it).
import { get, post, session } from "../api.js";
import { act, announce, h, navigate, replace, showError } from "../dom.js";
import { t } from "../i18n.js";
import { joinSeat } from "./join.js";

/** The host's invitations panel on an open game (nothing for anyone else). */
export function invitePanel(st) {
  if (st.game.created_by !== session.player.id) return null;
  // the link stays shown across the redraws its own write causes (the game's version moved)
  const field = () => h("input", {readonly: true, value: st.inviteUrl, id: "invite-url", class: "token", "aria-label": t("invite.link")});
  const shown = h("div", {id: "invite-out"}, st.inviteUrl ? field() : null);
  const link = h("button", {type: "button", id: "invite-link", onclick: () => act(link, async () => {
    st.inviteUrl = (await post(`/v1/games/${st.id}/invitations`, {})).url;
    const out = replace(document.getElementById("invite-out") || shown, field()).firstChild;
    try { await navigator.clipboard.writeText(st.inviteUrl); announce(t("invite.copied")); }
    catch { out.select(); announce(t("invite.select")); }
  })}, t("invite.copy"));
  const free = st.game.seats.filter((s) => !s.kind);
  const friend = h("select", {id: "invite-friend", "aria-label": t("invite.friend")},
    (st.friends || []).map((name) => h("option", {value: name}, name)));
  const seat = h("select", {id: "invite-seat", "aria-label": t("invite.seat")},
    free.map((s) => h("option", {value: s.seat}, t("seat.title", {seat: s.seat + 1}))));
  const send = h("button", {type: "button", id: "invite-send", onclick: () => act(send, async () => {
    await post(`/v1/games/${st.id}/invitations`, {friend: friend.value, seat: Number(seat.value)});
    announce(t("invite.invited", {name: friend.value, seat: Number(seat.value) + 1}));
  })}, t("invite.invite_friend"));
  if (!st.friends) {   // read once per visit of the page
    st.friends = [];
    get("/v1/players/me/friends").then((list) => {
      st.friends = list.friends.filter((f) => f.status === "friends").map((f) => f.name);
      if (st.friends.length) st.render();
    }).catch(showError);
  }
  return h("section", {"aria-labelledby": "invite-h"}, h("h2", {id: "invite-h"}, t("invite.title")),
    h("p", {class: "row"}, link), shown, free.length ? h("p", {class: "row"}, friend, seat, send) : null);
}

/** Rematch on a finished game, for the people who played it. */
export function rematchButton(st) {
  const me = session.player.id;
  if (!st.game.seats.some((s) => s.player_id === me || s.replaced_player_id === me)) return null;
  const button = h("button", {type: "button", id: "rematch", class: "primary", onclick: () => act(button, async () => {
    const game = await post(`/v1/games/${st.id}/rematch`);
    if (!game.seats.some((s) => s.player_id === me)) await joinSeat(game);
    navigate(`#/games/${game.id}`);
  })}, st.game.rematch ? t("invite.join_rematch") : t("invite.rematch"));
  return h("p", {}, button);
}

/** The page an invitation link opens: join the table it invites to. */
export async function invitePage(main, id, token) {
  const join = h("button", {type: "button", id: "accept-invite", class: "primary", onclick: () => act(join, async () => {
    if (await joinSeat({id, seed_chosen: false}, null, {invitation: token})) navigate(`#/games/${id}`);
  })}, t("invite.join"));
  replace(main, h("h1", {}, t("invite.invitation")),
    h("p", {}, t("invite.invited_as", {name: session.player.name})), h("p", {}, join));
}
