// A new game: the game, its seats (me, people to join, or bots at chosen levels), its options
// and a turn clock; created, bots seated and started when no seat waits for a person.
import { catalog as readCatalog, get, post } from "../api.js";
import { act, h, navigate, replace, title } from "../dom.js";

const CLOCKS = [["", "No clock"], ["per_move:3600", "1 hour per move"], ["per_move:86400", "1 day per move"],
                ["per_move:259200", "3 days per move"], ["bank:604800:43200", "7 days in all, +12 h a move"]];

export async function newGame(main, preset) {
  const catalog = (await readCatalog()).games;
  const gameSelect = h("select", {id: "game", name: "game"},
    catalog.map((g) => h("option", {value: g.name, selected: g.name === (preset || "glueckauf")}, g.title)));
  const seatsBox = h("div", {id: "seat-choices"});
  const optionsBox = h("div", {id: "options"});
  const count = h("select", {id: "seats", name: "seats"});
  const clock = h("select", {id: "clock", name: "clock"}, CLOCKS.map(([v, label]) => h("option", {value: v}, label)));
  const hints = h("input", {type: "checkbox", id: "hints", name: "hints"});
  const spec = () => catalog.find((g) => g.name === gameSelect.value);
  const secret = h("input", {type: "checkbox", id: "private", name: "private"});

  function seatRows() {
    const game = spec();
    const levels = game.bot_levels;
    replace(seatsBox, h("p", {}, "Seat 1: you"), Array.from({length: Number(count.value) - 1}, (_, i) => {
      const id = `seat-${i + 1}`;
      return h("p", {}, h("label", {for: id}, `Seat ${i + 2}: `),
        h("select", {id, class: "seat-choice"}, h("option", {value: ""}, "a person (open to join)"),
          levels.map((l) => h("option", {value: l.name, selected: l.name === game.default_bot_level},
            `bot: ${l.name}${l.rating ? ` (rating ${l.rating.mu.toFixed(1)})` : ""}`))));
    }));
    clock.disabled = hints.disabled = !game.has_bots;
  }

  function refresh() {
    const game = spec();
    replace(count, Array.from({length: game.seats.max - game.seats.min + 1}, (_, i) => {
      const n = game.seats.min + i;
      return h("option", {value: n, selected: n === game.seats.max}, `${n} players`);
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
    h("label", {for: "game"}, "Game"), gameSelect,
    h("label", {for: "seats"}, "Players"), count,
    h("fieldset", {}, h("legend", {}, "Who sits where"), seatsBox),
    h("fieldset", {}, h("legend", {}, "Options"), optionsBox),
    h("label", {for: "clock"}, "Turn clock (a bot moves for whoever runs out of time)"), clock,
    h("p", {}, secret, h("label", {for: "private"}, " Private table: not listed; people join by invitation")),
    h("p", {}, hints, " ", h("label", {for: "hints"}, "Allow hints from the strongest bot (the game is then not rated)")),
    h("button", {type: "submit"}, "Create the game"));
  replace(main, h("h1", {}, "New game"), form);
  refresh();
}

function optionField(option, seats) {
  const id = `opt-${option.name}`;
  let input;
  if (option.seat) {
    // a seat as a person counts them: "Seat 1" is seat 0 on the wire
    const count = seats();
    input = h("select", {id}, option.default === null ? h("option", {value: ""}, "drawn at random") : null,
      Array.from({length: count}, (_, i) => h("option", {value: i, selected: i === option.default},
        i === 0 ? "Seat 1 (you)" : `Seat ${i + 1}`)));
  } else if (option.type === "bool") {
    input = h("input", {type: "checkbox", id, checked: Boolean(option.default)});
  } else if (option.type === "choice") {
    input = h("select", {id}, option.choices.map((c) => h("option", {value: JSON.stringify(c), selected: c === option.default}, String(c))));
  } else {
    input = h("input", {type: "number", id, min: option.minimum, max: option.maximum,
                        value: option.default ?? "", placeholder: option.default === null ? "random" : ""});
  }
  input.dataset.option = option.name;
  input.dataset.kind = option.type;
  return h("p", {}, h("label", {for: id}, `${title(option.name)}: `), input,
           option.description ? h("span", {class: "muted"}, ` ${option.description}`) : null);
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
  if (clockValue) {
    const [kind, a, b] = clockValue.split(":");
    body.clock = kind === "per_move" ? {per_move: Number(a)} : {bank: Number(a), increment: Number(b)};
  }
  const created = await post("/v1/games", body);
  const bots = [...seatsBox.querySelectorAll(".seat-choice")].map((s, i) => [i + 1, s.value]).filter(([, l]) => l);
  for (const [seat, level] of bots) await post(`/v1/games/${created.id}/bots`, {seat, level});
  if (bots.length === seats - 1) await post(`/v1/games/${created.id}/start`);
  navigate(`#/games/${created.id}`);
}

