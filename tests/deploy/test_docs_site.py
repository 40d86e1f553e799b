"""The documentation site (mkdocs.yml, docs/) builds in strict mode, as `make docs` builds it: a broken
link, a missing anchor or a page left out of the nav fails. The build is of a copy of docs/ with one
extra guide page, to show that a new docs/guide/*.md is listed without editing the nav. The built site
loads nothing from another host, renders every operation of /v1/openapi.json, and fills each game's
page from its package; the README stays a front page."""
import argparse
import importlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from services.gateway import docs_app
from shared import cli, engine

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.timeout(300)
EXTRA_GUIDE = "# A guide added by another branch\n\nListed in the nav without an edit.\n"


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """`mkdocs build --strict` of a copy of the docs with one more guide page; the built site."""
    work = tmp_path_factory.mktemp("docs")
    shutil.copy(ROOT / "mkdocs.yml", work / "mkdocs.yml")
    shutil.copytree(ROOT / "docs", work / "docs")
    (work / "scripts").symlink_to(ROOT / "scripts")
    (work / "docs" / "guide" / "zz-added-guide.md").write_text(EXTRA_GUIDE)
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", "site"],
                            cwd=work, capture_output=True, text=True, timeout=280,
                            env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert result.returncode == 0, result.stderr[-4000:]
    assert "WARNING" not in result.stderr, result.stderr[-4000:]
    return work / "site"


def html(site: Path) -> dict[str, str]:
    """Every built page: path under the site -> its HTML."""
    return {str(path.relative_to(site)): path.read_text() for path in site.rglob("*.html")}


def test_a_new_guide_page_is_listed_in_the_nav_without_editing_it(site):
    home = (site / "index.html").read_text()
    assert 'href="guide/zz-added-guide/"' in home
    assert "A guide added by another branch" in home
    for page in (ROOT / "docs" / "guide").glob("*.md"):
        target = "guide/" if page.stem == "index" else f"guide/{page.stem}/"
        assert f'href="{target}"' in home, page.name


def test_every_docs_page_is_in_the_nav(site):
    home = (site / "index.html").read_text()
    for page in (ROOT / "docs").rglob("*.md"):
        rel = page.relative_to(ROOT / "docs").with_suffix("")
        target = "." if str(rel) == "index" else (f"{rel.parent}/" if rel.name == "index" else f"{rel}/")
        assert f'href="{target}"' in home, rel


def test_the_site_loads_nothing_from_another_host(site):
    """Read offline: no script, stylesheet, font or image from a CDN (Material's fonts are off)."""
    remote = re.compile(r'<(?:script|link|img)[^>]+(?:src|href)="(?:https?:)?//', re.I)
    for name, page in html(site).items():
        assert not remote.search(page), name
    for css in site.rglob("*.css"):
        assert not re.search(r"url\((['\"]?)(https?:)?//", css.read_text()), css.name


def test_the_api_reference_renders_every_operation_of_the_document(site):
    document = docs_app.test_client().get("/v1/openapi.json").get_json()
    reference = "\n".join(page for name, page in html(site).items() if name.startswith("reference/"))
    reference = re.sub(r'<span class="route-param">([^<]*)</span>', r"\1", reference)
    for path, operations in document["paths"].items():
        for method in set(operations) & {"get", "post", "put", "patch", "delete"}:
            shown = f'<span class="http-{method}">{method.upper()}</span> {path}'
            assert shown in reference, shown
    for schema in document["components"]["schemas"]:
        assert f'id="{schema.lower()}"' in (site / "reference" / "schemas" / "index.html").read_text()
    assert (site / "reference" / "openapi.json").read_text().startswith("{")


@pytest.mark.parametrize("name", engine.names())
def test_each_game_page_shows_its_packages_actions_and_bots(site, name):
    page = (site / "games" / name / "index.html").read_text()
    assert "pithead:game" not in page
    for kind in engine.get(name).action_shapes or {}:
        assert f"<code>{kind}</code>" in page, kind
    assert f"<code>{name}</code>" in page


def test_the_screenshots_are_on_the_web_client_page(site):
    page = (site / "web-client" / "index.html").read_text()
    for shot in (ROOT / "docs" / "screenshots").glob("*.png"):
        assert f"../screenshots/{shot.name}" in page, shot.name
        assert (site / "screenshots" / shot.name).is_file()


def test_the_readme_is_a_front_page_whose_links_resolve():
    readme = (ROOT / "README.md").read_text()
    assert len(readme.splitlines()) < 250
    links = re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", readme)
    local = [link for link in links if "://" not in link]
    assert len(local) >= 20
    missing = [link for link in local if not (ROOT / link).exists()]
    assert not missing, missing


FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)


def blocks(lang: str) -> list[tuple[str, str]]:
    """(page, body) of every fenced block of `lang` in the docs."""
    return [(str(page.relative_to(ROOT)), body) for page in sorted((ROOT / "docs").rglob("*.md"))
            for kind, body in FENCE.findall(page.read_text()) if kind == lang]


def standalone_python() -> list[tuple[str, str]]:
    """The python blocks that run on their own: not the Python client's README example, which the
    SDK guide shows and tests/e2e/test_sdk_python.py runs against a real stack."""
    client_readme = FENCE.findall((ROOT / "clients" / "python" / "README.md").read_text())
    against_a_stack = {body for kind, body in client_readme if kind == "python"}
    return [(page, body) for page, body in blocks("python") if body not in against_a_stack]


@pytest.mark.parametrize("page,code", standalone_python(), ids=lambda value: value[:40])
def test_every_python_example_runs(page, code):
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, (page, result.stderr[-2000:])


def test_every_pithead_command_shown_parses():
    """Each `pithead SUB ...` line of the docs is one the command's own parser takes, arguments and
    all (what each subcommand does is the CLI's tests: tests/unit/test_cli_games.py, the tournament's)."""
    lines = [line.split("#")[0].split() for _, body in blocks("sh") for line in body.splitlines()
             if re.match(r"(\.venv/bin/)?pithead \w", line)]
    assert len(lines) >= 5
    for words in lines:
        module, _ = cli.SUBCOMMANDS[words[1]]
        parser = argparse.ArgumentParser(prog=f"pithead {words[1]}")
        importlib.import_module(module).add_arguments(parser)
        assert parser.parse_args(words[2:]), words
