"""tests/integration/test_store.py on the cluster: atomic version-checked writes, idempotency
records, the log, every key of a game in one slot, tokens stored as hashes."""
from tests.integration.test_store import *  # noqa: F401,F403
from tests.integration.test_store import test_concurrent_writers_at_one_version_exactly_one_wins

# it connects to the session's plain Redis by URL: tests/cluster/test_cluster_store.py has its
# cluster twin
del test_concurrent_writers_at_one_version_exactly_one_wins
