"""tests/integration/test_trust_stream.py on the cluster, through the gateway app: the feed re-checks
its reader on every entry (resign, a drop by the clock) and ends on a revoked token, where the
token key and the game's log live on different nodes."""
from tests.integration.test_trust_stream import *  # noqa: F401,F403
from tests.integration.conftest import actx, http  # noqa: F401  (its fixtures, on the cluster's redis)
