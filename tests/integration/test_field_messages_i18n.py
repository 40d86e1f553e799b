"""The field messages of a 422 follow Accept-Language (issue 34): for invalid bodies on several
routes (create game, actions, chat, notification settings, invitations, a query), the Russian
answer's `errors` has exactly the English one's shape (the same fields, the same number of
messages) and no Latin word but field names, enum values and what the client sent."""
import re

import pytest
from babel.support import Translations

from shared import engine
from shared.api.fieldtexts import templates
from shared.api.language import TRANSLATIONS

RU = Translations.load(TRANSLATIONS, ["ru"])
LATIN = re.compile(r"[A-Za-z][A-Za-z0-9_]+")


def _enum_values(shape) -> set:
    if isinstance(shape, dict):
        found = {v for v in shape.get("enum", ()) if isinstance(v, str)}
        return found.union(*(_enum_values(v) for v in shape.values()))
    if isinstance(shape, list):
        return set().union(*(_enum_values(v) for v in shape))
    return set()


# words a Russian message may carry: JSON's null and the enum values it lists (the languages,
# Glück Auf's action types and their fields' values)
ENUMS = {"null", "en", "ru"} | _enum_values(engine.get("glueckauf").action_shapes)


@pytest.fixture(scope="module")
def http(module_http):
    """The gateway app on the real Redis."""
    return module_http


@pytest.fixture(scope="module")
def game(http):
    """A started two-seat Glück Auf game of ada's against a bot: (its id, ada's headers)."""
    token = http.post("/v1/players", json={"name": "ada"}).json["token"]
    auth = {"Authorization": f"Bearer {token}"}
    game_id = http.post("/v1/games", json={"game": "glueckauf", "seats": 2}, headers=auth).json["id"]
    assert http.post(f"/v1/games/{game_id}/bots", json={"level": "easy"}, headers=auth).status_code == 200
    assert http.post(f"/v1/games/{game_id}/start", headers=auth).status_code == 200
    return game_id, auth


CASES = [
    ("POST", "/v1/games", {}),
    ("POST", "/v1/games", {"game": 5, "seats": "four", "colour": 1, "seed": True,
                           "clock": {"per_move": "x", "bank": -1}, "join": "yes"}),
    ("POST", "/v1/games", {"game": "glueckauf", "seats": 2, "seed": ""}),
    ("POST", "/v1/games/{game}/actions", {"actions": [{"type": ""}]}),
    ("POST", "/v1/games/{game}/actions", {"actions": [{"type": "dig"}]}),
    ("POST", "/v1/games/{game}/actions", {"actions": [{"type": "draft"}], "expected_version": "x"}),
    ("POST", "/v1/games/{game}/actions", {"actions": [{"type": "draft"}]}),
    ("POST", "/v1/games/{game}/actions", {"actions": [{"type": "draft", "card": 99}]}),
    ("POST", "/v1/games/{game}/actions", {"actions": [{"type": "place", "space": "moon"}]}),
    ("POST", "/v1/games/{game}/actions", {"actions": [{"type": "stop", "tunnel": 1}]}),
    ("POST", "/v1/games/{game}/chat", {"text": "", "to": True}),
    ("POST", "/v1/games/{game}/chat", {"text": "hallo", "to": 99}),
    ("PATCH", "/v1/players/me/notification-settings",
     {"language": "de", "quiet_hours": {"start": "25:00"}, "kinds": {"your_turn": {"email": "yes"}}}),
    ("POST", "/v1/games/{game}/invitations", {"seat": "1", "friend": ""}),
    ("GET", "/v1/games?limit=500&colour=red", None),
]


def _ask(http, game, case, lang):
    method, path, body = case
    game_id, auth = game
    headers = {**auth, "Accept-Language": lang}
    return http.open(path.format(game=game_id), method=method, json=body, headers=headers)


def _leaves(errors, path=()):
    """(path of field names, message) for every message of an `errors` tree."""
    if isinstance(errors, dict):
        for key, value in errors.items():
            yield from _leaves(value, (*path, str(key)))
    elif isinstance(errors, list):
        for value in errors:
            yield from _leaves(value, path)
    else:
        yield path, errors


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]} {c[1]}")
def test_the_russian_field_messages_have_the_english_shape_and_no_english_word(http, game, case):
    en, ru = _ask(http, game, case, "en"), _ask(http, game, case, "ru")
    assert en.status_code == ru.status_code == 422, (en.json, ru.json)
    assert en.json["code"] == ru.json["code"]
    english, russian = list(_leaves(en.json["errors"])), list(_leaves(ru.json["errors"]))
    assert [p for p, _ in english] == [p for p, _ in russian]
    sent = set(LATIN.findall(str(case[2]) + case[1]))
    for (path, said), (_, told) in zip(english, russian):
        assert told != said and re.search("[а-яё]", told), (path, said, told)
        left = set(LATIN.findall(told)) - set(path) - ENUMS - sent
        assert not left, (path, said, told, left)


def test_a_message_is_its_templates_translation_with_the_values_kept(http, game):
    answer = _ask(http, game, ("GET", "/v1/games?limit=500", None), "ru")
    template = "Must be greater than or equal to {min} and less than or equal to {max}."
    assert template in templates()
    said = RU.gettext(template).format(min=1, max=100)
    assert answer.json["errors"] == {"query": {"limit": [said]}}
    assert said == "Должно быть не меньше 1 и не больше 100."


def test_english_keeps_marshmallows_own_words(http, game):
    answer = _ask(http, game, ("POST", "/v1/games", {}), "en")
    assert answer.json["errors"] == {"game": ["Missing data for required field."],
                                     "seats": ["Missing data for required field."]}
    ru = _ask(http, game, ("POST", "/v1/games", {}), "ru")
    assert ru.json["errors"] == {"game": ["Обязательное поле не заполнено."],
                                 "seats": ["Обязательное поле не заполнено."]}
