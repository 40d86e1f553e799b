"""The committed clients are what `make sdk` makes of today's API: the OpenAPI document (made
offline from the apps), the Python client (openapi-python-client) and the TypeScript types
(openapi-typescript) are generated again into a temporary folder and compared file by file."""
import difflib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "clients"
TSC_TOOLS = CLIENTS / "typescript" / "node_modules" / ".bin" / "openapi-typescript"


def _files(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` (or the file itself), by its path relative to `folder`."""
    if folder.is_file():
        return {"": folder.read_bytes()}
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts}


def _differences(committed: Path, fresh: Path) -> list[str]:
    old, new = _files(committed), _files(fresh)
    out = [f"{name}: only in a fresh generation" for name in sorted(set(new) - set(old))]
    out += [f"{name}: no longer generated" for name in sorted(set(old) - set(new))]
    for name in sorted(set(old) & set(new)):
        if old[name] != new[name]:
            diff = difflib.unified_diff(old[name].decode().splitlines(),
                                        new[name].decode().splitlines(), lineterm="", n=1)
            out.append(f"{name}:\n" + "\n".join(list(diff)[2:14]))
    return out


def test_the_committed_clients_are_generated_from_todays_api(tmp_path):
    if not TSC_TOOLS.exists() or not shutil.which("node"):
        # openapi-typescript comes from clients/typescript's node_modules (make test installs it)
        message = "no node or clients/typescript/node_modules: run `make npm`"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "sdk.py"), str(tmp_path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    found = []
    for part in ("openapi.json", "python", "typescript/src/schema.d.ts"):
        found += [f"clients/{part} {line}" for line in _differences(CLIENTS / part, tmp_path / part)]
    assert not found, "run `make sdk` and commit clients/:\n" + "\n".join(found[:20])
