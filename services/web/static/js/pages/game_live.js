// Keeping the game page live: read the game, follow its event stream from the version that was
// read (so nothing between the read and the stream is lost), and read it again whenever the stream
// is ahead of the table drawn, has a gap, or a move was refused. A table older than the game's
// version is only ever drawn until the next read finishes.
import { get, post } from "../api.js";
import { act, announce, showError } from "../dom.js";
import { t } from "../i18n.js";
import { follow } from "../sse.js";

const STALE = new Set(["stale_version", "version_mismatch"]);
const MIN_READ_GAP_MS = 400;   // reads of the game at most 2.5 a second, however fast the bots move

/** Read the game document and, once started, its state, legal actions, rounds and result. */
export async function load(st) {
  const base = `/v1/games/${st.id}`;
  for (let tries = 0; ; tries++) {
    const game = await get(base);
    if (game.status === "open") {
      Object.assign(st, {game, state: null, actions: [], rounds: null, result: null, scores: null,
                         version: game.version});
      return;
    }
    const [state, actions] = await Promise.all([get(`${base}/state`), get(`${base}/actions`)]);
    // a move landed between the reads: read again, rather than offer actions of another version
    if ((actions.version !== state.version || game.version < state.version) && tries < 3) continue;
    // a move's answer drawn while this read was out is newer than what it read: drawing the read
    // would put the table of before the move back, the move offered again, and the stream, which
    // brought that move's entry already, would never ask for another read
    if (st.state && state.version < st.version) return;
    // a round is scored across a change of phase, and the result exists once the game is over:
    // read them only then (a page against instant bots stays far inside the token's rate limit)
    const over = state.status === "finished";
    const [rounds, result, scores] = await Promise.all([
      over || roundsMayChange(st, state) ? get(`${base}/rounds`) : st.rounds,
      over ? get(`${base}/result`) : {finished: false},
      over ? get(`${base}/scores`) : null]);
    Object.assign(st, {game, state, rounds, result, scores, version: state.version,
                       actions: actions.version === state.version ? actions.actions : []});
    return;
  }
}

/** Whether a round may have been scored since the table drawn: the phase changed, or the system
 * moved (rounds are scored by system steps), or every 8th read in case the stream missed both. */
function roundsMayChange(st, state) {
  st.reads = (st.reads || 0) + 1;
  if (!st.state || !st.rounds || st.state.phase !== state.phase || st.reads % 8 === 0) return true;
  return st.log.some((e) => e.kind === "play" && e.seat === null && e.version > st.state.version && e.version <= state.version);
}

/** Read the game again soon (one read at a time; another follows while the stream is ahead). */
export function refresh(st) {
  st.again = true;
  if (st.busy) return;
  st.busy = true;
  const wait = Math.max(40, (st.lastRead || 0) + MIN_READ_GAP_MS - Date.now());
  setTimeout(async () => {
    st.lastRead = Date.now();
    let delay = 0;
    try {
      st.again = false;
      await load(st);
      st.render();
    } catch (error) {
      showError(error);
      delay = 1000;                                   // the server is struggling: do not hammer it
    } finally {
      st.busy = false;
    }
    if (st.again || st.wanted > st.version) setTimeout(() => refresh(st), delay);
  }, wait);
}

/** The stream's entry at `version` exists: the table must reach it. */
function want(st, version) {
  if (version > st.wanted) st.wanted = version;
  if (st.wanted > st.version) refresh(st);
}

/** The table is known to be older than `version`: offer no move on it until it is read again. */
function behind(st, version) {
  const was = st.wanted > st.version;
  want(st, version);
  if (!was && st.wanted > st.version) st.render();
}

/** Whether the table drawn is older than a version the page knows of. */
export function isBehind(st) {
  return st.wanted > st.version;
}

/** Add a log entry once; false if it was there already. */
export function addEntry(st, entry) {
  if (st.seen.has(entry.version)) return false;
  st.seen.add(entry.version);
  st.log.push(entry);
  if (st.log.length > 1 && st.log[st.log.length - 2].version > entry.version) st.log.sort((a, b) => a.version - b.version);
  return true;
}

/** Fill the log from `after` (its first read, or a gap in the stream). */
async function readLog(st, after) {
  const body = await get(`/v1/games/${st.id}/log?after=${after}`);
  for (const entry of body.entries) addEntry(st, entry);
  want(st, body.version);
  st.render();
}

/** Follow the game's stream from the version read; returns the stream (stop() to end it). */
export function goLive(st, onState) {
  let last = st.version;
  const stream = follow(`/v1/games/${st.id}/events`, st.version, {
    onEntry: (entry) => {
      if (entry.kind === "chat") {                    // a chat line makes no version: never a gap
        if (st.onChat) st.onChat(entry.chat);
        return;
      }
      const gap = entry.version > last + 1;
      const from = last;
      last = Math.max(last, entry.version);
      const added = addEntry(st, entry);
      if (gap) readLog(st, from).catch(showError);     // entries the stream did not bring: read them
      // a newer entry: the table is behind; drawn (log and all) once it is read again
      if (entry.version > st.version) behind(st, entry.version);
      else if (added && !gap) st.render();
    },
    onState});
  readLog(st, 0).catch(showError);                    // the history up to now (the stream brings the rest)
  return stream;
}

/** Whether a move in the current phase carries the version it was chosen at: not when several seats
 * may act at once (simultaneous, real-time and response windows), where another seat's move is no
 * reason to refuse mine (README: such moves take effect in the order they reach the write). */
export function sendsVersion(st) {
  const phase = (st.spec.phases || []).find((p) => p.name === st.state.phase);
  if (phase && (phase.kind === "simultaneous" || phase.out_of_turn)) return false;
  return st.state.active_seats.length <= 1;
}

/** Draw the table from a move's answer (Prefer: return=representation) when it is all the page
 * needs: the same phase, the game not over (rounds and the result are read only then). */
function adopt(st, done) {
  const state = done.state;
  if (!state || !done.legal_actions || state.version <= st.version || state.status === "finished" ||
      !st.state || state.phase !== st.state.phase) return false;
  Object.assign(st, {state, version: state.version, actions: done.legal_actions.actions});
  if (st.wanted > st.version) refresh(st);           // the stream knows of a later move already
  st.render();
  return true;
}

/** Take a move's answer (Prefer: return=representation): drawn from it, or read again when the
 * page needs more than it carries. */
export function answered(st, done) {
  if (!adopt(st, done)) behind(st, done.version);
}

/** Send a batch of actions; after any refusal the table is read again, so it is never left stale. */
export function send(st, actions, button) {
  return act(button, async () => {
    const body = sendsVersion(st) ? {actions, expected_version: st.state.version} : {actions};
    let done;
    try {
      // the answer carries the seat's new view and legal actions: no read of the game per move
      done = await post(`/v1/games/${st.id}/actions`, body, {headers: {Prefer: "return=representation"}});
    } catch (error) {
      refresh(st);
      if (!STALE.has(error.code)) throw error;
      announce(t("game.moved_on"));
      return undefined;
    }
    st.plan_state = null;
    announce(t("game.sent", {count: actions.length}));
    answered(st, done);
    return done;
  });
}
