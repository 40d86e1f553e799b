"""Fuzzing with schemathesis against /v1/openapi.json (the gateway WSGI app, a real Redis): every
route and method, schema-valid and schema-breaking data, with and without a valid token, on random
ids and on a real started game. No answer may be a 5xx, and every answer must match what the
document says (status, content type, body schema, headers). Bounded: FUZZ_EXAMPLES per operation
and mode (default 25), derandomized so a failure reproduces."""
import dataclasses
import logging
import os
import time

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings, strategies as st
from hypothesis.errors import Unsatisfiable
from schemathesis import checks as sc
from schemathesis.generation import GenerationMode

from shared import domain
from tests.integration.asyncplay import context, new_game

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "25"))
CHECKS = [sc.not_a_server_error, sc.status_code_conformance, sc.content_type_conformance,
          sc.response_schema_conformance, sc.response_headers_conformance]
AUTH = ("valid", "none", "unknown")   # a valid token, no header, a token nobody holds


@pytest.fixture(scope="module")
def world(redis_url):
    """The gateway on a Redis database of its own, a player, and a started game to aim at."""
    mp = pytest.MonkeyPatch()
    mp.setenv("RATE_LIMITS", "0")
    from shared.store import connect
    redis = connect(redis_url.rsplit("/", 1)[0] + "/7")
    redis.flushdb()
    ctx = context(redis)
    from services.gateway import create_gateway
    from services.rules import events
    # a fuzzed `wait` must not hold the run: the feed answers at once here
    mp.setattr(events, "_settings", dataclasses.replace(events._settings, events_wait=0.0))
    logging.getLogger("pithead.access").setLevel(logging.WARNING)
    app = create_gateway(ctx)
    player = domain.handle(ctx, domain.RegisterPlayer("fuzz")).body
    game_id = new_game(ctx, player["id"], seats=2)
    schema = schemathesis.openapi.from_wsgi("/v1/openapi.json", app)
    yield {"schema": schema, "token": player["token"], "game_id": game_id}
    mp.undo()
    redis.flushdb()
    redis.close()


def _operations(schema):
    return [result.ok() for result in schema.get_all_operations()]


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
def test_every_operation_answers_as_documented(world, mode):
    started, total = time.monotonic(), 0
    operations = _operations(world["schema"])
    assert len(operations) >= 30
    for operation in operations:
        total += _fuzz(operation, mode, world)
    print(f"\nfuzz {mode.value}: {len(operations)} operations, {total} requests, "
          f"{time.monotonic() - started:.1f} s")


def _fuzz(operation, mode, world) -> int:
    sent = [0]
    bearer = {"Authorization": f"Bearer {world['token']}"}

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(case=operation.as_strategy(mode), auth=st.sampled_from(AUTH), real=st.booleans())
    def run(case, auth, real):
        if real and "game_id" in (case.path_parameters or {}):
            case.path_parameters["game_id"] = world["game_id"]
        headers = {"valid": bearer, "none": {}, "unknown": {"Authorization": "Bearer pt_x"}}[auth]
        response = case.call(headers=headers)
        sent[0] += 1
        case.validate_response(response, checks=CHECKS)

    try:
        run()
    except Unsatisfiable:  # nothing to break in this operation (no parameters, no body)
        assert mode == GenerationMode.NEGATIVE
    return sent[0]
