"""Property-based fuzzing of every registered game's actions (issue 28, deliverable 5): hypothesis
sends malformed and adversarial variants of every action type (actionvariants.py: from the
published shapes and outside them), other phases' legal actions, and batches mixing legal and
illegal steps, to real games of people created and advanced through the handlers on a real Redis,
posted through the gateway app (every answer checked against its documented schema). Each answer
is a 4xx problem+json, never a 5xx, and afterwards the game's version, its stored state and every
seat's view are unchanged. Games come from the registry, so a new game is fuzzed for free.

FUZZ_EXAMPLES sets the examples per moment of a game (default 60: about a minute for all five
games on a loaded machine; `make fuzz` runs 200). Measured: with the shape check taken out of the
write path, this suite finds issue 28's defect 3 (a claim whose truck is a list: 500) and a 500 of
Glück Auf's `place` with a list for `space`.
"""
import logging
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shared import domain, engine
from shared.domain import commands
from tests.contract.helpers import random_game, random_step
from tests.fuzz.actionvariants import variant
from tests.fuzz.conftest import gateway
from werkzeug.test import Client

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "60"))
FIXED = "FUZZ_EXAMPLES" not in os.environ   # make test: the same examples every run; make fuzz: new ones
MOMENTS = 3                   # moments of one game each game is fuzzed at
STEPS = (0, 7, 25)            # random legal steps played before each moment
PROBLEM = "application/problem+json"


@pytest.fixture(scope="module")
def world(redis_url):
    """The gateway in test mode on a Redis database of its own, quiet access log."""
    mp = pytest.MonkeyPatch()
    ctx, app, redis = gateway(redis_url, 11, mp)
    access = logging.getLogger("pithead.access")
    level = access.level
    access.setLevel(logging.WARNING)
    yield ctx, Client(app)
    access.setLevel(level)
    mp.undo()
    redis.flushdb()
    redis.close()


class Table:
    """A started game with a person in every seat, and a spectator."""

    def __init__(self, ctx, http, name: str, seed: int):
        self.ctx, self.http, self.name = ctx, http, name
        rules = engine.get(name)
        seats = rules.spec.min_seats + (1 if rules.spec.max_seats > rules.spec.min_seats else 0)
        people = [self._person(f"p{i}") for i in range(seats + 1)]
        host = people[0][0]
        self.id = domain.handle(ctx, domain.CreateGame(host, name, seats, seed=seed)).body["id"]
        for pid, _ in people[1:seats]:
            domain.handle(ctx, domain.JoinGame(pid, self.id, accept_chosen_seed=True))
        domain.handle(ctx, domain.StartGame(host, self.id))
        game = self.game()
        self.seats = sorted(people[:seats], key=lambda p: game.seat_of(p[0]))
        self.spectator = people[seats]

    def _person(self, name: str):
        body = self.http.post("/v1/players", json={"name": name}).json
        return body["id"], {"Authorization": f"Bearer {body['token']}"}

    def game(self) -> domain.Game:
        return domain.Game.of(self.ctx.games.load(self.id), self.id)

    def advance(self, steps: int, chooser: random.Random) -> bool:
        """Play `steps` random legal steps (players' moves, system steps, timers); False once over."""
        for _ in range(steps):
            game = self.game()
            if game.status != "started":
                return False
            seat, action = random_step(game.rules, game.state, chooser)
            if seat is None:
                timer = None if game.rules.awaiting_system(game.state) else game.rules.timer(game.state)
                domain.handle(self.ctx, commands.ApplySystemAction(
                    self.id, game.version, timer["id"] if timer else None))
            else:
                domain.handle(self.ctx, domain.SubmitActions(self.seats[seat][0], self.id, (action,)))
            self.ctx.enqueue.sent.clear()   # the steps are played here, not by a worker
        return self.game().status == "started"

    def views(self) -> list:
        """What every seat and the spectator see, through the API."""
        return [self.http.get(f"/v1/games/{self.id}/state", headers=auth).json
                for _, auth in self.seats + [self.spectator]]


def other_moments(name: str, seed: int) -> list:
    """Legal actions of every seat at the moments of another random game (other phases too)."""
    rules, seen = engine.get(name), []

    def keep(state, seat, action, events):
        if len(seen) < 300:
            seen.extend(a for s in range(state["players"]) for a in rules.legal_actions(state, s))
    random_game(rules, rules.spec.min_seats, seed, on_step=keep)
    return seen[::3]


def would_apply(rules, state, seat, actions) -> bool:
    """True if the rules would take these actions from `seat` now (such a draw is no fuzz case)."""
    if seat is None or not all(isinstance(a, dict) for a in actions):
        return False
    try:
        rules.apply_batch(state, seat, actions)
    except Exception:  # noqa: BLE001 - anything the rules refuse or trip on is a fuzz case
        return False
    return True


@pytest.mark.parametrize("name", engine.names())
def test_no_malformed_action_reaches_a_5xx_or_changes_the_game(world, name):
    ctx, http = world
    table, chooser = Table(ctx, http, name, seed=11), random.Random(11)
    others, shapes = other_moments(name, 12), engine.get(name).action_shapes
    assert shapes, f"{name} publishes no action shapes to fuzz from"
    fuzzed = 0
    for steps in STEPS:
        if not table.advance(steps, chooser):
            break
        fuzzed += fuzz_moment(table, shapes, others)
    assert fuzzed >= EXAMPLES, f"{name}: only {fuzzed} fuzz cases were sent"


def fuzz_moment(table: Table, shapes: dict, others: list) -> int:
    """Run the examples at the game's present moment; return how many were sent."""
    game, views, sent = table.game(), table.views(), []
    legal = {seat: game.rules.legal_actions(game.state, seat) for seat in range(len(table.seats))}
    seats = list(range(len(table.seats))) + [None]

    @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=FIXED,
              suppress_health_check=list(HealthCheck))
    @given(seat=st.sampled_from(seats), data=st.data())
    def example(seat, data):
        now = legal.get(seat) or []
        actions = data.draw(st.lists(variant(shapes, others, now), min_size=1, max_size=3))
        mixed = legal.get(seat) and data.draw(st.booleans())
        if mixed:
            actions.insert(data.draw(st.integers(0, len(actions))), data.draw(st.sampled_from(legal[seat])))
        if would_apply(game.rules, game.state, seat, actions):
            return
        body = actions[0] if len(actions) == 1 and isinstance(actions[0], dict) \
            and "actions" not in actions[0] and data.draw(st.booleans()) else {"actions": actions}
        auth = (table.seats[seat] if seat is not None else table.spectator)[1]
        answer = table.http.post(f"/v1/games/{table.id}/actions", json=body, headers=auth)
        assert 400 <= answer.status_code < 500, (answer.status_code, body, answer.get_data()[:500])
        assert answer.mimetype == PROBLEM and "code" in answer.json, answer.get_data()[:500]
        after = table.ctx.games.load(table.id)
        assert after.version == game.version, (answer.json, body)
        assert engine.canonical_json(after.state) == engine.canonical_json(game.state), body
        sent.append(1)
    example()
    assert table.views() == views, "a refused action changed what a seat sees"
    return len(sent)
