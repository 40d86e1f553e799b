"""A game's printed names in the rulebooks' languages: the `names` section of its data file maps
'<kind>.<id>' (`coal.yellow`, `building.mill`, `gem.ruby`) to {"en", "ru", "ru_source"} (and
"ru_printed" where the Russian rulebook prints the name only inflected)."""

LANGUAGES = ("en", "ru")


def printed_names(data: dict) -> dict:
    """The named things of a data file (its `names` section without the note about it)."""
    return {key: dict(entry) for key, entry in data.get("names", {}).items() if not key.startswith("_")}


def names_in(names: dict, language: str) -> dict:
    """'<kind>.<id>' -> the name in `language` (English where a language lacks one)."""
    return {key: entry.get(language) or entry["en"] for key, entry in names.items()}
