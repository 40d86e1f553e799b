// The replay viewer: a slider over GET /v1/games/{id}/replay?at=N, the table drawn from the full
// state after the N-th action (the game is over: nothing is hidden any more).
import { catalog as readCatalog, get } from "../api.js";
import { h, replace, showError } from "../dom.js";
import { t } from "../i18n.js";
import { tableFor } from "../tables/index.js";
import { namer } from "./seats.js";

export async function replayPage(main, id) {
  replace(main, h("h1", {}, t("replay.replay")), h("p", {}, t("replay.loading")));
  const [game, catalog] = await Promise.all([get(`/v1/games/${id}`), readCatalog()]);
  const spec = catalog.games.find((g) => g.name === game.game) || {title: game.game};
  const table = await tableFor(game.game);
  const first = await get(`/v1/games/${id}/replay`);
  const names = namer(game);
  const slider = h("input", {type: "range", id: "at", min: 0, max: first.total, value: first.total, step: 1});
  const output = h("output", {for: "at", id: "at-text"});
  const stage = h("div", {id: "replay-stage"});
  const back = h("button", {type: "button", "aria-label": t("replay.previous"), onclick: () => step(-1)}, "◀");
  const next = h("button", {type: "button", "aria-label": t("replay.next"), onclick: () => step(1)}, "▶");
  let timer = null, ticket = 0;

  function show(body) {
    slider.value = body.at;
    slider.setAttribute("aria-valuetext", t("replay.after_lower", {at: body.at, total: body.total}));
    const what = body.action ? `${names(body.action.seat)}: ${table.describeAction(body.action.action, table.data, names)}` : t("replay.deal");
    output.textContent = `${t("replay.after", {at: body.at, total: body.total})} — ${what}`;
    replace(stage, table.board({view: body.state, actions: [], seat: null, names, data: table.data,
                                replay: true, spec, state: {phase: body.phase, active_seats: body.active_seats}}));
  }

  function goTo(at) {
    const mine = ++ticket;                                   // only the latest answer is drawn
    get(`/v1/games/${id}/replay?at=${at}`).then((body) => { if (mine === ticket) show(body); }, showError);
  }

  function step(delta) {
    const at = Math.min(first.total, Math.max(0, Number(slider.value) + delta));
    slider.value = at;
    goTo(at);
  }

  slider.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => goTo(Number(slider.value)), 120);
  });
  replace(main, h("h1", {}, t("replay.title", {game: spec.title})),
    h("p", {}, h("a", {href: `#/games/${id}`}, t("replay.back"))),
    h("div", {class: "replay-controls"},
      h("label", {for: "at"}, t("replay.action")), back, slider, next), h("p", {}, output), stage);
  show(first);
  return () => clearTimeout(timer);
}
