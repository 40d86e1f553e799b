// The front page: sign up (or use a token from another device); then my games (mine to move
// first), the open games to join, and the catalog.
import { api, catalog as readCatalog, get, post, session } from "../api.js";
import { act, ago, announce, h, navigate, replace, since } from "../dom.js";
import { setLanguage, t } from "../i18n.js";
import { joinLabel, joinSeat } from "./join.js";
import { chosenSeed, levelName, ordinal, statusName } from "./seats.js";

const RESULTS_SHOWN = 20;   // finished games whose place is read (one GET /result each)

export async function home(main) {
  if (!session.token) return signUp(main);
  replace(main, h("h1", {}, t("home.games")), h("p", {}, t("home.loading")));
  const [mine, open, catalog, notes] = await Promise.all([
    get("/v1/players/me/games?limit=50"), get("/v1/games?status=open&limit=50"), readCatalog(),
    get("/v1/players/me/notifications?limit=1")]);
  const titles = Object.fromEntries(catalog.games.map((g) => [g.name, g.title]));
  const me = session.player.id;
  const joinable = open.games.filter((g) => !g.seats.some((s) => s.player_id === me) && g.seats.some((s) => !s.kind));
  replace(main,
    h("h1", {}, t("home.games")),
    h("section", {"aria-labelledby": "mine-h"},
      h("h2", {id: "mine-h"}, t("home.my_games"), notes.unread ? h("a", {href: "#/notifications", class: "badge", id: "unread",
        "aria-label": t("home.unread", {count: notes.unread})}, t("page.number", {count: notes.unread})) : null),
      mine.games.length ? myGames(mine.games, titles, await places(mine.games)) :
        h("p", {}, t("home.no_games"), " ", h("a", {href: "#/new"}, t("home.start_one")), " ", t("home.or_join"))),
    h("section", {"aria-labelledby": "open-h"},
      h("h2", {id: "open-h"}, t("home.open_games")),
      joinable.length ? openGames(joinable, titles) : h("p", {}, t("home.no_open_games"))),
    h("section", {"aria-labelledby": "cat-h"},
      h("h2", {id: "cat-h"}, t("home.catalog")),
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
    " ", h("span", {class: "badge"}, g.my_turn ? t("home.your_turn") : statusName(g.status)),
    g.seat !== null && g.seat !== undefined ? h("span", {class: "muted"}, ` ${t("seat.n", {seat: g.seat + 1})}`) : null,
    placed[g.game_id] ? h("span", {class: ["badge", placed[g.game_id].won ? "won" : ""], dataset: {place: placed[g.game_id].place}},
      t("home.place", {place: ordinal(placed[g.game_id].place), of: placed[g.game_id].of, count: placed[g.game_id].vp})) : null,
    g.seat_lost ? h("span", {class: "badge"}, t("home.seat_lost")) : null,
    h("span", {class: "muted"}, " ", g.my_turn ? t("home.waiting", {time: since(g.waiting_since)}) : t("home.updated", {time: ago(g.updated_at)})),
    g.deadline ? h("span", {class: "muted"}, ` · ${t("home.clock_ends", {time: ago(g.deadline)})}`) : null)));
}

function openGames(games, titles) {
  return h("ul", {class: "list", id: "open-games"}, games.map((g) => {
    const free = g.seats.filter((s) => !s.kind).length;
    const join = h("button", {type: "button", onclick: () => act(join, async () => {
      if (await joinSeat(g)) location.hash = `#/games/${g.id}`;
    })}, joinLabel(g));
    join.setAttribute("aria-label", t(g.seed_chosen ? "home.join_chosen" : "home.join_label",
                                      {game: titles[g.game] || g.game, count: free, of: g.seats.length}));
    return h("li", {}, h("a", {href: `#/games/${g.id}`}, titles[g.game] || g.game), " ",
      h("span", {class: "muted"}, `${t("home.seats_free", {count: free, of: g.seats.length})} · ${t("home.opened", {time: ago(g.created_at)})} `), join,
      g.seed_chosen ? h("p", {class: "notice"}, chosenSeed()) : null);
  }));
}

function catalogCard(game) {
  return h("li", {class: "card"},
    h("h3", {}, game.title),
    h("p", {}, t("home.players_n", {min: game.seats.min, max: game.seats.max, count: game.seats.max}), " · ", t(`round.${game.round_name}.played`),
      game.simultaneous ? ` · ${t("home.simultaneous")}` : "", game.hidden_information ? ` · ${t("home.hidden")}` : ""),
    h("p", {class: "muted"}, game.has_bots ? t("home.bots", {levels: game.bot_levels.map((l) => levelName(l.name)).join(", ")}) : t("home.no_bots")),
    h("p", {class: "row"}, h("a", {class: "button", href: `#/new?game=${game.name}`}, t("home.new_game", {game: game.title})),
      game.has_bots ? h("a", {href: `#/leaderboards/${game.name}`}, t("board.leaderboard")) : null));
}

function signUp(main) {
  const name = h("input", {id: "name", name: "name", required: true, maxlength: 40, autocomplete: "nickname"});
  const token = h("input", {id: "token", name: "token", required: true, autocomplete: "off", spellcheck: "false"});
  const signUpForm = h("form", {class: "stack", onsubmit: (event) => {
    event.preventDefault();
    act(event.submitter, async () => {
      const player = await post("/v1/players", {name: name.value.trim()});
      session.save(player.token, player);
      announce(t("home.welcome_name", {name: player.name}));
      navigate(session.resume());
    });
  }},
    h("label", {for: "name"}, t("home.your_name")), name,
    h("button", {type: "submit"}, t("home.sign_up")));
  const tokenForm = h("form", {class: "stack", onsubmit: (event) => {
    event.preventDefault();
    act(event.submitter, async () => {
      const player = await get_me(token.value.trim());
      session.save(token.value.trim(), player);
      // the player's language comes along to this browser, unless this browser chose one itself
      if (player.language && !localStorage.getItem("pithead.language")) await setLanguage(player.language);
      navigate(session.resume());
    });
  }},
    h("label", {for: "token"}, t("home.token_label")), token,
    h("button", {type: "submit"}, t("home.use_token")));
  replace(main, h("h1", {}, t("home.welcome")),
    h("p", {}, t("home.intro")),
    h("section", {class: "split"},
      h("div", {}, h("h2", {}, t("home.new_here")), signUpForm),
      h("div", {}, h("h2", {}, t("home.played_before")), tokenForm)));
}

function get_me(token) {
  return api("GET", "/v1/players/me", undefined, {token});
}
