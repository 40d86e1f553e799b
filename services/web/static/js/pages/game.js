// The game page: before the start its seats (join, bots, start); then the table drawn from the
// seat's view with the legal actions as controls, live updates over SSE, the rounds, the final
// ranking and the log.
import { del, get, post, session } from "../api.js";
import { act, announce, duration, h, navigate, replace, showError, title } from "../dom.js";
import { follow } from "../sse.js";
import { tableFor } from "../tables/index.js";

export async function gamePage(main, id) {
  const st = {id, game: null, state: null, actions: [], rounds: null, result: null, log: [],
              seen: new Set(), live: "connecting", myTurn: false, pendingRefresh: null, loading: 0};
  replace(main, h("h1", {}, "Game"), h("p", {}, "Loading the game…"));
  const catalog = (await get("/v1/catalog")).games;
  await load(st);
  const spec = catalog.find((g) => g.name === st.game.game) || {title: st.game.game, bot_levels: [], round_name: "round"};
  st.spec = spec;
  st.table = await tableFor(st.game.game);
  const logBody = await get(`/v1/games/${id}/log`);
  for (const entry of logBody.entries) addEntry(st, entry);
  const view = () => render(main, st);
  st.render = view;
  view();
  const stream = follow(`/v1/games/${id}/events`, logBody.version, {
    onEntry: (entry) => { if (addEntry(st, entry)) schedule(st); },
    onState: (state, error) => {
      st.live = state;
      const badge = document.getElementById("live");
      if (badge) { badge.textContent = liveText(state); badge.dataset.state = state; }
      if (error && state === "stopped") showError(error);
    }});
  // A move that landed between reading the state and reading the log is in the log (so the stream,
  // which follows the log's version, never brings it): read the table again.
  if (!st.state || logBody.version !== st.state.version) schedule(st);
  return () => stream.stop();
}

function liveText(state) {
  return {live: "Live: connected", reconnecting: "Live: reconnecting…", stopped: "Live: off",
          connecting: "Live: connecting…"}[state] || state;
}

function addEntry(st, entry) {
  if (st.seen.has(entry.version)) return false;
  st.seen.add(entry.version);
  st.log.push(entry);
  return true;
}

async function load(st, tries = 3) {
  const ticket = ++st.loading;
  const base = `/v1/games/${st.id}`;
  const game = await get(base);
  let state = null, actions = {actions: []}, rounds = null, result = null;
  if (game.status !== "open") {
    [state, actions, rounds, result] = await Promise.all([
      get(`${base}/state`), get(`${base}/actions`), get(`${base}/rounds`), get(`${base}/result`)]);
  }
  if (ticket !== st.loading) return false;              // a newer load finished first
  if (state && actions.version !== state.version && tries > 1) return load(st, tries - 1);  // a move in between
  Object.assign(st, {game, state, actions: actions.actions, rounds, result});
  if (state && actions.version !== state.version) st.actions = [];   // still moving: the stream brings more
  return true;
}

function schedule(st) {
  clearTimeout(st.pendingRefresh);
  st.pendingRefresh = setTimeout(async () => {
    try {
      if (await load(st)) st.render();
    } catch (error) { showError(error); }
  }, 120);
}

function names(st) {
  const me = session.player && session.player.id;
  return (seat) => {
    const holder = st.game.seats[seat];
    if (seat === null || seat === undefined || !holder) return "the system";
    const who = holder.kind === "bot" ? `Bot (${holder.bot})` : holder.name || "open seat";
    return `${who}${holder.player_id && holder.player_id === me ? " (you)" : ""}`;
  };
}

function render(main, st) {
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
  const name = names(st);
  const wasMyTurn = st.myTurn;
  st.myTurn = Boolean(st.state && st.state.seat !== null && st.state.active_seats.includes(st.state.seat));
  if (st.myTurn && !wasMyTurn) announce("Your turn.");
  document.title = `${st.myTurn ? "(Your turn) " : ""}${st.spec.title} · Pithead`;
  const live = h("span", {id: "live", class: "live", dataset: {state: st.live}}, liveText(st.live));
  replace(main,
    h("h1", {}, st.spec.title, " ", h("span", {class: "muted"}, `· ${st.game.status}`)),
    h("p", {class: "meta"}, live, " · ", turnLine(st, name),
      st.game.clock ? ` · Turn clock: ${clockText(st.game.clock)}` : ""),
    st.game.status === "open" ? lobby(st, name) : null,
    st.state ? h("div", {class: "game"},
      h("section", {class: "table-area", "aria-labelledby": "table-h"},
        h("h2", {id: "table-h", class: "sr-only"}, "The table"),
        st.table.board({view: st.state.view, actions: st.actions, seat: st.state.seat, names: name,
                        data: st.table.data, replay: false, state: st.state, plan: st,
                        send: (actions, button) => send(st, actions, button), rerender: st.render})),
      h("aside", {class: "side"},
        st.result && st.result.finished ? ranking(st, name) : null,
        h("section", {"aria-labelledby": "rounds-h"}, h("h2", {id: "rounds-h"}, `${title(st.spec.round_name)}s`),
          st.table.rounds(st.rounds, name, st.table.data)),
        logPanel(st, name),
        tools(st))) : h("aside", {}, logPanel(st, name)));
  if (focused) {
    const again = main.querySelector(`[data-key="${CSS.escape(focused)}"]`);
    if (again && !again.disabled) again.focus({preventScroll: true});
  }
}

function clockText(clock) {
  if (clock.per_move) return `${duration(clock.per_move)} per move`;
  return `${duration(clock.bank)} in all, +${duration(clock.increment || 0)} a move`;
}

function turnLine(st, name) {
  if (st.game.status === "open") return "Waiting for players";
  if (st.result && st.result.finished) return "The game is over";
  if (st.myTurn) return h("strong", {class: "your-turn", id: "your-turn"}, "Your turn");
  if (st.state.awaiting_system) return "The system is scoring…";
  return `Waiting for ${st.state.active_seats.map(name).join(", ")}`;
}

async function send(st, actions, button) {
  return act(button, async () => {
    const body = {actions, expected_version: st.state.version};
    const done = await post(`/v1/games/${st.id}/actions`, body);
    st.plan_state = null;
    announce(`Sent ${actions.length === 1 ? "your move" : `${actions.length} steps`}.`);
    if (await load(st)) st.render();
    return done;
  });
}

function lobby(st, name) {
  const me = session.player.id;
  const mine = st.game.seats.find((s) => s.player_id === me);
  const host = st.game.created_by === me;
  const levels = st.spec.bot_levels || [];
  const full = st.game.seats.every((s) => s.kind);
  const rows = st.game.seats.map((seat) => {
    const controls = [];
    if (!seat.kind && !mine) {
      const join = h("button", {type: "button", onclick: () => act(join, async () => {
        await post(`/v1/games/${st.id}/seats`, {seat: seat.seat});
        schedule(st);
      })}, `Join seat ${seat.seat + 1}`);
      controls.push(join);
    }
    if (!seat.kind && host && levels.length) {
      const level = h("select", {"aria-label": `Bot level for seat ${seat.seat + 1}`},
        levels.map((l) => h("option", {value: l, selected: l === st.spec.default_bot_level}, l)));
      const add = h("button", {type: "button", onclick: () => act(add, async () => {
        await post(`/v1/games/${st.id}/bots`, {seat: seat.seat, level: level.value});
        schedule(st);
      })}, "Seat a bot");
      controls.push(level, add);
    }
    return h("li", {}, `Seat ${seat.seat + 1}: `, seat.kind ? name(seat.seat) : h("em", {}, "free"), " ", controls);
  });
  const start = host ? h("button", {type: "button", class: "primary", disabled: !full, onclick: () => act(start, async () => {
    await post(`/v1/games/${st.id}/start`);
    schedule(st);
  })}, full ? "Start the game" : "Start (every seat must be taken)") : null;
  const leave = mine ? h("button", {type: "button", onclick: () => act(leave, async () => {
    await del(`/v1/games/${st.id}/seats/me`);
    navigate("#/");
  })}, "Leave this game") : null;
  return h("section", {"aria-labelledby": "seats-h"}, h("h2", {id: "seats-h"}, "Seats"),
    h("ul", {class: "list", id: "seats"}, rows), h("p", {class: "row"}, start, leave),
    h("p", {class: "muted"}, "Share this page’s address: anyone signed in can open it and join a free seat."));
}

function ranking(st, name) {
  const rows = st.result.result.ranking.map((r) => h("tr", {class: st.result.result.winners.includes(r.seat) ? "winner" : ""},
    h("td", {}, String(r.place)), h("th", {scope: "row"}, name(r.seat)), h("td", {}, String(r.vp)),
    h("td", {}, Object.entries(r).filter(([k]) => !["seat", "place", "vp"].includes(k)).map(([k, v]) => `${k} ${v}`).join(", "))));
  return h("section", {"aria-labelledby": "result-h", id: "result"},
    h("h2", {id: "result-h"}, "Final ranking"),
    h("div", {class: "scroll"}, h("table", {}, h("thead", {}, h("tr", {}, ["Place", "Player", "VP", "Tie-break"].map((c) => h("th", {scope: "col"}, c)))),
      h("tbody", {}, rows))),
    h("p", {}, h("a", {class: "button", href: `#/games/${st.id}/replay`, id: "open-replay"}, "Watch the replay")));
}

function logPanel(st, name) {
  const items = st.log.slice(-200).reverse().map((entry) => h("li", {dataset: {version: entry.version}},
    h("span", {class: "muted"}, `v${entry.version} `),
    (entry.events || []).map((e) => st.table.describeEvent(e, name, st.table.data)).join("; ") || entry.kind));
  return h("section", {"aria-labelledby": "log-h"}, h("h2", {id: "log-h"}, "Log"),
    h("ol", {class: "log", id: "log", reversed: true}, items));
}

function tools(st) {
  const me = session.player.id;
  const seated = st.game.seats.some((s) => s.player_id === me);
  const out = [];
  if (st.game.status === "started" && seated) {
    const resign = h("button", {type: "button", onclick: () => {
      if (!window.confirm("Resign? A bot plays your seat on and you rank last.")) return;
      act(resign, async () => { await post(`/v1/games/${st.id}/resign`); schedule(st); });
    }}, "Resign");
    out.push(resign);
  }
  if (st.game.status === "finished") {
    const record = h("button", {type: "button", onclick: () => act(record, async () => {
      const body = await get(`/v1/games/${st.id}/record`);
      const link = h("a", {href: URL.createObjectURL(new Blob([JSON.stringify(body, null, 1)], {type: "application/json"})),
                          download: `${st.id}.json`});
      link.click();
      URL.revokeObjectURL(link.href);
    })}, "Download the game record");
    out.push(record);
  }
  return out.length ? h("section", {}, h("h2", {}, "This game"), h("p", {class: "row"}, out)) : null;
}
