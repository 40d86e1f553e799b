"""tests/integration/test_store.py on the cluster: atomic version-checked writes, concurrent writers,
idempotency records, the log, every key of a game in one slot, tokens stored as hashes."""
from tests.integration.test_store import *  # noqa: F401,F403
