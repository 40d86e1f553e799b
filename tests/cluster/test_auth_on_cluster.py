"""tests/integration/test_trust_auth.py on the cluster, through the gateway app: rate limits per
token and per address (429 + Retry-After), token rotation and revocation, the in-flight marker of
an Idempotency-Key, seats acting only for their owner."""
from tests.integration.test_trust_auth import *  # noqa: F401,F403
