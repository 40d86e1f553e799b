"""`make i18n`: extract every message of the API (gettext calls in shared/api and services, the
games' titles and option descriptions from their specs), merge them into each language's .po
under shared/api/translations, compile the .mo the app loads, and fail when a message lacks a
translation or has a fuzzy one. `--check` writes nothing and also fails on a stale .mo (make test)."""
import datetime
import io
import os
import re
import sys

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from shared import engine  # noqa: E402  (after the path: run as a script from anywhere)
from shared.api import fieldtexts  # noqa: E402
from shared.api.language import DEFAULT, DOMAIN, LANGUAGES, TRANSLATIONS  # noqa: E402
from shared.engine.texts import COMMON  # noqa: E402

SOURCES = ("shared/api", "shared/domain", "services")
FIXED_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
FIELD = re.compile(r"\{(\w+)\}")   # a log line's `{field}` (str.format)
KEYWORDS = {"_": None, "gettext": None, "_l": None, "lazy_gettext": None, "N_": None,
            "ngettext": (1, 2), "lazy_ngettext": (1, 2)}


def template() -> Catalog:
    """Every message id the API may translate."""
    # a fixed date and no line numbers: the .po changes only when a message does (no merge churn)
    catalog = Catalog(project="Pithead", domain=DOMAIN, creation_date=FIXED_DATE)
    for folder in SOURCES:
        found = extract_from_dir(os.path.join(ROOT, folder), [("**.py", "python")],
                                 keywords=KEYWORDS)
        for path, line, message, _comments, _context in found:
            catalog.add(message, locations=[(f"{folder}/{path}", line)])
    for name, text in spec_messages():
        catalog.add(text, locations=[(f"shared/games/{name}", 0)])
    for text in fieldtexts.marshmallow_templates():
        catalog.add(text, locations=[("marshmallow", 0)])
    return catalog


def spec_messages():
    """(game, text) for what the catalog and the log show of each game: its title, its options,
    its phases, its events' lines (and the engine's common events)."""
    for text in COMMON.values():
        yield "engine", text
    for name in engine.names():
        spec = engine.get(name).spec
        yield name, spec.title
        for option in spec.options:
            if option.description:
                yield name, option.description
        for phase in spec.phases:
            if phase.description:
                yield name, phase.description
        for text in engine.get(name).event_texts.templates.values():
            yield name, text


def po_path(lang: str) -> str:
    """Where a language's catalog lives."""
    return os.path.join(TRANSLATIONS, lang, "LC_MESSAGES", f"{DOMAIN}.po")


def read(lang: str) -> Catalog:
    """A language's catalog as committed (an empty one if it does not exist yet)."""
    path = po_path(lang)
    if not os.path.exists(path):
        return Catalog(locale=lang, domain=DOMAIN)
    with open(path, "rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def problems(catalog: Catalog, wanted: Catalog) -> list[str]:
    """What keeps a catalog from being complete: missing, empty or fuzzy translations."""
    out = []
    for message in wanted:
        if not message.id:
            continue
        have = catalog.get(message.id)
        if have is None or not have.string:
            out.append(f"{catalog.locale}: no translation of {message.id!r}")
        elif have.fuzzy:
            out.append(f"{catalog.locale}: fuzzy translation of {message.id!r}")
        elif not set(FIELD.findall(have.string)) <= set(FIELD.findall(message.id)):
            out.append(f"{catalog.locale}: the translation of {message.id!r} names a field it lacks")
    return out


def mo_bytes(catalog: Catalog) -> bytes:
    """The compiled catalog."""
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def check(wanted: Catalog) -> list[str]:
    """Every problem of every language, without writing anything."""
    out = []
    for lang in LANGUAGES:
        if lang == DEFAULT:
            continue
        catalog = read(lang)
        out += problems(catalog, wanted)
        mo = po_path(lang)[:-2] + "mo"
        if not os.path.exists(mo) or open(mo, "rb").read() != mo_bytes(catalog):
            out.append(f"{lang}: {os.path.relpath(mo, ROOT)} is not compiled from its .po")
    return out


def update(wanted: Catalog) -> None:
    """Merge the message ids into every language's .po and compile its .mo."""
    for lang in LANGUAGES:
        if lang == DEFAULT:
            continue
        catalog = read(lang)
        catalog.update(wanted, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        os.makedirs(os.path.dirname(po_path(lang)), exist_ok=True)
        with open(po_path(lang), "wb") as f:
            write_po(f, catalog, width=100, sort_output=True, include_lineno=False)
        with open(po_path(lang)[:-2] + "mo", "wb") as f:
            f.write(mo_bytes(catalog))


def main(argv: list[str]) -> int:
    """Update and check (or only check, with --check); 1 when a translation is missing."""
    wanted = template()
    if "--check" not in argv:
        update(wanted)
    found = check(wanted)
    for line in found:
        print(line, file=sys.stderr)
    print(f"{len(wanted)} messages, {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
