// The game page's side panels: the seats before the start, the final ranking with each seat's
// score broken down (GET /scores), the log, the seed notice and the game's tools.
import { del, get, post, session } from "../api.js";
import { act, h, navigate, title } from "../dom.js";
import { t } from "../i18n.js";
import { invitePanel, rematchButton } from "./invite.js";
import { joinLabel, joinSeat } from "./join.js";
import { refresh } from "./game_live.js";
import { chosenSeed, levelName, ordinal } from "./seats.js";

/** The notice on a game whose deal the host chose (nothing otherwise). */
export function seedNotice(game) {
  return game.seed_chosen ? h("p", {class: "notice", id: "seed-notice"}, chosenSeed()) : null;
}

export function lobby(st, name) {
  const me = session.player.id;
  const mine = st.game.seats.find((s) => s.player_id === me);
  const host = st.game.created_by === me;
  const levels = (st.spec.bot_levels || []).map((l) => l.name);
  const full = st.game.seats.every((s) => s.kind);
  const rows = st.game.seats.map((seat) => {
    const controls = [];
    if (!seat.kind && !mine) {
      const join = h("button", {type: "button", onclick: () => act(join, async () => {
        if (await joinSeat(st.game, seat.seat)) refresh(st);
      })}, joinLabel(st.game, seat.seat));
      controls.push(join);
    }
    if (!seat.kind && host && levels.length) {
      const level = h("select", {"aria-label": t("lobby.bot_level", {seat: seat.seat + 1})},
        levels.map((l) => h("option", {value: l, selected: l === st.spec.default_bot_level}, levelName(l))));
      const add = h("button", {type: "button", onclick: () => act(add, async () => {
        await post(`/v1/games/${st.id}/bots`, {seat: seat.seat, level: level.value});
        refresh(st);
      })}, t("lobby.seat_bot"));
      controls.push(level, add);
    }
    return h("li", {}, seat.kind ? name(seat.seat) : [`${t("newgame.seat_label", {seat: seat.seat + 1})} `, h("em", {}, t("lobby.free"))], " ", controls);
  });
  const start = host ? h("button", {type: "button", class: "primary", disabled: !full, onclick: () => act(start, async () => {
    await post(`/v1/games/${st.id}/start`);
    refresh(st);
  })}, full ? t("lobby.start") : t("lobby.start_not_full")) : null;
  const leave = mine ? h("button", {type: "button", onclick: () => act(leave, async () => {
    await del(`/v1/games/${st.id}/seats/me`);
    navigate("#/");
  })}, t("lobby.leave")) : null;
  return [h("section", {"aria-labelledby": "seats-h"}, h("h2", {id: "seats-h"}, t("lobby.seats")),
    h("ul", {class: "list", id: "seats"}, rows), h("p", {class: "row"}, start, leave),
    h("p", {class: "muted"}, st.game.private ? t("lobby.private") : t("lobby.share"))),
    invitePanel(st)];
}

export function ranking(st, name) {
  const rows = st.result.result.ranking.map((r) => h("tr", {class: st.result.result.winners.includes(r.seat) ? "winner" : ""},
    h("td", {}, ordinal(r.place)), h("th", {scope: "row"}, name(r.seat)), h("td", {class: "num"}, t("page.number", {count: r.vp})),
    h("td", {}, Object.entries(r).filter(([k]) => !["seat", "place", "vp"].includes(k)).map(([k, v]) => `${title(k)} ${v}`).join(", "))));
  return [h("section", {"aria-labelledby": "result-h", id: "result"},
    h("h2", {id: "result-h"}, t("result.title")),
    h("div", {class: "scroll"}, h("table", {}, h("thead", {}, h("tr", {},
      ["result.place", "result.player", "result.vp", "result.tie_break"].map((c) => h("th", {scope: "col"}, t(c))))),
      h("tbody", {}, rows))),
    h("p", {}, h("a", {class: "button", href: `#/games/${st.id}/replay`, id: "open-replay"}, t("result.replay")),
      " ", h("a", {href: `#/leaderboards/${st.game.game}`}, t("board.leaderboard"))), rematchButton(st)),
    breakdown(st, name)];
}

const NOT_PARTS = new Set(["seat", "vp", "points"]);

/** Every seat's score by element, the elements' parts below them, and the VP they add up to. */
function breakdown(st, name) {
  const seats = st.scores && st.scores.scores && st.scores.scores.seats;
  if (!Array.isArray(seats) || !seats.length) return null;
  // the ranking's own fields beside the VP are its tie-breaks (Glück Auf's Marks): shown after the total
  const ties = new Set(st.result.result.ranking.flatMap((r) => Object.keys(r)).filter((k) => !["seat", "place", "vp"].includes(k)));
  const keys = [...new Set(seats.flatMap((s) => Object.keys(s)))].filter((k) => !NOT_PARTS.has(k) && !ties.has(k));
  const row = (label, cells, cls) => h("tr", {class: cls}, h("th", {scope: "row"}, label), cells.map((c) => h("td", {class: "num"}, c)));
  const rows = keys.flatMap((key) => {
    const values = seats.map((s) => s[key]);
    if (values.some((v) => v && typeof v === "object" && !Array.isArray(v))) {
      const parts = [...new Set(values.flatMap((v) => Object.keys(v || {})))];
      return [row(title(key), values.map((v) => String(sum(v))), "part"),
              ...parts.map((p) => row(`· ${/^\d+$/.test(p) ? `#${p}` : title(p)}`, values.map((v) => show(v && v[p])), "sub"))];
    }
    return [row(title(key), values.map(show))];
  });
  return h("section", {class: "breakdown", id: "score-breakdown", "aria-labelledby": "breakdown-h"},
    h("h2", {id: "breakdown-h"}, t("result.breakdown")),
    h("div", {class: "scroll"}, h("table", {},
      h("thead", {}, h("tr", {}, h("th", {scope: "col"}, t("result.element")), seats.map((s) => h("th", {scope: "col"}, name(s.seat))))),
      h("tbody", {}, rows, row(t("result.total"), seats.map((s) => String(s.vp)), "total"),
        [...ties].filter((k) => seats.some((s) => k in s)).map((k) => row(t("result.tie", {field: title(k)}), seats.map((s) => show(s[k])), "tie"))))));
}

function sum(parts) {
  return Object.values(parts || {}).reduce((n, v) => n + (typeof v === "number" ? v : 0), 0);
}

function show(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? t("gen.yes") : t("gen.no");
  if (Array.isArray(value)) return value.length ? value.join(", ") : t("gen.none");
  return String(value);
}

export function logPanel(st, name) {
  // the log as far as the table drawn: a newer entry shows up with the table it made
  const items = st.log.filter((entry) => entry.version <= st.version).slice(-200).reverse().map((entry) => h("li", {dataset: {version: entry.version}},
    h("span", {class: "muted"}, `v${entry.version} `),
    (entry.events || []).map((e) => st.table.describeEvent(e, name, st.table.data)).join("; ") || entry.kind));
  return h("section", {"aria-labelledby": "log-h"}, h("h2", {id: "log-h"}, t("game.log")),
    h("ol", {class: "log", id: "log", reversed: true}, items));
}

export function tools(st) {
  const me = session.player.id;
  const seated = st.game.seats.some((s) => s.player_id === me);
  const out = [];
  if (st.game.status === "started" && seated) {
    const resign = h("button", {type: "button", onclick: () => {
      if (!window.confirm(t("game.resign_confirm"))) return;
      act(resign, async () => { await post(`/v1/games/${st.id}/resign`); refresh(st); });
    }}, t("game.resign"));
    out.push(resign);
  }
  if (st.game.status === "finished") {
    const record = h("button", {type: "button", onclick: () => act(record, async () => {
      const body = await get(`/v1/games/${st.id}/record`);
      const link = h("a", {href: URL.createObjectURL(new Blob([JSON.stringify(body, null, 1)], {type: "application/json"})),
                          download: `${st.id}.json`});
      link.click();
      URL.revokeObjectURL(link.href);
    })}, t("game.record"));
    out.push(record);
  }
  return out.length ? h("section", {}, h("h2", {}, t("game.this_game")), h("p", {class: "row"}, out)) : null;
}
