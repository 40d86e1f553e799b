// A game's leaderboard: players and bot levels by openskill rating (GET /v1/leaderboards/{game}),
// with my own rank and record (GET /v1/players/me/stats) and a switch to the other games.
import { catalog as readCatalog, get, session } from "../api.js";
import { h, navigate, replace } from "../dom.js";
import { language, t } from "../i18n.js";
import { levelName } from "./seats.js";

export async function leaderboardPage(main, game) {
  replace(main, h("h1", {}, t("board.leaderboard")), h("p", {}, t("board.loading")));
  const [catalog, board, mine] = await Promise.all([
    readCatalog(), get(`/v1/leaderboards/${game}?limit=100`), get("/v1/players/me/stats")]);
  const spec = catalog.games.find((g) => g.name === game) || {title: game};
  const pick = h("select", {id: "board-game", onchange: () => navigate(`#/leaderboards/${pick.value}`)},
    catalog.games.map((g) => h("option", {value: g.name, selected: g.name === game}, g.title)));
  const me = session.player && session.player.id;
  const own = mine.games.find((g) => g.game === game);
  replace(main,
    h("h1", {}, t("board.title", {game: spec.title})),
    h("p", {class: "row"}, h("label", {for: "board-game"}, t("newgame.game")), " ", pick),
    h("p", {id: "my-rank"}, own ? [t("board.you", {rank: own.rank ? t("board.rank", {rank: own.rank}) : t("board.not_ranked"),
      rating: rating(own)}), " · ", t("board.wins", {count: own.wins}), " ", t("board.in_games", {count: own.games})] :
      t("board.none_finished")),
    board.entries.length ? h("div", {class: "scroll"}, h("table", {id: "leaderboard"},
      h("thead", {}, h("tr", {}, ["board.rank_col", "result.player", "board.rating", "board.games", "board.wins_col"].map((c) => h("th", {scope: "col"}, t(c))))),
      h("tbody", {}, board.entries.map((e) => h("tr", {class: e.id === me ? "mine" : ""},
        h("td", {class: "num"}, t("page.number", {count: e.rank})), h("th", {scope: "row"}, who(e, me)),
        h("td", {class: "num", title: `μ ${e.mu.toFixed(2)}, σ ${e.sigma.toFixed(2)}`}, rating(e)),
        h("td", {class: "num"}, t("page.number", {count: e.games})), h("td", {class: "num"}, t("page.number", {count: e.wins}))))))) :
      h("p", {}, t("board.no_games")),
    h("p", {class: "muted"}, t("board.about")));
}

function who(entry, me) {
  if (entry.id.startsWith("bot:")) return t("board.bot", {level: levelName(entry.id.slice(4))});
  const name = entry.name || t("board.a_player");
  return entry.id === me ? t("seat.you", {name}) : name;
}

function rating(entry) {
  return new Intl.NumberFormat(language(), {minimumFractionDigits: 1, maximumFractionDigits: 1}).format(entry.ordinal);
}
