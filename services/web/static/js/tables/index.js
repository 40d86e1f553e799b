// Each game's table: a module with board(ctx), describeAction, describeEvent and rounds. Games
// whose table is not drawn yet get the generic one: clear structured panels of the seat's view.
import { t } from "../i18n.js";
import * as generic from "./generic.js";

const DRAWN = {glueckauf: () => import("./glueckauf.js"),
               ohmygoods: () => import("./ohmygoods.js"),
               packstack: () => import("./packstack.js"),
               quartz: () => import("./quartz.js")};


/** The table module for a game, with its printed component data loaded (if the game ships any). */
export async function tableFor(game) {
  const table = DRAWN[game] ? await DRAWN[game]() : generic;
  let data = null;
  if (table.needsData) {
    const response = await fetch(`/app/data/${game}.json`);
    if (!response.ok) throw new Error(t("table.data_failed", {game, status: response.status}));
    data = await response.json();
  }
  return {...generic, ...table, data};
}
