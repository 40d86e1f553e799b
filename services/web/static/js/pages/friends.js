// Friends: add by name (a request the other accepts by adding back), the list with accept and
// remove, and the open tables friends sit at (private ones only when they invite you).
import { del, get, post } from "../api.js";
import { act, announce, h, replace } from "../dom.js";

const SAID = {friends: "friend", incoming: "asks to be your friend", requested: "asked, no answer yet"};

export async function friendsPage(main) {
  const list = h("ul", {class: "list", id: "friends"});
  const tables = h("ul", {class: "list", id: "friend-tables"});
  const name = h("input", {id: "friend-name", required: true, maxlength: 40, autocomplete: "off"});
  const form = h("form", {class: "row", onsubmit: (event) => {
    event.preventDefault();
    act(event.submitter, async () => {
      const added = await post("/v1/players/me/friends", {name: name.value.trim()});
      announce(added.status === "friends" ? `${added.name} is your friend.` : `Asked ${added.name}.`);
      name.value = "";
      await fill(list, tables);
    });
  }}, h("label", {for: "friend-name"}, "Name: "), name, h("button", {type: "submit"}, "Add friend"));
  replace(main, h("h1", {}, "Friends"), form,
    h("section", {}, h("h2", {}, "Your friends"), list),
    h("section", {}, h("h2", {}, "Friends’ open tables"), tables));
  await fill(list, tables);
}

async function fill(list, tables) {
  const [mine, open] = await Promise.all([get("/v1/players/me/friends"), get("/v1/players/me/friends/tables")]);
  replace(list, mine.friends.length ? mine.friends.map((f) => {
    const accept = f.status === "incoming" ? h("button", {type: "button", onclick: () => act(accept, async () => {
      await post("/v1/players/me/friends", {name: f.name, player_id: f.player_id});
      await fill(list, tables);
    })}, "Accept") : null;
    const remove = h("button", {type: "button", onclick: () => act(remove, async () => {
      await del(`/v1/players/me/friends/${f.player_id}`);
      await fill(list, tables);
    })}, f.status === "incoming" ? "Decline" : "Remove");
    return h("li", {dataset: {status: f.status}}, h("strong", {}, f.name), ` · ${SAID[f.status]} `, accept, remove);
  }) : h("li", {class: "muted"}, "No friends yet: add one by name."));
  replace(tables, open.tables.length ? open.tables.map((t) => h("li", {},
    h("a", {href: `#/games/${t.game.id}`}, `${t.game.game} by ${t.game.seats.find((s) => s.player_id === t.game.created_by)?.name || "a friend"}`),
    t.invited ? ` · invited${t.invited_seat === null ? "" : ` to seat ${t.invited_seat + 1}`}` : "",
    t.game.private ? " · private" : "")) : h("li", {class: "muted"}, "None open now."));
}
