// Quartz's evening sale: the seat's gems, what it keeps in its chest, the combo and what the sale
// brings (the gem values and combos of the printed data); and each day's results.
import { h } from "../dom.js";
import { list, t } from "../i18n.js";
import { effect, gem, gemName, gemValue, gems, gemsText, num } from "./quartz_draw.js";
import { countdown } from "./quartz_window.js";

function comboSpec(data, id) {
  return data.combos.types.find((c) => c.id === id);
}

// the rulebook names no combo: the names are the table's own words (the catalogs)
const COMBO_NAMES = {three_of_a_kind: () => t("qz.combo.three_of_a_kind"), four_of_a_kind: () => t("qz.combo.four_of_a_kind"),
                     five_different: () => t("qz.combo.five_different"), six_different: () => t("qz.combo.six_different")};

/** A combo in words ("Three of a kind"), or "no combo". */
export function comboName(id) {
  if (!id) return t("qz.no_combo");
  return COMBO_NAMES[id] ? COMBO_NAMES[id]() : id;
}

function without(pool, taken) {
  const rest = [...pool];
  for (const g of taken) rest.splice(rest.indexOf(g), 1);
  return rest;
}

/** What a sale brings: [label, coins] lines and the total (as the server's sale.income). */
export function income(data, sold, choice) {
  const lines = [];
  const counts = new Map();
  for (const g of sold) counts.set(g, (counts.get(g) || 0) + 1);
  for (const [g, n] of counts) lines.push([t("qz.line_gems", {count: n, gem: gemName(data, g), value: gemValue(data, g)}), n * gemValue(data, g)]);
  if (choice.combo) {
    const spec = comboSpec(data, choice.combo), combo = comboName(choice.combo);
    for (const d of choice.double) {
      lines.push([t("qz.line_double", {combo, set: gemName(data, choice.set), gem: gemName(data, d)}), counts.get(d) * gemValue(data, d)]);
    }
    if (spec.bonus) lines.push([t("qz.line_bonus", {combo}), spec.bonus]);
  }
  return {lines, total: lines.reduce((a, [, n]) => a + n, 0)};
}

function chosen(ctx, sells) {
  const pick = ctx.plan && ctx.plan.qz_sale;
  if (pick && pick.version === ctx.state.version && sells[pick.index]) return pick.index;
  const all = sells.findIndex((s) => !s.keep.length);      // by default: sell everything tonight
  return all < 0 ? 0 : all;
}

/** Where the seat stands when it has no sale to choose: sold (sealed), waiting, or nothing to sell. */
function saleDone(ctx, head) {
  const {view, data} = ctx;
  const pool = view.pools[ctx.seat] || [];
  const done = view.sealed && view.sealed[String(ctx.seat)];
  const text = !done ? (pool.length ? t("qz.sale_waiting") : t("qz.sale_none")) :
    done.keep.length ? t("qz.sold_keeping", {gems: gemsText(data, without(pool, done.keep)), keep: gemsText(data, done.keep)}) :
      t("qz.sold", {gems: gemsText(data, without(pool, done.keep))});
  return h("section", {class: "qz-sale", id: "qz-sale", "aria-labelledby": "qz-sale-h"}, head, h("p", {}, text), combosTable(data));
}

function keepOptions(ctx, sells, index) {
  const {view, data} = ctx;
  return h("fieldset", {class: "qz-keep"}, h("legend", {}, view.day === data.days.count ? t("qz.keep_last_day") :
    t("qz.keep_legend", {count: data.chest.capacity})),
    h("div", {class: "row"}, sells.map((s, i) => h("button", {
      type: "button", class: ["qz-keep-option", i === index ? "chosen" : ""], "aria-pressed": i === index ? "true" : "false",
      dataset: {key: `keep-${i}`}, onclick: () => { ctx.plan.qz_sale = {version: ctx.state.version, index: i}; ctx.rerender(); }},
    s.keep.length ? [t("qz.keep"), " ", s.keep.map((g) => gem(data, g))] : t("qz.act.keep_nothing")))));
}

/** The sale chooser: keep up to two gems in the chest, sell the rest with the best combo. The sale
 * goes as every move does (the page's send: one request with Prefer: return=representation, the
 * table drawn from its answer; no expected_version in this simultaneous phase). */
export function sale(ctx) {
  const {view, data} = ctx;
  if (view.phase !== "sale") return null;
  const sells = ctx.replay ? [] : ctx.actions.filter((a) => a.type === "sell");
  const head = h("h3", {id: "qz-sale-h"}, t("qz.sale_h", {day: view.day}), " · ", countdown(ctx));
  if (!sells.length) return saleDone(ctx, head);
  const index = chosen(ctx, sells);
  const choice = sells[index];
  const sold = without(view.pools[ctx.seat] || [], choice.keep);
  const {lines, total} = income(data, sold, choice);
  const sell = h("button", {type: "button", class: "primary", id: "qz-sell", dataset: {key: "qz-sell", action: JSON.stringify(choice), total},
                            onclick: () => ctx.send([choice], sell)}, t("qz.sell_for", {count: total}));
  return h("section", {class: "qz-sale decision", id: "qz-sale", "aria-labelledby": "qz-sale-h"}, head,
    h("p", {}, t("qz.your_gems"), " ", gems(data, view.pools[ctx.seat] || [])),
    keepOptions(ctx, sells, index),
    h("p", {}, t("qz.you_sell"), " ", gems(data, sold, t("qz.nothing"))),
    h("p", {}, choice.combo ? t("qz.combo_is", {combo: comboName(choice.combo), effect: effect(data, `combo.${choice.combo}`)}) : t("qz.no_combo_fits")),
    h("ul", {class: "qz-income"}, lines.map(([label, n]) => h("li", {}, `${label}: +${num(n)}`))),
    h("p", {class: "row"}, sell, h("span", {class: "muted"}, t("qz.sale_sealed"))),
    combosTable(data));
}

/** The combos and gem values as printed on the mine cart. */
export function combosTable(data) {
  return h("details", {class: "qz-combos"}, h("summary", {}, t("qz.combos_h")),
    h("ul", {class: "qz-values"}, data.gems.kinds.filter((k) => k.valuable).map((k) => h("li", {}, gem(data, k.id), " ", num(k.value)))),
    h("ul", {}, data.combos.types.map((c) => h("li", {}, h("strong", {}, comboName(c.id)), ": ", effect(data, `combo.${c.id}`)))),
    h("p", {class: "muted"}, t("qz.combos_note")));
}

function saleRow(data, names, r, s) {
  const combo = s.combo ? comboName(s.combo) + (s.double.length ?
    ` (${t("qz.double", {gems: list(s.double.map((d) => gemName(data, d)))})})` : "") : "—";
  return h("tr", {},
    h("th", {scope: "row"}, names(s.seat)),
    h("td", {}, gemsText(data, s.sold)),
    h("td", {}, combo),
    h("td", {}, s.keep.length ? gemsText(data, s.keep) : "—"),
    h("td", {}, `+${num(s.income)} → ${num(r.coins[s.seat])}` + (s.timed_out ? t("qz.timed_out") : "")));
}

/** The days so far: what each dwarf sold, kept and earned, and the coins after the day. */
export function rounds(body, names, data) {
  if (!body || !body.rounds || !body.rounds.length) return h("p", {}, t("qz.no_day_sold"));
  const heads = [t("qz.col_dwarf"), t("qz.col_sold"), t("qz.col_combo"), t("qz.col_kept"), t("qz.col_coins")];
  return body.rounds.map((r) => h("div", {class: "scroll"}, h("table", {class: "round qz-day"},
    h("caption", {}, t("qz.day", {day: r.round}) + (r.last !== null && r.last !== undefined ? t("qz.last_in_mine", {who: names(r.last)}) : "")),
    h("thead", {}, h("tr", {}, heads.map((c) => h("th", {scope: "col"}, c)))),
    h("tbody", {}, r.sales.map((s) => saleRow(data, names, r, s))))));
}
