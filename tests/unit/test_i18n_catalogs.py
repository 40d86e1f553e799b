"""The API's gettext catalogs are complete (issue 34): every message `make i18n` extracts has a
Russian translation that is neither empty nor fuzzy, the committed .mo is compiled from the .po,
and every refusal code the code base raises has a sentence of its own in the catalog."""
import ast
import http
import pathlib

from scripts import i18n
from shared.api.problem_texts import DETAILS, STATUS_TITLES
from shared.api.problems import _HTTP_CODES

ROOT = pathlib.Path(__file__).resolve().parents[2]
RAISERS = {"IllegalAction", "DomainError", "NotFound", "Forbidden", "Conflict", "Invalid", "Unauthorized",
           "problem", "require"}


def test_every_message_has_a_russian_translation_and_the_mo_is_current():
    wanted = i18n.template()
    assert len(wanted) > 200
    assert i18n.check(wanted) == []


def test_a_missing_or_fuzzy_translation_is_reported():
    wanted = i18n.template()
    catalog = i18n.read("ru")
    first = next(m for m in catalog if m.id)
    catalog.delete(first.id)
    second = next(m for m in catalog if m.id)
    second.flags.add("fuzzy")
    found = i18n.problems(catalog, wanted)
    assert f"ru: no translation of {first.id!r}" in found
    assert f"ru: fuzzy translation of {second.id!r}" in found


def _raised_codes() -> set[str]:
    """The literal codes passed to a refusal anywhere in shared/ and services/."""
    codes = set()
    for path in [*ROOT.joinpath("shared").rglob("*.py"), *ROOT.joinpath("services").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) in RAISERS:
                for arg in node.args[:3]:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and \
                            arg.value.replace("_", "").isalnum() and arg.value.islower():
                        codes.add(arg.value)
                        break
    return codes


def test_every_refusal_code_has_a_sentence_of_its_own():
    codes = _raised_codes() | set(_HTTP_CODES.values())
    assert {"not_your_turn", "cage_full", "truck_taken", "gem_not_in_cart"} <= codes
    assert sorted(codes - set(DETAILS)) == []


def test_status_titles_are_the_http_phrases():
    assert {s: str(t._args[0]) if hasattr(t, "_args") else None for s, t in STATUS_TITLES.items()} \
        == {s: http.HTTPStatus(s).phrase for s in STATUS_TITLES}
