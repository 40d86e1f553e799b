"""`make sdk`: the OpenAPI document (made offline from the apps) and the clients generated from it.

    python scripts/sdk.py [OUT]     (default: clients/)

writes OUT/openapi.json, the Python client OUT/python/ (openapi-python-client, settings and README
template in clients/generator/) and the TypeScript types OUT/typescript/src/schema.d.ts
(openapi-typescript; the rest of clients/typescript is written by hand). make test generates into
a temporary folder and compares (tests/e2e/test_sdk_generated.py).
"""
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLIENTS = ROOT / "clients"
GENERATOR = CLIENTS / "generator"
TYPESCRIPT = CLIENTS / "typescript"
# every file a generation writes, relative to OUT (the Python client is its whole folder)
GENERATED = ("openapi.json", "python", "typescript/src/schema.d.ts")


def generate(out: Path) -> None:
    """Write the document and both clients' generated files under `out`."""
    out.mkdir(parents=True, exist_ok=True)
    document = out / "openapi.json"
    # a process of its own: the apps read their settings from the environment as they start
    _run([sys.executable, "-m", "services.openapi", str(document)], ROOT,
         {**os.environ, "PYTHONPATH": str(ROOT)})
    with ThreadPoolExecutor(2) as both:   # two processes of their own: at once on two cores
        done = [both.submit(python_client, document, out / "python"),
                both.submit(typescript_types, document, out / "typescript" / "src" / "schema.d.ts")]
    for future in done:
        future.result()


def python_client(document: Path, folder: Path) -> None:
    """The Python client's package from `document` (the folder is replaced)."""
    tools = str(Path(sys.executable).parent)   # openapi-python-client and ruff, its post-hooks
    _run([f"{tools}/openapi-python-client", "generate", "--path", str(document),
          "--output-path", str(folder), "--overwrite", "--meta", "uv",
          "--config", str(GENERATOR / "python.yaml"),
          "--custom-template-path", str(GENERATOR / "templates")],
         ROOT, {**os.environ, "PATH": tools + os.pathsep + os.environ.get("PATH", "")},
         refuse="Warning")   # it skips what it cannot read and says so, exiting 0


def typescript_types(document: Path, target: Path) -> None:
    """The TypeScript types of `document` (openapi-typescript from clients/typescript)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    # a field with a default stays optional in what a client sends (join, max_timeouts)
    _run([str(TYPESCRIPT / "node_modules" / ".bin" / "openapi-typescript"), str(document),
          "--output", str(target), "--default-non-nullable", "false"], TYPESCRIPT)


def _run(argv: list[str], cwd: Path, env: dict | None = None, refuse: str = "") -> None:
    """Run a generator quietly; on failure (or `refuse` in its output), exit with what it said."""
    done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode != 0 or (refuse and refuse in done.stdout + done.stderr):
        sys.exit(f"{' '.join(argv[:2])} failed ({done.returncode}):\n{done.stdout}{done.stderr}")


if __name__ == "__main__":
    generate(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else CLIENTS)
