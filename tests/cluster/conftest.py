"""Cluster fixtures: one real Redis Cluster (3 primaries, a replica each) for the session, and the
integration fixtures (`redis`, `ctx`, ...) on a cluster client of it."""
import pytest

from shared.store import connect_cluster
from tests.cluster.localcluster import LocalCluster
from tests.integration.conftest import ctx, make_http, new_player, run_tasks  # noqa: F401


@pytest.fixture(scope="session")
def cluster():
    """A running 6-node cluster, torn down after the session."""
    with LocalCluster() as running:
        yield running


@pytest.fixture
def redis(cluster):
    """A cluster client (the store's own: StoreCluster) of the session's cluster."""
    client = connect_cluster(cluster.startup_url(), socket_timeout=10)
    yield client
    client.close()


@pytest.fixture
def new_client(cluster):
    """Makes another cluster client, as another process would hold (its own connections)."""
    return lambda: connect_cluster(cluster.startup_url())
