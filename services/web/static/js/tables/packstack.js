// Pack & Stack's table: every seat's load and truck, the truck race (the revealed trucks big and
// clickable, the claim windows, the top card), the loading editor and each round's result beside
// the best the truck and load allowed.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { loadChips, loadLength, loadText, truckCard, truckText } from "./packstack_draw.js";
import { loadedTruck, loadingEditor, rememberLoad } from "./packstack_editor.js";
import { askBest, bestOf } from "./packstack_best.js";
import { racePanel } from "./packstack_race.js";
import { tables } from "./packstack_rules.js";

export const needsData = true;
export { describeAction, describeEvent, rounds } from "./packstack_words.js";

/** Add the table's own style sheet to the page once (the CSP allows same-origin styles). */
function styles() {
  if (document.querySelector("link[data-table='packstack']")) return;
  document.head.append(h("link", {rel: "stylesheet", href: "/app/packstack.css", dataset: {table: "packstack"}}));
}

const PHASES = ["race", "race_sealed", "race_settle", "loading", "scoring", "ended"];

function seatStatus(view, seat) {
  if (view.phase === "ended") return "";
  if (view.phase.startsWith("race")) {
    if (view.trucks[seat]) return t("ps.st.has_truck");
    if (view.windows.some((w) => w.claimants.includes(seat))) return t("ps.st.claim_pending");
    if (view.sealed && String(seat) in view.sealed) return t("ps.st.claim_sealed");
    return t("ps.st.looking");
  }
  if (view.phase === "loading") return view.active.includes(seat) ? t("ps.st.loading") : t("ps.st.loaded");
  return "";
}

function seatsStrip(ctx) {
  const {view, names, data, seat: me} = ctx;
  return h("section", {class: "ps-seats", "aria-labelledby": "ps-seats-h"},
    h("h3", {id: "ps-seats-h"}, t("ps.players")),
    h("ul", {class: "ps-seat-list"}, view.points.map((points, i) => h("li", {class: ["ps-seat", `seat-${i}`, i === me ? "mine" : ""]},
      h("h4", {}, names(i), h("span", {class: "ps-points"}, ` · ${t("ps.points", {count: points})}`)),
      h("p", {class: "muted"}, seatStatus(view, i)),
      h("p", {}, t("ps.load"), " ", loadChips(data, view.loads[i] || {}),
        h("span", {class: "muted"}, ` ${t("ps.length", {length: loadLength(data, view.loads[i])})}`)),
      view.trucks[i] ? h("p", {"aria-label": t("ps.truck_of", {who: names(i), truck: truckText(tables(data).trucks[view.trucks[i]])})},
        truckCard(data, view.trucks[i])) : null))));
}

function loadingPanel(ctx) {
  const {view, seat, names} = ctx;
  if (seat === null || seat === undefined || !view.trucks[seat]) return null;
  if (view.active.includes(seat) && ctx.actions.some((a) => a.type === "load") && !ctx.replay) return loadingEditor(ctx);
  const mine = view.sealed && view.sealed[String(seat)];
  const waiting = view.active.map(names).join(", ");
  return h("section", {class: "ps-sealed", id: "ps-sealed", "aria-labelledby": "ps-sealed-h"},
    h("h3", {id: "ps-sealed-h"}, mine ? t("ps.sealed_title") : t("ps.phase.loading")),
    h("p", {}, waiting ? t("ps.waiting_for", {who: waiting}) : t("ps.every_load_in")),
    mine ? loadedTruck(ctx, view.trucks[seat], mine, t("ps.your_sealed_load")) : null);
}

/** Remember the seat's own sealed placement, to show it beside the round's result. */
function remember(ctx) {
  const {view, seat} = ctx;
  const mine = view.sealed && seat !== null && view.sealed[String(seat)];
  if (view.phase === "loading" && Array.isArray(mine)) rememberLoad(ctx, view.trucks[seat], mine);
}

function lastResult(ctx) {
  const {view, seat, names} = ctx;
  const record = view.history[view.history.length - 1];
  if (!record || seat === null || seat === undefined || view.phase === "loading") return null;
  const mine = record.seats.find((s) => s.seat === seat);
  const kept = (ctx.plan && ctx.plan.packstack_loaded || {})[record.round];
  const best = record.seats.filter((s) => s.bonus).map((s) => names(s.seat)).join(", ");
  return h("section", {class: "ps-result", id: "ps-result", "aria-labelledby": "ps-result-h"},
    h("h3", {id: "ps-result-h"}, t("ps.your_result", {round: record.round})),
    h("p", {}, t("ps.you_loaded", {loaded: mine.loaded, empty: mine.empty, left_off: mine.left_off, penalty: mine.penalty}) +
      (mine.bonus ? t("ps.rounds_best", {bonus: mine.bonus}) : "") + t("ps.now_points", {points: mine.points})),
    h("p", {}, t("ps.best_had", {penalty: mine.optimal_penalty}) +
      (mine.left_on_table ? t("ps.you_left", {count: mine.left_on_table}) : t("ps.yours_optimal"))),
    h("p", {class: "muted"}, t("ps.lowest", {penalty: record.best_penalty, who: best}) + (mine.timed_out ? t("ps.time_ran_out") : "")),
    h("div", {class: "ps-compare"},
      h("figure", {}, h("figcaption", {}, t("ps.yours")),
        kept && kept.truck === mine.truck ? loadedTruck(ctx, mine.truck, kept.pieces, t("ps.your_load_in", {round: record.round})) :
          h("p", {}, truckCard(ctx.data, mine.truck))),
      bestFigure(ctx, record, mine)));
}

function bestFigure(ctx, record, mine) {
  const best = bestOf(ctx, record.round);
  if (best) {
    return h("figure", {id: "ps-best"}, h("figcaption", {}, t("ps.a_best", {penalty: mine.optimal_penalty})),
      loadedTruck(ctx, mine.truck, best, t("ps.a_best_of", {round: record.round})));
  }
  if (ctx.replay || !mine.left_on_table) return null;
  const button = h("button", {type: "button", id: "ps-ask-best", dataset: {key: "ps-ask-best"},
    onclick: () => askBest(ctx, record, mine, button)}, t("ps.show_best"));
  return h("figure", {}, h("figcaption", {}, t("ps.the_best")), button);
}

function headline(ctx) {
  const {view, seat, data} = ctx;
  const me = seat !== null && seat !== undefined && view.phase !== "ended";
  const pile = Array.isArray(view.pile) ? view.pile.length : view.pile;   // a replay shows the whole state
  return h("section", {class: "ps-head", "aria-labelledby": "ps-head-h"},
    h("h3", {id: "ps-head-h"}, t("ps.round_n", {round: view.round}) + " · " +
      (PHASES.includes(view.phase) ? t(`ps.phase.${view.phase}`) : view.phase)),
    me ? h("p", {}, t("ps.you_have", {count: view.points[seat]}), " ", loadChips(data, view.loads[seat] || {}),
      h("span", {class: "sr-only"}, loadText(data, view.loads[seat] || {}))) : null,
    h("p", {class: "muted"}, t("ps.pile", {pile, aside: view.aside.length})),
    h("details", {class: "ps-rules"}, h("summary", {}, t("ps.scoring")),
      h("p", {}, t("ps.scoring_text"))));
}

/** The table for the seat (or a spectator, or the replay's full state). */
export function board(given) {
  styles();
  const ctx = given.plan ? given : {...given, plan: {}};   // the replay page keeps no scratch
  remember(ctx);
  const {view} = ctx;
  return h("div", {class: "ps"},
    headline(ctx),
    view.phase.startsWith("race") ? racePanel(ctx) : null,
    view.phase === "loading" ? loadingPanel(ctx) : null,
    lastResult(ctx),
    seatsStrip(ctx));
}
