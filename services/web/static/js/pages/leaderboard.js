// A game's leaderboard: players and bot levels by openskill rating (GET /v1/leaderboards/{game}),
// with my own rank and record (GET /v1/players/me/stats) and a switch to the other games.
import { catalog as readCatalog, get, session } from "../api.js";
import { h, navigate, replace } from "../dom.js";

export async function leaderboardPage(main, game) {
  replace(main, h("h1", {}, "Leaderboard"), h("p", {}, "Loading the ratings…"));
  const [catalog, board, mine] = await Promise.all([
    readCatalog(), get(`/v1/leaderboards/${game}?limit=100`), get("/v1/players/me/stats")]);
  const spec = catalog.games.find((g) => g.name === game) || {title: game};
  const pick = h("select", {id: "board-game", onchange: () => navigate(`#/leaderboards/${pick.value}`)},
    catalog.games.map((g) => h("option", {value: g.name, selected: g.name === game}, g.title)));
  const me = session.player && session.player.id;
  const own = mine.games.find((g) => g.game === game);
  replace(main,
    h("h1", {}, `${spec.title}: leaderboard`),
    h("p", {class: "row"}, h("label", {for: "board-game"}, "Game "), pick),
    h("p", {id: "my-rank"}, own ? `You: ${own.rank ? `rank ${own.rank}` : "not ranked yet"} · rating ${rating(own)} · ` +
      `${own.wins} win${own.wins === 1 ? "" : "s"} in ${own.games} game${own.games === 1 ? "" : "s"}` :
      "You have not finished a game of this yet."),
    board.entries.length ? h("div", {class: "scroll"}, h("table", {id: "leaderboard"},
      h("thead", {}, h("tr", {}, ["Rank", "Player", "Rating", "Games", "Wins"].map((c) => h("th", {scope: "col"}, c)))),
      h("tbody", {}, board.entries.map((e) => h("tr", {class: e.id === me ? "mine" : ""},
        h("td", {class: "num"}, String(e.rank)), h("th", {scope: "row"}, who(e, me)),
        h("td", {class: "num", title: `μ ${e.mu.toFixed(2)}, σ ${e.sigma.toFixed(2)}`}, rating(e)),
        h("td", {class: "num"}, String(e.games)), h("td", {class: "num"}, String(e.wins))))))) :
      h("p", {}, "No finished rated games yet."),
    h("p", {class: "muted"}, "The rating is openskill’s μ − 3σ: it rises with wins and with games played."));
}

function who(entry, me) {
  if (entry.id.startsWith("bot:")) return `Bot · ${entry.id.slice(4)}`;
  return `${entry.name || "a player"}${entry.id === me ? " (you)" : ""}`;
}

function rating(entry) {
  return entry.ordinal.toFixed(1);
}
