// The game page: before the start its seats (join, bots, start); then the table drawn from the
// seat's view with the legal actions as controls, live updates over SSE (game_live.js), the
// rounds, the final ranking with the score breakdown, and the log.
import { catalog as readCatalog, get, session } from "../api.js";
import { announce, clockText, h, heldWhilePressed, replace, showError } from "../dom.js";
import { list, t } from "../i18n.js";
import { actionButtons, board as genericBoard } from "../tables/generic.js";
import { tableFor } from "../tables/index.js";
import { answered, goLive, isBehind, load, refresh, send } from "./game_live.js";
import { chatPanel } from "./game_chat.js";
import { lobby, logPanel, ranking, seedNotice, tools } from "./game_panels.js";
import { hintPanel } from "./hint.js";
import { namer, statusName } from "./seats.js";

export async function gamePage(main, id) {
  const st = {id, game: null, state: null, actions: [], rounds: null, result: null, scores: null, log: [],
              seen: new Set(), live: "connecting", myTurn: false, version: 0, wanted: 0,
              busy: false, again: false, allMoves: false};
  replace(main, h("h1", {}, t("game.game")), h("p", {}, t("game.loading")));
  const [catalog] = await Promise.all([catalogGames(), load(st)]);
  st.spec = catalog.find((g) => g.name === st.game.game) || {title: st.game.game, bot_levels: [], round_name: "round", phases: []};   // i18n-ok: a key
  st.table = await tableFor(st.game.game);
  const left = new AbortController();   // the page is left: its listeners go
  st.render = heldWhilePressed(main, () => render(main, st), left.signal);
  st.refresh = () => refresh(st);
  st.render();
  // the stream follows from the version just read: a move after the read comes on it
  const stream = goLive(st, (state, error) => {
    st.live = state;
    const badge = document.getElementById("live");
    if (badge) { badge.textContent = liveText(state); badge.dataset.state = state; }
    if (error && state === "stopped") showError(error);
  });
  return () => { left.abort(); stream.stop(); };
}

async function catalogGames() {
  return (await readCatalog()).games;
}

function liveText(state) {
  return t(`game.live.${state}`);
}

function render(main, st) {
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
  const name = namer(st.game, session.player && session.player.id);
  const wasMyTurn = st.myTurn;
  st.myTurn = Boolean(st.state && !isBehind(st) && st.state.seat !== null && st.state.active_seats.includes(st.state.seat));
  if (st.myTurn && !wasMyTurn) announce(t("game.your_turn_said"));
  document.title = `${st.myTurn ? `${t("game.your_turn_title")} ` : ""}${st.spec.title} · Pithead`;   // i18n-ok: the name of the site
  const live = h("span", {id: "live", class: "live", dataset: {state: st.live}}, liveText(st.live));
  replace(main,
    h("h1", {}, st.spec.title, " ", h("span", {class: "muted"}, `· ${statusName(st.game.status)}`)),
    h("p", {class: "meta", id: "game-meta", dataset: {version: st.version}}, live, " · ", turnLine(st, name),
      st.game.clock ? ` · ${t("game.clock", {clock: clockText(st.game.clock)})}` : ""),
    seedNotice(st.game),
    st.game.status === "open" ? lobby(st, name) : null,
    st.state ? h("div", {class: "game"},
      h("section", {class: "table-area", "aria-labelledby": "table-h"},
        h("h2", {id: "table-h", class: "sr-only"}, t("game.the_table")),
        st.table.board(context(st, name)),
        allMoves(st, name)),
      h("aside", {class: "side"},
        st.result && st.result.finished ? ranking(st, name) : null,
        chatPanel(st),
        h("section", {"aria-labelledby": "rounds-h"}, h("h2", {id: "rounds-h"}, t(`round.${st.spec.round_name}.title`)),
          st.table.rounds(st.rounds, name, st.table.data)),
        hintPanel(st, name),
        logPanel(st, name),
        tools(st))) : h("aside", {}, chatPanel(st), logPanel(st, name)));
  if (focused) {
    const again = main.querySelector(`[data-key="${CSS.escape(focused)}"]`);
    if (again && !again.disabled) again.focus({preventScroll: true});
  }
}

/** What a table module draws from (only ever added to: the tables rely on each field). */
function context(st, name) {
  // a table known to be behind the game offers no move: it would only be refused as stale
  return {view: st.state.view, actions: isBehind(st) ? [] : st.actions, seat: st.state.seat, names: name,
          data: st.table.data, replay: false, state: st.state, plan: st, spec: st.spec,
          send: (actions, button) => send(st, actions, button), rerender: st.render, refresh: st.refresh,
          answered: (done) => answered(st, done)};
}

/** A drawn table's legal actions as a plain list too: for the keyboard, and any move the drawing lacks. */
function allMoves(st, name) {
  if (st.table.board === genericBoard || !st.actions.length || isBehind(st)) return null;
  const box = h("details", {class: "panel all-moves", id: "all-moves", open: st.allMoves,
                            ontoggle: () => { st.allMoves = box.open; }},
    h("summary", {}, t("game.every_move", {count: st.actions.length})),
    actionButtons({actions: st.actions, send: (actions, button) => send(st, actions, button), names: name},
                  (action) => st.table.describeAction(action, st.table.data, name)));
  return box;
}

function turnLine(st, name) {
  if (st.game.status === "open") return t("game.waiting_players");
  if (st.result && st.result.finished) return t("game.over");
  if (isBehind(st)) return h("span", {id: "catching-up"}, t("game.catching_up"));
  if (st.myTurn) return h("strong", {class: "your-turn", id: "your-turn"}, t("game.your_turn"));
  if (st.state.awaiting_system) return t("game.system_scoring");
  return t("game.waiting_for", {seats: list(st.state.active_seats.map(name))});
}
