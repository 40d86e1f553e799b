// The hint panel of a game created with hints (never rated): on your turn, "Hint" asks the game's
// strongest bot what it would do from your seat's view (POST .../seats/{seat}/hint; the worker
// thinks, GET /v1/bots/moves/{id} answers) and shows its move and its best alternatives.
import { get, post, session } from "../api.js";
import { act, h } from "../dom.js";
import { language, t } from "../i18n.js";
import { levelName } from "./seats.js";

const POLL_MS = 250;          // how often the page asks whether the bot has answered
const GIVE_UP_MS = 30000;     // a hint that takes longer is reported, not waited for

/** The panel, or nothing in a game without hints or for a spectator. */
export function hintPanel(st, name) {
  if (!st.game.hints || st.game.status !== "started" || !st.state || st.state.seat === null) return null;
  if (!st.game.seats.some((s) => s.player_id === session.player.id)) return null;
  const button = h("button", {type: "button", id: "hint-button", disabled: !st.myTurn,
                              onclick: () => act(button, () => ask(st))}, t("hint.hint"));
  const shown = st.hint && st.hint.version === st.version ? st.hint.body : null;
  return h("section", {id: "hints", "aria-labelledby": "hints-h"},
    h("h2", {id: "hints-h"}, t("hint.title")),
    h("p", {class: "muted"}, t("hint.not_rated")),
    h("p", {class: "row"}, button),
    shown ? answer(st, shown, name) : null);
}

async function ask(st) {
  const version = st.version;
  let body = await post(`/v1/games/${st.id}/seats/${st.state.seat}/hint`, {});
  const until = Date.now() + GIVE_UP_MS;
  while (body.status === "pending" && Date.now() < until) {
    await new Promise((done) => setTimeout(done, POLL_MS));
    body = await get(`/v1/bots/moves/${body.id}`);
  }
  if (body.status === "pending") throw new Error(t("hint.not_yet"));
  st.hint = {version, body};
  st.render();
}

function answer(st, body, name) {
  if (body.status !== "done") return h("p", {id: "hint-answer", class: "notice"}, t("hint.none", {error: body.error}));
  const say = (action) => st.table.describeAction(action, st.table.data, name);
  return h("div", {id: "hint-answer"},
    h("p", {}, t("hint.would_play", {level: levelName(body.level)}), " ", h("strong", {}, body.actions.map(say).join(t("hint.then")))),
    body.alternatives && body.alternatives.length ? h("ol", {id: "hint-alternatives"},
      body.alternatives.map((a) => h("li", {}, a.option && a.option.type ? say(a.option) : String(a.option),
        a.score === null || a.score === undefined ? "" : ` · ${t("hint.chance", {chance: percent(a.score)})}`))) : null);
}

function percent(score) {
  return new Intl.NumberFormat(language(), {style: "percent"}).format(score);
}
