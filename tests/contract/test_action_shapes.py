"""Every game's action shapes (ACTION_SHAPES, engine.shapes): declared for every action type a player
sends, neither too strict (every legal action of every seat at every moment of random playouts fits,
and so does every bot's answer) nor too loose (a legal action with a field too many, a field
missing or a field of the wrong JSON type does not)."""
import random

import pytest

from shared import bots, engine
from shared.domain.shapes import dotted, problem_of
from tests.contract.helpers import cases, random_step

SEEDS = 3            # random games per case (game, seat count, options)
BOT_MOMENTS = 6      # moments of a random game at which each bot level answers
WRONG = {"string": 7, "integer": "7", "array": {"x": 1}, "object": [1], "boolean": 1}


def player_types(rules) -> set:
    """The action types a player may send: the game's handlers but its system steps, and `pass`
    for a game that opens response windows."""
    kinds = set(rules.module.HANDLERS) - set(rules.spec.system_actions)
    return kinds | ({"pass"} if "pass" in (rules.action_shapes or {}) else set())


def shape_problems(rules) -> list[str]:
    """What is wrong with a game's declared shapes (empty: nothing)."""
    shapes = rules.action_shapes
    if shapes is None:
        return [f"{rules.name} declares no ACTION_SHAPES: every game declares the JSON shape of "
                "each action type a player sends (engine.shapes)"]
    problems = [f"{rules.name}: {kind!r} has no shape" for kind in
                sorted(set(rules.module.HANDLERS) - set(rules.spec.system_actions) - set(shapes))]
    for kind, shape in shapes.items():
        if shape.get("properties", {}).get("type", {}).get("enum") != [kind]:
            problems.append(f"{rules.name}: the shape of {kind!r} does not fix `type` to {kind!r}")
        if shape.get("additionalProperties") is not False:
            problems.append(f"{rules.name}: the shape of {kind!r} allows unknown fields")
        if kind not in rules.module.HANDLERS and kind != "pass":
            problems.append(f"{rules.name}: {kind!r} has a shape but no handler")
        if kind in rules.spec.system_actions:
            problems.append(f"{rules.name}: {kind!r} is a system step, not a player's action")
    return problems


@pytest.mark.parametrize("name", engine.names())
def test_every_game_declares_a_shape_for_each_action_a_player_sends(name):
    problems = shape_problems(engine.get(name))
    assert not problems, "\n".join(problems)


def test_a_game_without_shapes_is_named_by_the_check():
    toy = engine.Ruleset(_without_shapes(engine.get("goofspiel").module))
    assert shape_problems(toy) == ["goofspiel declares no ACTION_SHAPES: every game declares the "
                                   "JSON shape of each action type a player sends (engine.shapes)"]


@pytest.mark.parametrize("name", engine.names())
def test_every_legal_action_fits_its_shape_and_no_variant_outside_it_does(name):
    """Over random games of every seat count and option variant: each legal action of each seat
    fits, its variants outside the shape do not, and every shaped action type is offered once."""
    rules, seen, loose = engine.get(name), set(), []
    for _, players, options in [case for case in cases() if case[0] == name]:
        for seed in range(SEEDS):
            for state in _moments(rules, players, seed, options):
                for seat in range(players):
                    for action in rules.legal_actions(state, seat):
                        _check_fits(rules, action, f"{players}p {options} seed {seed} seat {seat}")
                        key = (action["type"], tuple(sorted(action)))
                        if key not in seen:
                            seen.add(key)
                            loose += _accepted_variants(rules, action)
    assert not loose, f"{name}: variants outside the shapes were accepted: {loose[:5]}"
    offered = {kind for kind, _ in seen}
    assert offered >= player_types(rules), f"never offered: {player_types(rules) - offered}"


@pytest.mark.parametrize("name", [n for n in engine.names() if bots.declared(n)])
def test_every_bot_answer_fits_its_game_shapes(name):
    rules = engine.get(name)
    players, chooser = rules.spec.min_seats + 1, random.Random(7)
    moments = [s for s in _moments(rules, players, 7, {}) if _deciding(rules, s)]
    for state in chooser.sample(moments, min(BOT_MOMENTS, len(moments))):
        seat = min(rules.active_seats(state))
        for level in bots.levels(name):
            answer = bots.think(name, rules.view(state, seat), seat, level, "shapes", 0.05)
            for action in answer["actions"]:
                problem = problem_of(rules, action)
                assert problem is None, (f"{name} bot {level}: {action} refused at "
                                         f"{dotted(problem.path)}: {problem.message}")


def _check_fits(rules, action: dict, where: str) -> None:
    problem = problem_of(rules, action)
    assert problem is None, (f"{rules.name} {where}: legal {action} refused at "
                             f"{dotted(problem.path)}: {problem.message}")


def _moments(rules, players: int, seed: int, options: dict):
    """Every state of a random legal game, from the setup to the end."""
    state, chooser = rules.setup(options, players, seed), random.Random(seed)
    while not rules.is_over(state):
        yield state
        seat, action = random_step(rules, state, chooser)
        state, _ = rules.apply(state, seat, action)


def _accepted_variants(rules, action: dict) -> list:
    """The variants of a legal action outside its shape that the shape still accepts (none, when
    the shape is tight): a field added, each field left out, each field of another JSON type."""
    shape = rules.action_shapes[action["type"]]
    variants = [{**action, "unknown_field": "x" * 100}]
    variants += [{k: v for k, v in action.items() if k != field}
                 for field in shape["required"] if field != "type"]
    for field, value in action.items():
        kind = shape["properties"][field].get("type")
        if field != "type" and kind in WRONG and value is not None:
            variants.append({**action, field: WRONG[kind]})
    return [v for v in variants if problem_of(rules, v) is None]


def _deciding(rules, state) -> bool:
    return not rules.awaiting_system(state) and bool(rules.active_seats(state))


def _without_shapes(module):
    """A stand-in of a game module lacking ACTION_SHAPES (everything else the same)."""
    class Stand:
        pass
    stand = Stand()
    for key in ("SPEC", "HANDLERS", "setup", "legal_actions", "view", "scores", "outcome",
                "copy_state"):
        setattr(stand, key, getattr(module, key))
    return stand
