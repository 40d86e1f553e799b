"""docker-compose.yml, the Dockerfile, the Procfile and redis.conf, checked without a Docker engine:
the files parse, every command they name exists, and Redis is configured for durability."""
import http.server
import importlib
import ipaddress
import re
import shlex
import shutil
import subprocess
import sys
import threading
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
import yaml
from flower import urls as flower_urls

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
EXPECTED = {"redis", "lobby", "rules", "scoring", "worker", "beat", "gateway", "flower", "web"}
WSGI = {"lobby": "services.lobby.wsgi:app", "rules": "services.rules.wsgi:app",
        "scoring": "services.scoring.wsgi:app"}


@pytest.fixture(scope="module")
def compose():
    """The parsed compose file."""
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def resolve(spec: str):
    """Import `module:attribute` and return the attribute."""
    module, _, attr = spec.partition(":")
    return getattr(importlib.import_module(module), attr)


def check_command(argv: list[str]) -> None:
    """Fail unless the program exists and every module path, file and subcommand it names does."""
    program = argv[0]
    assert (BIN / program).exists(), f"{program} is not a console script of the venv"
    if program == "gunicorn":
        config = argv[argv.index("-c") + 1]
        assert (ROOT / config).is_file(), config
        assert callable(resolve(argv[-1])), f"{argv[-1]} is not a WSGI callable"
    elif program == "celery":
        from celery import Celery
        from celery.bin.celery import celery as cli
        app = resolve(argv[argv.index("-A") + 1])
        assert isinstance(app, Celery)
        sub = argv[argv.index("-A") + 2]
        plugins = {ep.name for ep in metadata.entry_points(group="celery.commands")}
        assert sub in set(cli.commands) | plugins, f"celery has no '{sub}' command"
    else:
        pytest.fail(f"unexpected program {program}")


def test_compose_has_the_whole_stack(compose):
    assert EXPECTED <= set(compose["services"])


def test_app_services_share_one_image_and_flower_its_ops_target(compose):
    images = {}
    for name, svc in compose["services"].items():
        if "build" in svc:
            assert (ROOT / svc["build"]["context"] / svc["build"]["dockerfile"]).is_file()
            images.setdefault((svc["image"], svc["build"].get("target")), []).append(name)
    assert images.pop(("pithead-ops:latest", "ops")) == ["flower"]
    assert list(images) == [("pithead:latest", None)]


@pytest.mark.parametrize("name", sorted(EXPECTED - {"redis", "gateway"}) + ["docs"])
def test_every_command_exists(compose, name):
    check_command(compose["services"][name]["command"])


@pytest.mark.parametrize("name", sorted(WSGI))
def test_each_service_runs_its_own_wsgi_app(compose, name):
    assert compose["services"][name]["command"][-1] == WSGI[name]


def test_redis_uses_aof_always_on_a_volume(compose):
    svc = compose["services"]["redis"]
    conf_mount = next(v for v in svc["volumes"] if "redis.conf" in v)
    conf = (ROOT / conf_mount.split(":")[0]).read_text()
    settings = dict(line.split(None, 1) for line in conf.splitlines()
                    if line.strip() and not line.startswith("#"))
    assert settings["appendonly"] == "yes" and settings["appendfsync"] == "always"
    data_mount = next(v for v in svc["volumes"] if v.endswith(":" + settings["dir"]))
    assert data_mount.split(":")[0] in compose["volumes"]


def test_every_service_is_restarted_when_it_exits(compose):
    # a Celery worker can exit on its own when Redis comes back (tests/faults/test_kill9.py)
    for name, svc in compose["services"].items():
        assert svc.get("restart") in ("always", "unless-stopped", "on-failure"), name


def test_mounted_files_exist(compose):
    for svc in compose["services"].values():
        for volume in svc.get("volumes", []):
            source = volume.split(":")[0]
            if source.startswith("."):
                assert (ROOT / source).is_file(), source


def test_flower_is_pinned_in_the_ops_extra_only_its_target_installs():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert any(re.fullmatch(r"flower==[\d.]+", dep) for dep in project["optional-dependencies"]["ops"])
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text()
    assert "uv export --frozen --no-dev --no-emit-project --extra ops " in dockerfile
    ops_stage = dockerfile.split("AS ops", 1)[1].split("\nFROM ", 1)[0]
    assert "-r /app/.ops-requirements.txt" in ops_stage


# Compose v1.29 (Debian's docker-compose) knows these top-level keys; `name:` needs Compose v2.
V1_TOP_LEVEL = {"version", "services", "volumes", "networks", "configs", "secrets"}


def test_compose_v1_and_v2_accept_the_top_level(compose):
    keys = {key for key in compose if not key.startswith("x-")}
    assert keys <= V1_TOP_LEVEL, keys - V1_TOP_LEVEL


def probe_path(test: list[str]) -> str | None:
    """The URL path a healthcheck command fetches from its own container, if it fetches one."""
    if "deploy/healthcheck.py" in test:
        script = test.index("deploy/healthcheck.py")
        assert (ROOT / test[script]).is_file() and test[script + 1].isdigit()
        return test[script + 2]
    match = re.search(r"http://127\.0\.0\.1(?::\d+)?(/[\w/.-]*)", " ".join(test))
    return match.group(1) if match else None


@pytest.mark.parametrize("status, code", [(200, 0), (503, 1)])
def test_the_socket_healthcheck_passes_on_200_only(status, code):
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(status if self.path == "/readyz" else 404)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        probe = [sys.executable, "-S", str(ROOT / "deploy" / "healthcheck.py"), str(server.server_port)]
        assert subprocess.run([*probe, "/readyz"], timeout=30).returncode == code
        assert subprocess.run([*probe, "/elsewhere"], timeout=30).returncode == 1
    finally:
        server.shutdown()


def served_paths(command: list[str]) -> set[str]:
    """The static paths the process a compose/Kubernetes command starts answers."""
    if command[0] == "gunicorn":
        return {rule.rule for rule in resolve(command[-1]).url_map.iter_rules()}
    if command[0] == "celery" and "flower" in command:
        patterns = [s[0] if isinstance(s, tuple) else s.regex.pattern for s in flower_urls.handlers]
        return {p.rstrip("$") for p in patterns if "(" not in p}
    return set()


@pytest.mark.parametrize("name", ["lobby", "rules", "scoring", "docs", "web", "flower"])
def test_each_healthcheck_asks_for_a_path_its_app_serves(compose, name):
    svc = compose["services"][name]
    path = probe_path(svc["healthcheck"]["test"])
    assert path in served_paths(svc["command"]), f"{name} does not serve {path}"


def test_the_gateway_starts_after_its_upstreams_are_healthy(compose):
    services = compose["services"]
    depends = services["gateway"]["depends_on"]
    assert isinstance(depends, dict) and set(depends) >= {"lobby", "rules", "scoring", "docs", "web"}
    for name, condition in depends.items():
        assert condition == {"condition": "service_healthy"}, name
        assert "healthcheck" in services[name], name


def test_trusted_proxies_is_the_gateway_address(compose):
    address = compose["services"]["gateway"]["networks"]["default"]["ipv4_address"]
    (config,) = compose["networks"]["default"]["ipam"]["config"]
    assert ipaddress.ip_address(address) in ipaddress.ip_network(config["subnet"])
    # outside the range other containers are given addresses from (else one can take it first)
    assert ipaddress.ip_address(address) not in ipaddress.ip_network(config["ip_range"])
    for name, svc in compose["services"].items():
        if "build" in svc:
            assert svc["environment"]["TRUSTED_PROXIES"] == address, name


def test_the_worker_sends_task_events_for_flower(compose):
    assert "-E" in compose["services"]["worker"]["command"]


def test_flowers_api_needs_credentials_that_compose_requires(compose):
    # Flower answers its API with 401 unless basic auth (or FLOWER_UNAUTHENTICATED_API) is set
    auth = compose["services"]["flower"]["environment"]["FLOWER_BASIC_AUTH"]
    assert re.fullmatch(r"\$\{FLOWER_BASIC_AUTH:\?[^}]+\}", auth)
    assert compose["services"]["flower"]["ports"] == ["127.0.0.1:${FLOWER_PORT:-5555}:5555"]


def test_every_service_has_bounded_logs(compose):
    for name, svc in compose["services"].items():
        logging = svc.get("logging", {})
        assert logging.get("driver") == "json-file", name
        assert {"max-size", "max-file"} <= set(logging.get("options", {})), name


def test_dockerfile_copies_what_exists():
    for line in (ROOT / "deploy" / "Dockerfile").read_text().splitlines():
        if line.startswith("COPY "):
            for source in line.split()[1:-1]:
                assert (ROOT / source).exists(), source


def procfile() -> dict[str, str]:
    """Procfile entries: name -> shell command."""
    lines = (ROOT / "Procfile").read_text().splitlines()
    return dict(line.split(": ", 1) for line in lines if line and not line.startswith("#"))


def test_procfile_has_redis_api_worker_beat_the_docs_site_and_the_mail_sink():
    assert set(procfile()) == {"redis", "api", "worker", "beat", "site", "mail"}


def test_procfile_site_serves_the_mkdocs_site():
    words = shlex.split(procfile()["site"])
    assert words[:4] == ["NO_MKDOCS_2_WARNING=1", "exec", "mkdocs", "serve"]
    assert (BIN / "mkdocs").exists() and (ROOT / "mkdocs.yml").is_file()
    assert words[4:] == ["--dev-addr", "${PITHEAD_SITE_BIND:-127.0.0.1:8001}"]


def test_procfile_mail_runs_the_smtp_sink():
    assert procfile()["mail"].startswith("exec python -m shared.mailsink ")
    assert callable(importlib.import_module("shared.mailsink").main)


@pytest.mark.parametrize("name", ["api", "worker", "beat"])
def test_procfile_commands_exist_and_wait_for_redis(name):
    command = procfile()[name]
    waits, _, main = command.partition(" && exec ")
    assert waits == "python scripts/wait_redis.py"
    words = [word for word in shlex.split(main) if not word.startswith("${")]
    if words[0] == "nice":   # the worker runs niced; its value is a setting (dropped above)
        assert shutil.which("nice") and words[1] == "-n"
        words = words[2:]
    check_command(words)


def test_procfile_redis_runs_the_launcher():
    assert procfile()["redis"] == "exec python -m shared.redis_server"
    assert callable(importlib.import_module("shared.redis_server").main)


def test_docs_document_every_setting():
    """Every environment variable the code reads has a row in the configuration table of the docs
    (docs/operations/configuration.md; a guide page's own table of its settings counts too)."""
    docs = "\n".join(page.read_text() for page in (ROOT / "docs").rglob("*.md"))
    sources = [(ROOT / "shared" / "config.py", r'env\.get\("([A-Z_]+)"'),
               (ROOT / "deploy" / "gunicorn.conf.py", r'os\.environ\.get\("([A-Z_]+)"'),
               (ROOT / "scripts" / "run.sh", r'\$\{([A-Z_]+):-')]
    names = {name for path, pattern in sources for name in re.findall(pattern, path.read_text())}
    assert names, "no settings found: did the way they are read change?"
    missing = sorted(name for name in names if f"| `{name}` |" not in docs)
    assert not missing, f"add to docs/operations/configuration.md: {missing}"
