"""The words a browser test reads on a page, in the page's language: the web client's own catalogs
(services/web/static/i18n/*_<lang>.json), so the same steps run in Russian and in English."""
import functools
import json
import re
from pathlib import Path

I18N = Path(__file__).resolve().parents[2] / "services" / "web" / "static" / "i18n"


@functools.cache
def catalog(lang: str) -> dict:
    """Every message of a language: the pages' and the tables' catalogs (their keys are apart)."""
    merged = {}
    for path in sorted(I18N.glob(f"*{lang}.json")):
        if path.stem == lang or path.stem.endswith(f"_{lang}"):
            merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def said(page, key: str, **params) -> str:
    """A message in the page's language, with `params` filled in."""
    text = catalog(page.evaluate("document.documentElement.lang") or "en")[key]
    for name, value in params.items():
        text = text.replace("{" + name + "}", str(value))
    return text


def opening(page, key: str, **params) -> str:
    """A message's words up to its first placeholder left unfilled."""
    return said(page, key, **params).split("{")[0]


def reads_as(page, key: str, text: str) -> bool:
    """Whether `text` holds every fixed piece of a message (its placeholders being anything)."""
    return all(part.strip() in text for part in re.split(r"\{\w+\}", said(page, key)) if part.strip())
