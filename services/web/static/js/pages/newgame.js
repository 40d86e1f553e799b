// A new game: the game, its seats (me, people to join, or bots at chosen levels), its options
// and a turn clock; created, bots seated and started when no seat waits for a person.
import { catalog as readCatalog, get, post } from "../api.js";
import { act, clockText, h, navigate, replace, title } from "../dom.js";
import { has, language, t } from "../i18n.js";
import { levelName } from "./seats.js";

const CLOCKS = ["", "per_move:3600", "per_move:86400", "per_move:259200", "bank:604800:43200"];


function clockOf(value) {
  const [kind, a, b] = value.split(":");
  if (!kind) return null;
  return kind === "per_move" ? {per_move: Number(a)} : {bank: Number(a), increment: Number(b)};
}

export async function newGame(main, preset) {
  const catalog = (await readCatalog()).games;
  const gameSelect = h("select", {id: "game", name: "game"},
    catalog.map((g) => h("option", {value: g.name, selected: g.name === (preset || "glueckauf")}, g.title)));
  const seatsBox = h("div", {id: "seat-choices"});
  const optionsBox = h("div", {id: "options"});
  const count = h("select", {id: "seats", name: "seats"});
  const clock = h("select", {id: "clock", name: "clock"}, CLOCKS.map((v) => h("option", {value: v}, clockText(clockOf(v)))));
  const hints = h("input", {type: "checkbox", id: "hints", name: "hints"});
  const spec = () => catalog.find((g) => g.name === gameSelect.value);
  const secret = h("input", {type: "checkbox", id: "private", name: "private"});

  function seatRows() {
    const game = spec();
    const levels = game.bot_levels;
    replace(seatsBox, h("p", {}, t("newgame.seat_you")), Array.from({length: Number(count.value) - 1}, (_, i) => {
      const id = `seat-${i + 1}`;
      return h("p", {}, h("label", {for: id}, t("newgame.seat_label", {seat: i + 2}), " "),
        h("select", {id, class: "seat-choice"}, h("option", {value: ""}, t("newgame.a_person")),
          levels.map((l) => h("option", {value: l.name, selected: l.name === game.default_bot_level},
            l.rating ? t("newgame.bot_rated", {level: levelName(l.name), rating: rounded(l.rating.mu)}) :
              t("newgame.bot", {level: levelName(l.name)})))));
    }));
    clock.disabled = hints.disabled = !game.has_bots;
  }

  function refresh() {
    const game = spec();
    replace(count, Array.from({length: game.seats.max - game.seats.min + 1}, (_, i) => {
      const n = game.seats.min + i;
      return h("option", {value: n, selected: n === game.seats.max}, t("newgame.players_n", {count: n}));
    }));
    replace(optionsBox, game.options.map((o) => optionField(o, () => Number(count.value))));
    seatRows();
  }
  gameSelect.addEventListener("change", refresh);
  count.addEventListener("change", () => {
    replace(optionsBox, spec().options.map((o) => optionField(o, () => Number(count.value))));
    seatRows();
  });

  const form = h("form", {class: "stack", onsubmit: (event) => {
    event.preventDefault();
    act(event.submitter, () => create(spec(), Number(count.value), seatsBox, optionsBox, clock.value, secret.checked, hints.checked));
  }},
    h("label", {for: "game"}, t("newgame.game")), gameSelect,
    h("label", {for: "seats"}, t("newgame.players")), count,
    h("fieldset", {}, h("legend", {}, t("newgame.who_sits")), seatsBox),
    h("fieldset", {}, h("legend", {}, t("newgame.options")), optionsBox),
    h("label", {for: "clock"}, t("newgame.clock")), clock,
    h("p", {}, secret, " ", h("label", {for: "private"}, t("newgame.private"))),
    h("p", {}, hints, " ", h("label", {for: "hints"}, t("newgame.hints"))),
    h("button", {type: "submit"}, t("newgame.create")));
  replace(main, h("h1", {}, t("newgame.title")), form);
  refresh();
}

function optionField(option, seats) {
  const id = `opt-${option.name}`;
  let input;
  if (option.seat) {
    // a seat as a person counts them: "Seat 1" is seat 0 on the wire
    const count = seats();
    input = h("select", {id}, option.default === null ? h("option", {value: ""}, t("newgame.drawn")) : null,
      Array.from({length: count}, (_, i) => h("option", {value: i, selected: i === option.default},
        i === 0 ? t("newgame.seat_1_you") : t("seat.title", {seat: i + 1}))));
  } else if (option.type === "bool") {
    input = h("input", {type: "checkbox", id, checked: Boolean(option.default)});
  } else if (option.type === "choice") {
    input = h("select", {id}, option.choices.map((c) => h("option", {value: JSON.stringify(c), selected: c === option.default}, choiceName(c))));
  } else {
    input = h("input", {type: "number", id, min: option.minimum, max: option.maximum,
                        value: option.default ?? "", placeholder: option.default === null ? t("newgame.random") : ""});
  }
  input.dataset.option = option.name;
  input.dataset.kind = option.type;
  return h("p", {}, h("label", {for: id}, optionName(option.name), ": "), input,
           option.description ? h("span", {class: "muted"}, ` ${option.description}`) : null);
}

/** An option's label: the catalog's words for it, else its name ("Truck race"). */
function optionName(name) {
  return has(`option.${name}`) ? t(`option.${name}`) : title(name);
}

function choiceName(choice) {
  return has(`option.choice.${choice}`) ? t(`option.choice.${choice}`) : String(choice);
}

function rounded(value) {
  return new Intl.NumberFormat(language(), {maximumFractionDigits: 1, minimumFractionDigits: 1}).format(value);
}

function readOptions(box) {
  const out = {};
  for (const input of box.querySelectorAll("[data-option]")) {
    const kind = input.dataset.kind;
    if (kind === "bool") out[input.dataset.option] = input.checked;
    else if (kind === "choice") out[input.dataset.option] = JSON.parse(input.value);
    else if (input.value !== "") out[input.dataset.option] = Number(input.value);
  }
  return out;
}

async function create(game, seats, seatsBox, optionsBox, clockValue, secret, hints) {
  const body = {game: game.name, seats, options: readOptions(optionsBox), private: secret};
  if (hints && game.has_bots) body.hints = true;
  if (clockValue) body.clock = clockOf(clockValue);
  const created = await post("/v1/games", body);
  const bots = [...seatsBox.querySelectorAll(".seat-choice")].map((s, i) => [i + 1, s.value]).filter(([, l]) => l);
  for (const [seat, level] of bots) await post(`/v1/games/${created.id}/bots`, {seat, level});
  if (bots.length === seats - 1) await post(`/v1/games/${created.id}/start`);
  navigate(`#/games/${created.id}`);
}

