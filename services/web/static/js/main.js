// The router: #/ lobby, #/new, #/account, #/notifications, #/games/ID, #/games/ID/replay,
// #/leaderboards/GAME, #/invite/GAME/TOKEN (an invitation link), #/friends.
// Each page renders into <main> and returns a cleanup (closing its event stream) for when the person leaves it.
// The pages are loaded on demand (import()): a game page loads the game page's modules only.
import { session } from "./api.js";
import { clearError, h, replace, showError } from "./dom.js";
import { languageSwitch, t } from "./i18n.js";

const PAGES = [
  [/^#?\/?$/, () => import("./pages/home.js").then((m) => m.home)],
  [/^#\/new(?:\?game=(\w+))?$/, () => import("./pages/newgame.js").then((m) => m.newGame)],
  [/^#\/account$/, () => import("./pages/account.js").then((m) => m.account)],
  [/^#\/notifications$/, () => import("./pages/notifications.js").then((m) => m.notificationsPage)],
  [/^#\/games\/([\w-]+)$/, () => import("./pages/game.js").then((m) => m.gamePage)],
  [/^#\/games\/([\w-]+)\/replay$/, () => import("./pages/replay.js").then((m) => m.replayPage)],
  [/^#\/invite\/([\w-]+)\/([\w-]+)$/, () => import("./pages/invite.js").then((m) => m.invitePage)],
  [/^#\/friends$/, () => import("./pages/friends.js").then((m) => m.friendsPage)],
  [/^#\/leaderboards\/(\w+)$/, () => import("./pages/leaderboard.js").then((m) => m.leaderboardPage)],
];

let cleanup = null;

/** The page's frame in the reader's language: index.html's words (data-i18n), the switch, who is signed in. */
function header() {
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll("[data-i18n-label]")) el.setAttribute("aria-label", t(el.dataset.i18nLabel));
  replace(document.getElementById("language"), languageSwitch());
  const player = session.player;
  replace(document.getElementById("who"), player && session.token ? t("nav.signed_in", {name: player.name}) : t("nav.signed_out"));
}

async function route() {
  if (cleanup) { cleanup(); cleanup = null; }
  clearError();
  header();
  const main = document.getElementById("main");
  const hash = location.hash || "#/";
  const match = PAGES.map(([re, load]) => [hash.match(re), load]).find(([m]) => m);
  if (!match) {
    replace(main, h("h1", {}, t("page.not_found")), h("p", {}, t("page.no_such_page"), " ",
      h("a", {href: "#/"}, t("page.back_to_games"))));
    return;
  }
  const needsToken = !hash.match(/^#?\/?$/) && !hash.startsWith("#/account");
  if (needsToken && !session.token) {
    session.later(hash);
    location.hash = "#/";
    return;
  }
  // each visit draws into its own element: a page still loading when the person moves on
  // then draws into a detached element, never over the next page
  const view = h("div", {class: "page"});
  replace(main, view);
  try {
    const page = await match[1]();
    const done = await page(view, ...match[0].slice(1));
    if (!view.isConnected) { if (typeof done === "function") done(); return; }
    cleanup = typeof done === "function" ? done : null;
  } catch (error) {
    if (!view.isConnected) return;
    showError(error);
    if (error.status === 401) { session.forget(); header(); }
  }
  if (!view.isConnected) return;
  const heading = main.querySelector("h1");
  if (heading) document.title = `${heading.textContent} · Pithead`;   // i18n-ok: the name of the site
  if (document.activeElement === document.body || !main.contains(document.activeElement)) main.focus({preventScroll: true});
}

window.addEventListener("hashchange", route);
window.addEventListener("pithead:language", route);   // the switch: the same page, drawn in the other language
window.addEventListener("unhandledrejection", (event) => showError(event.reason));
route();
