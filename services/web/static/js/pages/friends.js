// Friends: add by name (a request the other accepts by adding back), the list with accept and
// remove, and the open tables friends sit at (private ones only when they invite you).
import { catalog as readCatalog, del, get, post } from "../api.js";
import { act, announce, h, replace } from "../dom.js";
import { t } from "../i18n.js";


export async function friendsPage(main) {
  const list = h("ul", {class: "list", id: "friends"});
  const tables = h("ul", {class: "list", id: "friend-tables"});
  const name = h("input", {id: "friend-name", required: true, maxlength: 40, autocomplete: "off"});
  const form = h("form", {class: "row", onsubmit: (event) => {
    event.preventDefault();
    act(event.submitter, async () => {
      const added = await post("/v1/players/me/friends", {name: name.value.trim()});
      announce(t(added.status === "friends" ? "friends.is_friend" : "friends.asked", {name: added.name}));
      name.value = "";
      await fill(list, tables);
    });
  }}, h("label", {for: "friend-name"}, t("friends.name")), " ", name, h("button", {type: "submit"}, t("friends.add")));
  replace(main, h("h1", {}, t("friends.title")), form,
    h("section", {}, h("h2", {}, t("friends.yours")), list),
    h("section", {}, h("h2", {}, t("friends.tables")), tables));
  await fill(list, tables);
}

async function fill(list, tables) {
  const [mine, open, catalog] = await Promise.all([get("/v1/players/me/friends"), get("/v1/players/me/friends/tables"),
    readCatalog()]);
  const titles = Object.fromEntries(catalog.games.map((g) => [g.name, g.title]));
  replace(list, mine.friends.length ? mine.friends.map((f) => {
    const accept = f.status === "incoming" ? h("button", {type: "button", onclick: () => act(accept, async () => {
      await post("/v1/players/me/friends", {name: f.name, player_id: f.player_id});
      await fill(list, tables);
    })}, t("friends.accept")) : null;
    const remove = h("button", {type: "button", onclick: () => act(remove, async () => {
      await del(`/v1/players/me/friends/${f.player_id}`);
      await fill(list, tables);
    })}, f.status === "incoming" ? t("friends.decline") : t("friends.remove"));
    return h("li", {dataset: {status: f.status}}, h("strong", {}, f.name), ` · ${t(`friends.status.${f.status}`)} `, accept, remove);
  }) : h("li", {class: "muted"}, t("friends.none")));
  replace(tables, open.tables.length ? open.tables.map((table) => h("li", {},
    h("a", {href: `#/games/${table.game.id}`}, t("friends.table", {game: titles[table.game.game] || table.game.game,
      host: table.game.seats.find((s) => s.player_id === table.game.created_by)?.name || t("friends.a_friend")})),
    table.invited ? ` · ${table.invited_seat === null ? t("friends.invited") : t("friends.invited_seat", {seat: table.invited_seat + 1})}` : "",
    table.game.private ? ` · ${t("friends.private")}` : "")) : h("li", {class: "muted"}, t("friends.none_open")));
}
