// The front page: sign up (or use a token from another device); then my games (mine to move
// first), the open games to join, and the catalog.
import { api, catalog as readCatalog, get, post, session } from "../api.js";
import { act, ago, announce, h, navigate, replace } from "../dom.js";
import { joinLabel, joinSeat } from "./join.js";
import { CHOSEN_SEED, ordinal } from "./seats.js";

const RESULTS_SHOWN = 20;   // finished games whose place is read (one GET /result each)

export async function home(main) {
  if (!session.token) return signUp(main);
  replace(main, h("h1", {}, "Games"), h("p", {}, "Loading your games…"));
  const [mine, open, catalog, notes] = await Promise.all([
    get("/v1/players/me/games?limit=50"), get("/v1/games?status=open&limit=50"), readCatalog(),
    get("/v1/players/me/notifications?limit=1")]);
  const titles = Object.fromEntries(catalog.games.map((g) => [g.name, g.title]));
  const me = session.player.id;
  const joinable = open.games.filter((g) => !g.seats.some((s) => s.player_id === me) && g.seats.some((s) => !s.kind));
  replace(main,
    h("h1", {}, "Games"),
    h("section", {"aria-labelledby": "mine-h"},
      h("h2", {id: "mine-h"}, "My games", notes.unread ? h("a", {href: "#/notifications", class: "badge", id: "unread",
        "aria-label": `${notes.unread} unread notifications`}, String(notes.unread)) : null),
      mine.games.length ? myGames(mine.games, titles, await places(mine.games)) :
        h("p", {}, "No games yet. ", h("a", {href: "#/new"}, "Start one"), " or join an open game below.")),
    h("section", {"aria-labelledby": "open-h"},
      h("h2", {id: "open-h"}, "Open games"),
      joinable.length ? openGames(joinable, titles) : h("p", {}, "No open games are waiting for players.")),
    h("section", {"aria-labelledby": "cat-h"},
      h("h2", {id: "cat-h"}, "Catalog"),
      h("ul", {class: "cards"}, catalog.games.map(catalogCard))));
}

/** My place and VP in each of my (first RESULTS_SHOWN) finished games, by game id. */
async function places(games) {
  const done = games.filter((g) => g.status === "finished" && g.seat !== null).slice(0, RESULTS_SHOWN);
  const results = await Promise.all(done.map((g) => get(`/v1/games/${g.game_id}/result`).catch(() => null)));
  const out = {};
  done.forEach((g, i) => {
    const ranking = results[i] && results[i].result ? results[i].result.ranking : null;
    const row = ranking && ranking.find((r) => r.seat === g.seat);
    if (row) out[g.game_id] = {place: row.place, vp: row.vp, of: ranking.length, won: row.place === 1};
  });
  return out;
}

function myGames(games, titles, placed) {
  return h("ul", {class: "list", id: "my-games"}, games.map((g) => h("li", {class: g.my_turn ? "turn" : ""},
    h("a", {href: `#/games/${g.game_id}`}, `${titles[g.game] || g.game}`),
    " ", h("span", {class: "badge"}, g.my_turn ? "your turn" : g.status),
    g.seat !== null && g.seat !== undefined ? h("span", {class: "muted"}, ` seat ${g.seat + 1}`) : null,
    placed[g.game_id] ? h("span", {class: ["badge", placed[g.game_id].won ? "won" : ""], dataset: {place: placed[g.game_id].place}},
      `${ordinal(placed[g.game_id].place)} of ${placed[g.game_id].of} · ${placed[g.game_id].vp} VP`) : null,
    g.seat_lost ? h("span", {class: "badge"}, "seat lost") : null,
    h("span", {class: "muted"}, g.my_turn ? ` waiting ${ago(g.waiting_since).replace(" ago", "")}` : ` updated ${ago(g.updated_at)}`),
    g.deadline ? h("span", {class: "muted"}, ` · clock ends ${ago(g.deadline)}`) : null)));
}

function openGames(games, titles) {
  return h("ul", {class: "list", id: "open-games"}, games.map((g) => {
    const free = g.seats.filter((s) => !s.kind).length;
    const join = h("button", {type: "button", onclick: () => act(join, async () => {
      if (await joinSeat(g)) location.hash = `#/games/${g.id}`;
    })}, joinLabel(g));
    join.setAttribute("aria-label", `Join ${titles[g.game] || g.game}, ${free} of ${g.seats.length} seats free` +
                      (g.seed_chosen ? "; the host chose the deal" : ""));
    return h("li", {}, h("a", {href: `#/games/${g.id}`}, titles[g.game] || g.game), " ",
      h("span", {class: "muted"}, `${free} of ${g.seats.length} seats free · opened ${ago(g.created_at)} `), join,
      g.seed_chosen ? h("p", {class: "notice"}, CHOSEN_SEED) : null);
  }));
}

function catalogCard(game) {
  return h("li", {class: "card"},
    h("h3", {}, game.title),
    h("p", {}, `${game.seats.min}–${game.seats.max} players · played in ${game.round_name}s`,
      game.simultaneous ? " · simultaneous turns" : "", game.hidden_information ? " · hidden information" : ""),
    h("p", {class: "muted"}, game.has_bots ? `Bots: ${game.bot_levels.map((l) => l.name).join(", ")}` : "No bots for this game"),
    h("p", {class: "row"}, h("a", {class: "button", href: `#/new?game=${game.name}`}, `New ${game.title} game`),
      game.has_bots ? h("a", {href: `#/leaderboards/${game.name}`}, "Leaderboard") : null));
}

function signUp(main) {
  const name = h("input", {id: "name", name: "name", required: true, maxlength: 40, autocomplete: "nickname"});
  const token = h("input", {id: "token", name: "token", required: true, autocomplete: "off", spellcheck: "false"});
  const signUpForm = h("form", {class: "stack", onsubmit: (event) => {
    event.preventDefault();
    act(event.submitter, async () => {
      const player = await post("/v1/players", {name: name.value.trim()});
      session.save(player.token, player);
      announce(`Welcome, ${player.name}. Your token is kept in this browser.`);
      navigate(session.resume());
    });
  }},
    h("label", {for: "name"}, "Your name"), name,
    h("button", {type: "submit"}, "Sign up"));
  const tokenForm = h("form", {class: "stack", onsubmit: (event) => {
    event.preventDefault();
    act(event.submitter, async () => {
      const player = await get_me(token.value.trim());
      session.save(token.value.trim(), player);
      navigate(session.resume());
    });
  }},
    h("label", {for: "token"}, "A token from another device"), token,
    h("button", {type: "submit"}, "Use this token"));
  replace(main, h("h1", {}, "Welcome to Pithead"),
    h("p", {}, "Play Glück Auf and other board games against people and bots, a move at a time."),
    h("section", {class: "split"},
      h("div", {}, h("h2", {}, "New here"), signUpForm),
      h("div", {}, h("h2", {}, "Played before"), tokenForm)));
}

function get_me(token) {
  return api("GET", "/v1/players/me", undefined, {token});
}
