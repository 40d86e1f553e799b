// Paying with goods: a seat's goods lie face down on the buildings that made them, each worth its
// building's good value; a payment names buildings, one good each, and gives no change. The chooser
// counts goods per building with − and + and says what the payment covers before it is sent.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { card, goodName, nCoins, valueOn } from "./ohmygoods_cards.js";

export function goodsOn(view, seat, building) {
  const pile = view.goods[seat][building];
  return Array.isArray(pile) ? pile.length : pile || 0;
}

/** A seat's coins: the summed worth of the goods on its buildings. */
export function coinsOf(view, data, seat) {
  return view.built[seat].reduce((sum, id, b) => sum + goodsOn(view, seat, b) * valueOn(data, id), 0);
}

function counted(payment) {
  const counts = {};
  for (const b of payment || []) counts[b] = (counts[b] || 0) + 1;
  return counts;
}

/** The chooser's counts for `key`, started from `initial` (the server's best fit) and kept across redraws. */
export function payState(ctx, key, initial) {
  const all = ctx.plan.omg_pay && ctx.plan.omg_pay.version === ctx.state.version ? ctx.plan.omg_pay :
    (ctx.plan.omg_pay = {version: ctx.state.version, choosers: {}});
  if (!all.choosers[key]) all.choosers[key] = {counts: counted(initial), initial: initial || []};
  return all.choosers[key];
}

export function paymentOf(counts) {
  return Object.entries(counts).flatMap(([b, n]) => Array.from({length: n}, () => Number(b))).sort((a, b) => a - b);
}

export function worth(view, data, seat, counts) {
  return Object.entries(counts).reduce((sum, [b, n]) => sum + n * valueOn(data, view.built[seat][Number(b)]), 0);
}

/** Words for what a payment covers against a price. */
export function coverText(total, price) {
  if (total < price) return t("omg.pay_short", {coins: nCoins(price - total)});
  if (total === price) return t("omg.pay_exact");
  return t("omg.pay_over", {coins: nCoins(total - price)});
}

/** The chooser: one row per building holding goods, the running total and what it covers. */
export function payChooser(ctx, key, price, initial) {
  const {view, data, seat} = ctx;
  const st = payState(ctx, key, initial);
  const rows = view.built[seat].map((id, b) => {
    const have = goodsOn(view, seat, b), value = valueOn(data, id);
    if (!have || !value) return null;
    const n = st.counts[b] || 0;
    const what = t("omg.good_of", {good: goodName(data, card(data, id).good), building: card(data, id).name});
    const good = goodName(data, card(data, id).good);
    const change = (delta) => {
      st.counts[b] = Math.max(0, Math.min(have, n + delta));
      ctx.rerender();
    };
    return h("li", {class: "omg-pay-row"},
      h("span", {class: "omg-pay-what"}, what, h("span", {class: "omg-small"}, ` ${t("omg.pay_each", {value, count: have})}`)),
      h("span", {class: "omg-stepper", role: "group", "aria-label": what},
        h("button", {type: "button", class: "small", disabled: n <= 0, "aria-label": t("omg.one_less", {good}),
                     dataset: {key: `pay-${key}-${b}-less`}, onclick: () => change(-1)}, "−"),
        h("output", {"aria-live": "polite"}, String(n)),
        h("button", {type: "button", class: "small", disabled: n >= have, "aria-label": t("omg.one_more", {good}),
                     dataset: {key: `pay-${key}-${b}-more`}, onclick: () => change(1)}, "+")),
      h("span", {class: "omg-pay-sum"}, `${n * value}¢`));
  }).filter(Boolean);
  const total = worth(view, data, seat, st.counts);
  return {
    ok: total >= price,
    payment: paymentOf(st.counts),
    element: h("div", {class: "omg-pay", role: "group", "aria-label": t("omg.payment_for", {coins: nCoins(price)})},
      h("ul", {class: "omg-pay-rows"}, rows.length ? rows : h("li", {}, t("omg.no_goods_at_all"))),
      h("p", {class: ["omg-pay-total", total >= price ? "ok" : "short"], id: `pay-total-${key}`},
        t("omg.paying", {total, coins: nCoins(price), cover: coverText(total, price)})),
      h("p", {class: "row"}, h("button", {type: "button", class: "small", dataset: {key: `pay-${key}-fit`},
        onclick: () => { st.counts = counted(st.initial); ctx.rerender(); }}, t("omg.best_fit")),
        h("button", {type: "button", class: "small", dataset: {key: `pay-${key}-clear`},
          onclick: () => { st.counts = {}; ctx.rerender(); }}, t("omg.clear"))))};
}
