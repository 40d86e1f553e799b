"""The web client's message catalogs (issue 34): en and ru have the same keys, each plural has its
language's categories and a translation names no `{field}` its English lacks; every key a page or
table asks for is in the catalogs; and no page or drawn table shows English of its own: a string
literal of a page file, of the shared modules (js/*.js) or of a converted table that reads as words
(two words, or a capitalised word) is a catalog message, not text (class lists, whose words are all
CSS classes, and lines marked `i18n-ok` are not text); index.html's visible text comes from the
catalogs too (data-i18n), but for proper names (translate="no") and its no-script note, in both
languages (lang)."""
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

STATIC = Path(__file__).resolve().parents[2] / "services" / "web" / "static"
TABLES = STATIC / "js" / "tables"
# the page's own messages (i18n/<lang>.json) and each table's (i18n/<game>_<lang>.json), merged
CATALOGS = {lang: {key: value for path in sorted((STATIC / "i18n").glob(f"*{lang}.json"))
                   for key, value in json.loads(path.read_text()).items()} for lang in ("en", "ru")}
FILES = sorted((STATIC / "i18n").glob("*.json"))
PLURALS = {"en": {"one", "other"}, "ru": {"one", "few", "many", "other"}}
FIELD = re.compile(r"\{(\w+)\}")


def _fields(entry) -> set:
    texts = entry.values() if isinstance(entry, dict) else [entry]
    return {name for text in texts for name in FIELD.findall(text)}


def test_both_languages_have_every_key():
    assert set(CATALOGS["en"]) == set(CATALOGS["ru"])
    assert len(CATALOGS["en"]) > 100
    for path in FILES:   # each file has its twin in the other language, with the same keys
        twin = path.with_name(path.name.replace("en.json", "ru.json") if path.name.endswith("en.json")
                              else path.name.replace("ru.json", "en.json"))
        assert set(json.loads(path.read_text())) == set(json.loads(twin.read_text())), path.name


@pytest.mark.parametrize("lang", sorted(CATALOGS))
def test_plurals_have_their_categories_and_fields_match(lang):
    for key, entry in CATALOGS[lang].items():
        if isinstance(entry, dict):
            assert set(entry) == PLURALS[lang], key
            assert "{count}" in "".join(entry.values()) or key.endswith("_n"), key
        assert _fields(entry) <= _fields(CATALOGS["en"][key]), key
        assert (entry.strip() if isinstance(entry, str) else all(v.strip() for v in entry.values())), key


def _strings(source: str):
    """(line number, text) of every string literal of a JS source, template parts `${...}` blanked,
    comments skipped (a small scanner: enough for our plain ES modules)."""
    i, line, n = 0, 1, len(source)
    while i < n:
        ch = source[i]
        if source.startswith("//", i):
            i = source.find("\n", i)
            i = n if i < 0 else i
            continue
        if source.startswith("/*", i):
            end = source.find("*/", i) + 2
            line += source.count("\n", i, end)
            i = end
            continue
        if ch in "\"'`":
            j, text, depth = i + 1, [], 0
            while j < n and not (source[j] == ch and depth == 0):
                if source[j] == "\\":
                    text.append(source[j:j + 2])
                    j += 2
                    continue
                if ch == "`" and source.startswith("${", j) and depth == 0:
                    depth, j = 1, j + 2
                    text.append(" ")
                    continue
                if depth:
                    depth += {"{": 1, "}": -1}.get(source[j], 0)
                else:
                    text.append(source[j])
                j += 1
            yield line, "".join(text)
            line += source.count("\n", i, j)
            i = j + 1
            continue
        if ch == "\n":
            line += 1
        i += 1


CSS_CLASSES = {m for css in STATIC.glob("*.css") for m in re.findall(r"\.([a-zA-Z][\w-]*)", css.read_text())}
WORDS = re.compile(r"[A-Za-z]{2,}[ \t]+[A-Za-z]")
CAPITALISED = re.compile(r"(?<![\w.-])[A-Z][a-z]{2,}(?![\w-])")


def english_text(path: Path) -> list[str]:
    """The literals of a page or table file that read as English words."""
    source = path.read_text()
    lines = source.split("\n")
    found = []
    for number, text in _strings(source):
        code = lines[number - 1]
        if "i18n-ok" in code or code.lstrip().startswith(("import ", "} from")):
            continue
        if re.search(r"class:\s*\[?[^\]\"'`]*[\"'`]" + re.escape(text.split(" ")[0]), code):
            continue   # a class attribute's value (a class list, maybe completed by a template)
        words = text.split()
        if words and all(w in CSS_CLASSES or w.endswith("-") or not w.isalpha() for w in words):
            continue   # a class list: every word a class of our CSS (or a prefix a template completes)
        if WORDS.search(text) or CAPITALISED.search(text):
            found.append(f"{path.name}:{number}: {text!r}")
    return found


def test_the_tables_show_no_english_of_their_own():
    converted = sorted(TABLES.glob("*.js"))
    assert {p.name for p in converted} >= {"glueckauf.js", "ohmygoods.js", "quartz.js", "packstack.js"}
    found = [line for path in converted for line in english_text(path)]
    assert not found, "\n".join(found)


def test_the_check_finds_english(tmp_path):
    table = tmp_path / "sample.js"
    table.write_text('const a = t("qz.sell");\nel("p", {class: "qz-card"}, "Sell your gems");\n'
                     'el("b", {}, `Round ${n}`);\nel("i", {}, "ok");  // Not this comment\n')
    assert english_text(table) == ["sample.js:2: 'Sell your gems'", "sample.js:3: 'Round  '"]


PAGES = sorted([*(STATIC / "js").glob("*.js"), *(STATIC / "js" / "pages").glob("*.js")])


def test_the_pages_show_no_english_of_their_own():
    assert {p.name for p in PAGES} >= {"main.js", "dom.js", "api.js", "home.js", "game.js", "notifications.js"}
    found = [line for path in PAGES for line in english_text(path)]
    assert not found, "\n".join(found)


class _Visible(HTMLParser):
    """The visible text of a page, less proper names (translate="no"), markup that is not shown
    (head, script) and text said in a language of its own (lang="...", the no-script note)."""

    HIDDEN = {"head", "script", "style", "title"}
    VOID = {"meta", "link", "br", "img", "input", "hr"}

    def __init__(self):
        super().__init__()
        self.stack, self.text, self.keys = [], [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "data-i18n" in attrs:
            self.keys.append(attrs["data-i18n"])
        if "data-i18n-label" in attrs:
            self.keys.append(attrs["data-i18n-label"])
        if tag not in self.VOID:
            quiet = tag in self.HIDDEN or attrs.get("translate") == "no" or "lang" in attrs and tag != "html"
            self.stack.append((tag, quiet))

    def handle_endtag(self, tag):
        while self.stack and self.stack.pop()[0] != tag:
            pass

    def handle_data(self, data):
        if data.strip() and not any(quiet for _, quiet in self.stack):
            self.text.append(data.strip())


def test_the_pages_frame_says_nothing_in_english_and_its_words_are_in_the_catalogs():
    page = _Visible()
    page.feed((STATIC / "index.html").read_text())
    assert not [text for text in page.text if WORDS.search(text) or CAPITALISED.search(text)], page.text
    assert {"nav.games", "nav.new_game", "nav.main"} <= set(page.keys)
    assert sorted(set(page.keys) - set(CATALOGS["en"])) == []
    sample = _Visible()   # the check itself finds English left in the frame
    sample.feed('<nav><a href="#/">Games</a> <span translate="no">Pithead</span></nav>')
    assert sample.text == ["Games"]


def test_the_check_finds_english_in_a_page(tmp_path):
    page = tmp_path / "page.js"
    page.write_text('h("h1", {}, "Games");\nh("p", {class: "muted"}, t("home.games"));\n'
                    'h("p", {}, `${n} of ${m} seats free`);\nconst x = "Pithead";   // i18n-ok: a name\n')
    assert [line.split(": ", 1)[1] for line in english_text(page)] == ["'Games'", "'  of   seats free'"]


def test_every_key_a_page_or_table_asks_for_is_in_the_catalogs():
    asked = set()
    for path in [*TABLES.glob("*.js"), *PAGES]:
        asked |= set(re.findall(r"\bt\(\"([\w.]+)\"", path.read_text()))
    assert {"ga.board", "nav.signed_in", "home.games", "notify.title"} <= asked
    assert sorted(asked - set(CATALOGS["en"])) == []


@pytest.mark.parametrize("prefix, names", [
    ("bot.", {"random", "greedy", "easy", "medium", "hard"}),
    ("status.", {"open", "started", "finished"}),
    ("notify.kind.", {"your_turn", "response_window", "clock_low", "invited", "friend_table_opened",
                      "game_over", "chat_to_you"}),
    ("round.", {"shift.title", "round.title", "day.title", "shift.played", "round.played", "day.played"}),
])
def test_names_the_pages_build_keys_from_have_messages(prefix, names):
    """Keys made from the API's names (a bot level, a status, a notification kind, a round's name)."""
    for name in names:
        assert prefix + name in CATALOGS["ru"], prefix + name
