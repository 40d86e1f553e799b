"""The gateway agrees with the services: services/routing.py is the one source of truth, the nginx
config is generated from it, and every route of each Flask app is routed to that app."""
import importlib
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from services import routing

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import gen_nginx  # noqa: E402

SHARED_PATHS = {"/healthz", "/readyz", "/metrics"}   # every service has them; the gateway picks one
SAMPLE = {"int": "7", "path": "a/b"}


def app_of(service: str):
    """The Flask app a service's own process serves (routing.SERVICES names it)."""
    module, _, attr = routing.SERVICES[service].partition(":")
    return getattr(importlib.import_module(module), attr)


def sample_paths(app) -> list[str]:
    """A concrete path for every URL rule of a Flask app (converters filled with sample values)."""
    paths = []
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        paths.append(re.sub(r"<(?:(\w+)(?:\([^)]*\))?:)?\w+>",
                            lambda m: SAMPLE.get(m.group(1) or "", "x1"), rule.rule))
    return paths


def nginx_locations(text: str) -> tuple[list[tuple[str, str]], str]:
    """(regex, service) of each `location ~` block in order, and the service of `location /`."""
    regexes = re.findall(r'location ~ "([^"]+)" \{[^}]*?set \$service (\w+);', text)
    default = re.search(r"location / \{\s*set \$service (\w+);", text).group(1)
    return regexes, default


def nginx_route(text: str, path: str) -> str:
    """Which upstream nginx picks for `path`: regex locations in order, else the prefix `/`."""
    regexes, default = nginx_locations(text)
    return next((up for regex, up in regexes if re.search(regex, path)), default)


@pytest.fixture(scope="module")
def conf() -> str:
    return gen_nginx.TARGET.read_text()


def test_committed_nginx_config_is_what_the_generator_makes(conf):
    assert conf == gen_nginx.render(), "run: python scripts/gen_nginx.py"


@pytest.mark.parametrize("service", ["lobby", "rules", "scoring", "docs", "web"])
def test_every_route_of_a_service_is_routed_to_it(service, conf):
    paths = [p for p in sample_paths(app_of(service)) if p not in SHARED_PATHS]
    assert paths, f"{service} has no routes"
    for path in paths:
        assert routing.service_for(path) == service, path
        assert nginx_route(conf, path) == service, path


@pytest.mark.parametrize("path", sorted(SHARED_PATHS))
def test_shared_paths_reach_a_service_that_has_them(path, conf):
    service = routing.service_for(path)
    assert path in sample_paths(app_of(service))
    assert nginx_route(conf, path) == service


# Routes DESIGN §3 assigns to a service that does not serve them yet (it answers 404 meanwhile).
RESERVED: set = set()


def test_no_route_is_dead():
    """Each routing entry claims at least one real route of its service, unless reserved."""
    dead = {route.pattern for route in routing.ROUTES
            if not any(re.match(route.pattern, p) for p in sample_paths(app_of(route.service)))}
    assert dead <= RESERVED


def test_the_python_dispatcher_uses_the_same_routing():
    from services import gateway
    assert set(gateway.app.apps) == set(routing.SERVICES)
    assert gateway.app.default == gen_nginx.DEFAULT


def test_nginx_upstreams_are_compose_services_running_their_apps():
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    for service, spec in routing.SERVICES.items():
        assert compose[service]["command"][-1] == spec
        assert compose[service]["environment"]["PITHEAD_BIND"].endswith(f":{gen_nginx.PORT}")
    gateway = compose["gateway"]
    assert "./deploy/nginx/gateway.conf.template:/etc/nginx/templates/default.conf.template:ro" \
        in gateway["volumes"]
    assert set(routing.SERVICES) <= set(gateway["depends_on"])


# What the nginx image's entrypoint fills in: the only ${...} of the template (NGINX_ENVSUBST_FILTER).
TEMPLATE_VARIABLES = {"NGINX_LOCAL_RESOLVERS", "UPSTREAM_DOMAIN"}


def fill(template: str, env: dict) -> str:
    """The template as the image's envsubst step leaves it: ${NAME} of the filter replaced."""
    return re.sub(r"\$\{(\w+)\}", lambda m: env[m.group(1)] if m.group(1) in env else m.group(0),
                  template)


def test_every_upstream_is_re_resolved(conf):
    assert set(re.findall(r"\$\{(\w+)\}", conf)) == TEMPLATE_VARIABLES
    assert re.search(r"^    resolver \$\{NGINX_LOCAL_RESOLVERS\} valid=\d+s", conf, re.M)
    assert "upstream " not in conf   # an upstream block's server is resolved once, at start
    passes = re.findall(r"proxy_pass (\S+);", conf)
    assert passes and set(passes) == {f"http://$service${{UPSTREAM_DOMAIN}}:{gen_nginx.PORT}"}


def test_compose_gives_the_gateway_the_template_variables():
    env = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]["gateway"]["environment"]
    assert env["NGINX_ENTRYPOINT_LOCAL_RESOLVERS"] == "1"    # sets NGINX_LOCAL_RESOLVERS
    assert env["UPSTREAM_DOMAIN"] == ""                      # compose's DNS answers the bare name
    assert re.fullmatch(env["NGINX_ENVSUBST_FILTER"].replace("$$", "$"), "UPSTREAM_DOMAIN")
    assert not re.fullmatch(env["NGINX_ENVSUBST_FILTER"].replace("$$", "$"), "HOSTNAME")


@pytest.mark.skipif(not shutil.which("nginx"), reason="no nginx binary here")
@pytest.mark.parametrize("domain", ["", ".pithead.svc.cluster.local"])
def test_nginx_accepts_the_config(conf, tmp_path, domain):
    # as compose (127.0.0.11, bare names) and Kubernetes (cluster DNS, full names) fill it
    local = fill(conf, {"NGINX_LOCAL_RESOLVERS": "127.0.0.11 ", "UPSTREAM_DOMAIN": domain})
    local = local.replace("listen 80;", "listen 127.0.0.1:18080;")
    (tmp_path / "gateway.conf").write_text(local)
    (tmp_path / "nginx.conf").write_text(
        f"pid {tmp_path}/nginx.pid;\nerror_log stderr;\nevents {{}}\n"
        f"http {{\n access_log off;\n client_body_temp_path {tmp_path};\n"
        f" include {tmp_path}/gateway.conf;\n}}\n")
    result = subprocess.run(["nginx", "-t", "-p", str(tmp_path), "-c", str(tmp_path / "nginx.conf")],
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
