"""tests/integration/test_clocks.py on the cluster: turn deadlines in their buckets, autopilot on
timeout, the drop, time banks, resign, a lost ratings task requeued."""
from tests.integration.test_clocks import *  # noqa: F401,F403
