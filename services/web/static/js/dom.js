// Small DOM helpers: elements are built with createElement and text nodes, never parsed HTML, so
// nothing a server or a player typed can become markup (and the CSP needs no inline anything).
import { has, language, t } from "./i18n.js";

const SVG_NS = "http://www.w3.org/2000/svg";

function fill(el, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.setAttribute("class", Array.isArray(value) ? value.filter(Boolean).join(" ") : value);
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "dataset") {
      for (const [name, item] of Object.entries(value)) if (item !== null && item !== undefined) el.dataset[name] = item;
    }
    else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  for (const child of [children].flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** An HTML element: h("button", {class: "x", onclick}, "text", child...). */
export function h(tag, attrs, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

/** An SVG element. */
export function s(tag, attrs, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

const HOLD_MAX_MS = 1500;   // a release that never comes (the pointer left the page) ends the hold

/** `draw`, held while a press on `root` is down. A click is a press and a release on one element
 * (the space bar's too: a button clicks on its key's release), so a table drawn anew between the
 * two (a stream entry, a read) would swallow the click; the held drawing runs once the click has
 * been handled. Listens until `signal` aborts (the page is left). */
export function heldWhilePressed(root, draw, signal) {
  let pressed = false, pending = false, timer = null;
  const press = () => {
    pressed = true;
    clearTimeout(timer);
    timer = setTimeout(release, HOLD_MAX_MS);
  };
  const release = () => {
    if (!pressed) return;
    pressed = false;
    clearTimeout(timer);
    if (pending) { pending = false; setTimeout(draw, 0); }   // after the click's own handler
  };
  const options = {capture: true, signal};
  root.addEventListener("pointerdown", press, options);
  root.addEventListener("pointerup", release, options);
  root.addEventListener("pointercancel", release, options);
  root.addEventListener("keydown", (e) => { if (e.key === " ") press(); }, options);
  root.addEventListener("keyup", (e) => { if (e.key === " ") release(); }, options);
  return () => {
    if (pressed) pending = true;
    else draw();
  };
}

/** Replace an element's children. */
export function replace(el, ...children) {
  el.replaceChildren();
  return fill(el, {}, children);
}

/** Say something to screen readers (and show it in the status line). */
export function announce(message) {
  const status = document.getElementById("status");
  if (!status) return;
  status.textContent = message;
  clearTimeout(announce.timer);
  announce.timer = setTimeout(() => { status.textContent = ""; }, 8000);
}

/** Show an error in words in the alert region (and never swallow it). */
export function showError(error) {
  const box = document.getElementById("alert");
  const text = error && error.message ? error.message : String(error);
  replace(box, h("p", {}, text),
          h("button", {type: "button", class: "link", onclick: () => { box.hidden = true; }}, t("page.dismiss")));
  box.hidden = false;
  console.info("pithead:", text);   // info, not error: an API refusal is not a page fault
}

export function clearError() {
  const box = document.getElementById("alert");
  if (box) box.hidden = true;
}

/** Run an async action from a control: disable it meanwhile, show any error in words. */
export async function act(button, work) {
  if (button) button.disabled = true;
  clearError();
  try {
    return await work();
  } catch (error) {
    showError(error);
    return undefined;
  } finally {
    if (button && button.isConnected) button.disabled = false;
  }
}

const UNITS = [[86400, "day"], [3600, "hour"], [60, "minute"], [1, "second"]];

/** A time before or after now in words, by Intl ("5 min. ago", "через 2 ч"). */
export function ago(ms) {
  if (!ms) return t("time.never");
  const s = Math.round((Date.now() - ms) / 1000);
  if (Math.abs(s) < 60) return t("time.just_now");
  const [size, unit] = UNITS.find(([n]) => Math.abs(s) >= n);
  return new Intl.RelativeTimeFormat(language(), {style: "short"}).format(-Math.round(s / size), unit);
}

/** A length of time in its largest whole unit, by Intl ("3 days", "12 ч", "5 min"). */
export function duration(seconds) {
  const [size, unit] = UNITS.find(([n]) => seconds % n === 0 && Math.abs(seconds) >= n) || [1, "second"];
  return new Intl.NumberFormat(language(), {style: "unit", unit, unitDisplay: unit === "day" ? "long" : "short"})
    .format(seconds / size);
}

/** A turn clock's words: "1 day per move", "7 days in all, +12 h a move" (a new game's choices, the game page). */
export function clockText(clock) {
  if (!clock) return t("clock.none");
  if (clock.per_move) return t("clock.per_move", {time: duration(clock.per_move)});
  return t("clock.bank", {time: duration(clock.bank), increment: duration(clock.increment || 0)});
}

/** How long since `ms`, rounded to its largest unit ("5 min", "2 дн."). */
export function since(ms) {
  const s = Math.max(0, Math.round((Date.now() - ms) / 1000));
  const [size, unit] = UNITS.find(([n]) => s >= n) || [1, "second"];
  return new Intl.NumberFormat(language(), {style: "unit", unit, unitDisplay: "short"}).format(Math.round(s / size));
}

/** A field's name in words: the catalog's (field.<name>), else the name capitalised ("Shift clock"). */
export function title(word) {
  if (has(`field.${word}`)) return t(`field.${word}`);
  const text = String(word).replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Go to a page (render it again when it is the current one). */
export function navigate(hash) {
  if (location.hash === hash || (!location.hash && hash === "#/")) window.dispatchEvent(new HashChangeEvent("hashchange"));
  else location.hash = hash;
}
