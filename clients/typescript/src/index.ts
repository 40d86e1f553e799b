/**
 * The Pithead API as a typed fetch client: openapi-fetch over the types that openapi-typescript
 * generates from clients/openapi.json into src/schema.d.ts (`make sdk`; never edited by hand).
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, operations, paths } from "./schema.js";

export type { components, operations, paths };
export type Schemas = components["schemas"];
/** An action of any game, as GET .../actions lists it and POST .../actions takes it. */
export type Action = Schemas["Action"];
export type ActionBatch = Schemas["ActionBatch"];
export type ActionsResult = Schemas["ActionsResult"];
export type Feed = Schemas["Feed"];
export type Game = Schemas["Game"];
/** The body of POST /v1/games: one per game, told apart by `game`. */
export type GameCreate = Schemas["GameCreate"];
export type LegalActions = Schemas["LegalActions"];
export type Problem = Schemas["Problem"];
export type State = Schemas["State"];
export type PitheadClient = Client<paths>;

export interface PitheadOptions {
  /** The API's base URL, e.g. http://127.0.0.1:8000 under `make run`. */
  baseUrl: string;
  /** The bearer token POST /v1/players answered once; none for the public routes. */
  token?: string;
  /** A fetch of your own (a test's, a runtime without a global fetch). */
  fetch?: typeof globalThis.fetch;
}

/** A client of the API: `api.GET("/v1/games/{game_id}/state", { params })` and so on. */
export function createPitheadClient(options: PitheadOptions): PitheadClient {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return createClient<paths>({ baseUrl: options.baseUrl, headers, fetch: options.fetch });
}
