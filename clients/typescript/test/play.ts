/**
 * A whole game of each table given against bots, with nothing but this client (tests/e2e/
 * test_sdk_typescript.py compiles it with `tsc --strict` and runs it under node):
 *
 *   node dist/test/play.js BASE_URL '[{"game": "quartz", "seats": 3, "seed": 11, "level": "random"}]'
 *
 * Seat 0 is this client's and moves at random among its legal actions, each sent back as the
 * client got it; bots hold the other seats. The games run at once; one JSON line per finished
 * game, and exit status 1 when any failed.
 */
import { createPitheadClient, type Action, type GameCreate, type PitheadClient, type Schemas }
  from "../src/index.js";

interface Table {
  game: GameCreate["game"];
  seats: number;
  seed: number;
  level: NonNullable<Schemas["Bot"]["level"]>;
}

const DEADLINE_MS = 120_000;

/** An answer of openapi-fetch; over the rate limit it waits as told; never a 5xx. */
async function call<T extends { response: Response }>(request: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    const answer = await request();
    const status = answer.response.status;
    if (status === 429 && tries < 10) {
      const wait = Number(answer.response.headers.get("Retry-After") ?? "1");
      await new Promise((done) => setTimeout(done, Math.min(2, wait) * 1000));
      continue;
    }
    if (status >= 500) throw new Error(`${answer.response.url} answered ${status}`);
    return answer;
  }
}

/** The parsed body of a 2xx answer, or an Error naming the problem. */
function must<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) {
    throw new Error(`${answer.response.url}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

/** A seeded random index below `n` (mulberry32): the same moves for the same seed. */
function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

async function player(baseUrl: string, name: string): Promise<PitheadClient> {
  const anonymous = createPitheadClient({ baseUrl });
  const created = must(await call(() => anonymous.POST("/v1/players", { body: { name } })));
  return createPitheadClient({ baseUrl, token: created.token });
}

async function openGame(api: PitheadClient, table: Table): Promise<string> {
  const body: GameCreate = { game: table.game, seats: table.seats, seed: table.seed };
  const game = must(await call(() => api.POST("/v1/games", { body })));
  const params = { path: { game_id: game.id } };
  for (let seat = 1; seat < table.seats; seat++) {
    must(await call(() => api.POST("/v1/games/{game_id}/bots", { params, body: { level: table.level } })));
  }
  const started = must(await call(() => api.POST("/v1/games/{game_id}/start", { params })));
  if (started.status !== "started") throw new Error(`${game.id} did not start`);
  return game.id;
}

async function play(api: PitheadClient, gameId: string, random: (n: number) => number): Promise<number> {
  const params = { path: { game_id: gameId } };
  const deadline = Date.now() + DEADLINE_MS;
  let moves = 0;
  while (Date.now() < deadline) {
    const state = must(await call(() => api.GET("/v1/games/{game_id}/state", { params })));
    if (state.status === "finished") return moves;
    if (state.active_seats.includes(0)) {
      const legal = must(await call(() => api.GET("/v1/games/{game_id}/actions", { params })));
      if (legal.actions.length > 0) {
        const action: Action = legal.actions[random(legal.actions.length)];
        const body = { actions: [action], expected_version: legal.version };
        const sent = await call(() => api.POST("/v1/games/{game_id}/actions", { params, body }));
        const status = sent.response.status;   // 409: a bot moved first
        if (status !== 200 && status !== 409) throw new Error(`${gameId}: ${status} ${JSON.stringify(sent.error)}`);
        moves += status === 200 ? 1 : 0;
        continue;
      }
    }
    // nothing to do: wait for the game's next change (a bot's move, the worker's step)
    const query = { after: String(state.version), wait: 2 };   // a feed cursor: "12", or "12-3" past a chat line
    await call(() => api.GET("/v1/games/{game_id}/events", { params: { ...params, query } }));
  }
  throw new Error(`${gameId} not over after ${DEADLINE_MS / 1000} s (${moves} moves)`);
}

async function wholeGame(baseUrl: string, table: Table): Promise<object> {
  const api = await player(baseUrl, "sdk-ts");
  const gameId = await openGame(api, table);
  const moves = await play(api, gameId, seeded(table.seed));
  const params = { path: { game_id: gameId } };
  const result = must(await call(() => api.GET("/v1/games/{game_id}/result", { params })));
  return { game: table.game, game_id: gameId, moves, finished: result.finished };
}

const [baseUrl, tables] = process.argv.slice(2);
const played = await Promise.allSettled((JSON.parse(tables) as Table[]).map((t) => wholeGame(baseUrl, t)));
for (const outcome of played) {
  if (outcome.status === "fulfilled") console.log(JSON.stringify(outcome.value));
  else console.error(String(outcome.reason));
}
process.exitCode = played.every((outcome) => outcome.status === "fulfilled") ? 0 : 1;
