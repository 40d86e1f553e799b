// Quartz's evening sale: the seat's gems, what it keeps in its chest, the combo and what the sale
// brings (the gem values and combos of the printed data); and each day's results.
import { post } from "../api.js";
import { act, h, title } from "../dom.js";
import { gem, gemName, gemValue, gems, gemsText } from "./quartz_draw.js";
import { countdown } from "./quartz_window.js";

function comboSpec(data, id) {
  return data.combos.types.find((c) => c.id === id);
}

const COMBO_NAMES = {three_of_a_kind: "Three of a kind", four_of_a_kind: "Four of a kind",
                     five_different: "Five different kinds", six_different: "All six kinds"};

export function comboName(id) {
  return id ? COMBO_NAMES[id] || title(id) : "no combo";
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
  for (const [g, n] of counts) lines.push([`${n} × ${gemName(data, g)} at ${gemValue(data, g)}`, n * gemValue(data, g)]);
  if (choice.combo) {
    const spec = comboSpec(data, choice.combo);
    for (const d of choice.double) lines.push([`${comboName(choice.combo)} (${gemName(data, choice.set)}): ${gemName(data, d)} paid double`, counts.get(d) * gemValue(data, d)]);
    if (spec.bonus) lines.push([`${comboName(choice.combo)}: bonus`, spec.bonus]);
  }
  return {lines, total: lines.reduce((a, [, n]) => a + n, 0)};
}

function chosen(ctx, sells) {
  const pick = ctx.plan && ctx.plan.qz_sale;
  if (pick && pick.version === ctx.state.version && sells[pick.index]) return pick.index;
  const all = sells.findIndex((s) => !s.keep.length);      // by default: sell everything tonight
  return all < 0 ? 0 : all;
}

/** The sale is simultaneous: another seat's sale is no reason to refuse mine, so it carries no
 * expected_version (README). A page that knows the game's phases (ctx.spec) sends it so itself; an
 * older one always sends the version, so this one posts the sale and lets the stream redraw. */
function sendSale(ctx, actions, button) {
  if (ctx.spec) return ctx.send(actions, button);
  return act(button, async () => {
    const done = await post(`/v1/games/${ctx.state.game_id}/actions`, {actions});
    ctx.plan.qz_sold = done.version;       // no second sale offered from a table older than this one
    ctx.rerender();
    return done;
  });
}

/** The sale chooser: keep up to two gems in the chest, sell the rest with the best combo. */
export function sale(ctx) {
  const {view, data} = ctx;
  if (view.phase !== "sale") return null;
  const behind = ctx.plan && ctx.plan.qz_sold > ctx.state.version;
  const sells = ctx.replay || behind ? [] : ctx.actions.filter((a) => a.type === "sell");
  const pool = view.pools[ctx.seat] || [];
  const done = view.sealed && view.sealed[String(ctx.seat)];
  const head = h("h3", {id: "qz-sale-h"}, `Evening sale, day ${view.day} `, countdown(ctx));
  if (!sells.length) {
    return h("section", {class: "qz-sale", id: "qz-sale", "aria-labelledby": "qz-sale-h"}, head,
      h("p", {}, behind ? "Your sale is in." : done ? `You sell ${gemsText(data, without(pool, done.keep))}` +
        (done.keep.length ? `, keeping ${gemsText(data, done.keep)} in your chest` : "") + ". Waiting for the others." :
        pool.length ? "Waiting for the others to sell." : "You have no gems to sell tonight."),
      combosTable(data));
  }
  const index = chosen(ctx, sells);
  const choice = sells[index];
  const sold = without(pool, choice.keep);
  const {lines, total} = income(data, sold, choice);
  const sell = h("button", {type: "button", class: "primary", id: "qz-sell", dataset: {key: "qz-sell", action: JSON.stringify(choice)},
                            onclick: () => sendSale(ctx, [choice], sell)}, `Sell for ${total} coins`);
  return h("section", {class: "qz-sale decision", id: "qz-sale", "aria-labelledby": "qz-sale-h"}, head,
    h("p", {}, "Your gems: ", gems(data, pool)),
    h("fieldset", {class: "qz-keep"}, h("legend", {}, view.day === data.days.count ?
      "The last day: everything is sold" : "Keep in your chest for a later day (up to 2)"),
      h("div", {class: "row"}, sells.map((s, i) => {
        const b = h("button", {type: "button", class: ["qz-keep-option", i === index ? "chosen" : ""], "aria-pressed": i === index ? "true" : "false",
                               dataset: {key: `keep-${i}`}, onclick: () => { ctx.plan.qz_sale = {version: ctx.state.version, index: i}; ctx.rerender(); }},
          s.keep.length ? ["Keep ", s.keep.map((g) => gem(data, g))] : "Keep nothing");
        return b;
      }))),
    h("p", {}, "You sell: ", gems(data, sold, "nothing")),
    h("p", {}, choice.combo ? `Combo: ${comboName(choice.combo)}. ${comboSpec(data, choice.combo).effect}` : "No combo fits these gems."),
    h("ul", {class: "qz-income"}, lines.map(([label, n]) => h("li", {}, `${label}: +${n}`))),
    h("p", {class: "row"}, sell, h("span", {class: "muted"}, "Sealed until everyone has chosen; when the time is up, your chest stays as it was and the rest is sold.")),
    combosTable(data));
}

/** The combos and gem values as printed on the mine cart. */
export function combosTable(data) {
  return h("details", {class: "qz-combos"}, h("summary", {}, "Gem values and combos"),
    h("ul", {class: "qz-values"}, data.gems.kinds.filter((k) => k.valuable).map((k) => h("li", {}, gem(data, k.id), ` ${k.value}`))),
    h("ul", {}, data.combos.types.map((c) => h("li", {}, h("strong", {}, comboName(c.id)), `: ${c.effect}`))),
    h("p", {class: "muted"}, "One combo per dwarf a day; only sold gems count, coal never."));
}

/** The days so far: what each dwarf sold, kept and earned, and the coins after the day. */
export function rounds(body, names, data) {
  if (!body || !body.rounds || !body.rounds.length) return h("p", {}, "No day sold yet.");
  return body.rounds.map((r) => h("div", {class: "scroll"}, h("table", {class: "round qz-day"},
    h("caption", {}, `Day ${r.round}` + (r.last !== null && r.last !== undefined ? ` · last in the mine: ${names(r.last)}` : "")),
    h("thead", {}, h("tr", {}, ["Dwarf", "Sold", "Combo", "Kept", "Coins"].map((c) => h("th", {scope: "col"}, c)))),
    h("tbody", {}, r.sales.map((s) => h("tr", {},
      h("th", {scope: "row"}, names(s.seat)),
      h("td", {}, gemsText(data, s.sold)),
      h("td", {}, s.combo ? comboName(s.combo) + (s.double.length ? ` (${s.double.map((d) => gemName(data, d)).join(", ")} double)` : "") : "—"),
      h("td", {}, s.keep.length ? gemsText(data, s.keep) : "—"),
      h("td", {}, `+${s.income} → ${r.coins[s.seat]}${s.timed_out ? " (timed out)" : ""}`)))))));
}
