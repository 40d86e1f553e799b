"""The Kubernetes manifests (deploy/kustomization.yaml + deploy/k8s/), checked without a cluster: they
parse, the files kustomize reads exist, every command exists, and the web services match routing.py."""
from pathlib import Path

import pytest
import yaml

from services import routing
from tests.deploy.test_compose import check_command

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"


@pytest.fixture(scope="module")
def kustomization():
    return yaml.safe_load((DEPLOY / "kustomization.yaml").read_text())


@pytest.fixture(scope="module")
def objects(kustomization):
    """Every object of every resource file, by (kind, name)."""
    out = {}
    for resource in kustomization["resources"]:
        for doc in yaml.safe_load_all((DEPLOY / resource).read_text()):
            out[(doc["kind"], doc["metadata"]["name"])] = doc
    return out


def containers(objects):
    """(deployment or statefulset name, container) pairs."""
    for (kind, name), doc in objects.items():
        if kind in ("Deployment", "StatefulSet"):
            for container in doc["spec"]["template"]["spec"]["containers"]:
                yield name, container


def test_generated_config_maps_read_existing_files(kustomization):
    for generator in kustomization["configMapGenerator"]:
        for entry in generator.get("files", []):
            assert (DEPLOY / entry.split("=")[-1]).is_file(), entry


def test_every_pithead_command_exists(objects):
    commands = [c["command"] for _, c in containers(objects) if c["image"] == "pithead"]
    assert len(commands) >= 7
    for command in commands:
        check_command(command)


@pytest.mark.parametrize("service", sorted(routing.SERVICES))
def test_each_upstream_is_a_deployment_and_service_running_its_app(objects, service):
    deployment = objects[("Deployment", service)]
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    assert container["command"][-1] == routing.SERVICES[service]
    assert objects[("Service", service)]["spec"]["ports"][0]["port"] == 8000


def test_exactly_one_beat(objects):
    beat = objects[("Deployment", "beat")]["spec"]
    assert beat["replicas"] == 1 and beat["strategy"]["type"] == "Recreate"


def test_redis_keeps_its_aof_on_a_volume(objects):
    redis = objects[("StatefulSet", "redis")]["spec"]
    mounts = {m["name"]: m["mountPath"] for m in redis["template"]["spec"]["containers"][0]["volumeMounts"]}
    assert mounts["data"] == "/data"
    assert redis["volumeClaimTemplates"][0]["metadata"]["name"] == "data"


def test_every_process_is_restarted_when_it_exits(objects):
    # a Celery worker can exit on its own when Redis comes back (tests/faults/test_kill9.py)
    workloads = [doc for (kind, _), doc in objects.items() if kind in ("Deployment", "StatefulSet")]
    assert {doc["metadata"]["name"] for doc in workloads} >= {"worker", "beat", "redis"}
    for doc in workloads:
        assert doc["spec"]["template"]["spec"].get("restartPolicy", "Always") == "Always"
