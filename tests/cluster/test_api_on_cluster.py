"""tests/integration/test_async_api.py on the cluster, through the gateway app: the event feed
(long poll and SSE, resumed from Last-Event-ID), redacted events, a finished game's replay, record,
ratings and leaderboard, my games, webhook routes."""
from tests.integration.test_async_api import *  # noqa: F401,F403
from tests.integration.conftest import actx, http  # noqa: F401  (its fixtures, on the cluster's redis)
