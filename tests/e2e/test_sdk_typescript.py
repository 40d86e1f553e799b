"""The TypeScript client (clients/typescript: openapi-typescript's types of clients/openapi.json
under openapi-fetch) on the real stack (gunicorn, Celery, Redis: the e2e `stack`): `tsc --strict`
compiles its test/play.ts and its README's "play a move" example, and node runs them: a whole game
of every registered game against bots with nothing but the client, and a move played as the README
shows it."""
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.e2e.conftest import Client
from tests.e2e.sdkplay import CLIENTS, DEADLINE_S, code_blocks, example, tables

TYPESCRIPT = CLIENTS / "typescript"
NODE_MODULES = TYPESCRIPT / "node_modules"


def _tools_or_skip() -> None:
    """Skip (or, under CI, fail) without node and the client's tools: `make test` installs them."""
    if shutil.which("node") and (NODE_MODULES / ".bin" / "tsc").exists():
        return
    message = "no node or clients/typescript/node_modules: run `make npm` (scripts/install_npm.sh)"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


def _readme_example(folder: Path) -> None:
    """The README's examples as a module of the client's tests: the import it shows, pointed at
    the sources, then the "play a move" lines as written, then the other example, then what
    they made, as JSON."""
    lines, imports = example(TYPESCRIPT / "README.md", "ts")
    more = code_blocks(TYPESCRIPT / "README.md", "ts")[2:]
    module = (imports.replace('"@pithead/client"', '"../src/index.js"')
              + "const [API, TOKEN, GAME_ID] = process.argv.slice(2);\n" + lines + "".join(more)
              + "console.log(JSON.stringify({ legal, played: played.data ?? null, "
                "problem: played.error ?? null, created: created.data ?? null, "
                "feed: feed.data ?? null }));\n")
    (folder / "test" / "readme.ts").write_text(module)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory) -> Path:
    """The client, its tests and the README example compiled by `tsc --strict` in a copy (the
    client's folder stays as committed); the compiled modules' folder."""
    _tools_or_skip()
    folder = tmp_path_factory.mktemp("typescript")
    for part in ("src", "test"):
        shutil.copytree(TYPESCRIPT / part, folder / part)
    shutil.copy(TYPESCRIPT / "tsconfig.json", folder)
    (folder / "package.json").write_text('{"type": "module"}\n')
    (folder / "node_modules").symlink_to(NODE_MODULES)
    _readme_example(folder)
    done = subprocess.run([str(NODE_MODULES / ".bin" / "tsc"), "--strict", "-p", str(folder)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return folder / "dist"


def _node(script: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["node", str(script), *args], capture_output=True, text=True,
                          timeout=DEADLINE_S + 60)


def test_a_whole_game_of_every_game_against_bots_with_the_typescript_client(stack, compiled):
    done = _node(compiled / "test" / "play.js", stack["base"], json.dumps(tables()))
    assert done.returncode == 0, done.stdout + done.stderr
    played = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(game["game"] for game in played) == sorted(t["game"] for t in tables())
    for game in played:
        assert game["finished"] is True and game["moves"] > 0, game


def test_the_readme_example_plays_a_move(stack, compiled):
    host = Client(stack["base"], "sdk-ts-readme")
    game = host.call("POST", "/v1/games", json={"game": "glueckauf", "seats": 2,
                                                "options": {"starting_player": 1}}).json()
    assert host.call("POST", f"/v1/games/{game['id']}/bots", json={"level": "random"}).ok
    assert host.call("POST", f"/v1/games/{game['id']}/start").json()["status"] == "started"
    token = host.http.headers["Authorization"].removeprefix("Bearer ")
    done = _node(compiled / "test" / "readme.js", stack["base"], token, game["id"])
    assert done.returncode == 0, done.stdout + done.stderr
    answer = json.loads(done.stdout)
    assert answer["problem"] is None, answer
    assert answer["played"]["version"] == answer["legal"]["version"] + 1
    assert answer["legal"]["actions"][0]["type"] == "draft"   # seat 0 drafts first
    assert answer["created"]["game"] == "quartz" and answer["created"]["status"] == "open"
    assert answer["feed"]["last_id"] >= answer["played"]["version"]   # a bot may have moved since
