"""MkDocs hooks (mkdocs.yml `hooks:`): what the site shows that the code already knows is read from the
code at build time, so it cannot drift. The API reference: /v1/openapi.json, as the running gateway
serves it, rendered by essentials-openapi (neoteroi-mkdocs) into one page per tag and one of schemas,
plus the document itself at reference/openapi.json. A game page's `<!-- pithead:game NAME -->`: the
game's seats, options, phases, bot levels and action shapes from its package."""
import json
import re
import sys
from functools import cache
from pathlib import Path

from mkdocs.structure.files import File
from openapidocs.mk.v3 import OpenAPIV3DocumentationHandler

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))   # mkdocs runs this file by path; the project's packages live beside it
from scripts import gamefacts  # noqa: E402 (needs the path above)
from services.gateway import docs_app  # noqa: E402 (the same; the site always renders the API reference)
TEMPLATES = Path(__file__).with_name("oad_templates")   # a refusal links to Problem, not repeated
GAME_MARK = re.compile(r"<!-- pithead:game (\w+) -->")
SECTION = re.compile(r"^## (.+)$", re.M)


@cache
def openapi() -> dict:
    """The merged OpenAPI document, exactly as GET /v1/openapi.json answers it."""
    return docs_app.test_client().get("/v1/openapi.json").get_json()


def reference_pages(document: dict) -> dict[str, str]:
    """file name -> markdown: one page per tag of operations, one of schemas."""
    rendered = OpenAPIV3DocumentationHandler(document, style="MKDOCS",
                                             templates_path=str(TEMPLATES)).write()
    pages, parts = {}, SECTION.split(rendered)
    for heading, body in zip(parts[1::2], parts[2::2]):
        tag = re.sub(r"<[^>]+>", "", heading).strip()
        if tag in ("Security schemes", "Tags"):
            continue
        name = "schemas" if tag == "Schemas" else tag.replace("_", "-")
        title = tag if tag == "Schemas" else tag.replace("_", " ").capitalize()
        pages[name + ".md"] = f"# {title}\n\n{_demote(body)}"
    return pages


def _demote(markdown: str) -> str:
    """The section's headings one level up, now that it is a page of its own."""
    return re.sub(r"^#(#+) ", r"\1 ", markdown, flags=re.M).rstrip("-\n") + "\n"


def on_files(files, config):
    """Add the rendered reference pages and the OpenAPI document to the site."""
    document = openapi()
    for name, markdown in reference_pages(document).items():
        files.append(File.generated(config, f"reference/{name}", content=markdown))
    files.append(File.generated(config, "reference/openapi.json",
                                content=json.dumps(document, indent=2, sort_keys=True)))
    return files


def on_page_markdown(markdown, page, config, files):
    """Fill each game page's marker with the facts of that game's package."""
    return GAME_MARK.sub(lambda match: game_facts(match.group(1)), markdown)


def game_facts(name: str) -> str:
    """Seats, options, phases, bots and action shapes of a registered game, as markdown."""
    return gamefacts.render(name)
