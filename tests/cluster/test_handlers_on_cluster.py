"""tests/integration/test_handlers.py on the cluster: the lobby, idempotency keys, whole games
against one, two and three bots replaying to their stored state, tasks run twice, the reconciler."""
from tests.integration.test_handlers import *  # noqa: F401,F403
