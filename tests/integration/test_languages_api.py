"""The API speaks the client's language (issue 34): problem+json titles and details and the
catalog follow Accept-Language (q-values honoured, English by default), each answer says which
language it chose (Content-Language) and that it varies by the header; codes stay the same."""
import pytest
from babel.support import Translations

from shared.api.language import TRANSLATIONS

RU = Translations.load(TRANSLATIONS, ["ru"])


@pytest.fixture(scope="module")
def http(module_http):
    """The gateway app on the real Redis."""
    return module_http


@pytest.fixture(scope="module")
def auth(http):
    token = http.post("/v1/players", json={"name": "ada"}).json["token"]
    return {"Authorization": f"Bearer {token}"}


def _malformed(http, auth, lang=None):
    headers = {**auth, "Content-Type": "application/json"}
    if lang is not None:
        headers["Accept-Language"] = lang
    return http.post("/v1/games", data="{", headers=headers)


@pytest.mark.parametrize("asked, chosen", [
    (None, "en"), ("ru", "ru"), ("en", "en"), ("ru-RU,ru;q=0.9", "ru"), ("de, ru;q=0.5", "ru"),
    ("en;q=0.4, ru;q=0.8", "ru"), ("ru;q=0.2, en;q=0.9", "en"), ("de, fr", "en"), ("*", "en")])
def test_the_language_follows_accept_language_and_its_q_values(http, auth, asked, chosen):
    answer = _malformed(http, auth, asked)
    assert answer.status_code == 400 and answer.json["code"] == "malformed_json"
    assert answer.headers["Content-Language"] == chosen
    assert "Accept-Language" in answer.headers["Vary"] and "Authorization" in answer.headers["Vary"]


def test_a_refusal_in_russian_has_the_catalogs_title_and_detail_and_the_same_code(http, auth):
    en, ru = _malformed(http, auth, "en"), _malformed(http, auth, "ru")
    assert en.json["code"] == ru.json["code"] == "malformed_json"
    assert en.json["type"] == ru.json["type"] and en.json["status"] == ru.json["status"] == 400
    assert en.json["title"] == "Malformed JSON" and en.json["detail"].startswith("the request body")
    assert ru.json["title"] == RU.gettext("Malformed JSON") == "Некорректный JSON"
    assert ru.json["detail"] == RU.gettext("The request body is not valid JSON.")


def test_a_missing_token_and_an_unknown_game_in_russian(http):
    answer = http.get("/v1/players/me", headers={"Accept-Language": "ru"})
    assert answer.status_code == 401 and answer.json["code"] == "unauthorized"
    assert answer.json["title"] == RU.gettext("Unauthorized") != "Unauthorized"
    assert answer.json["detail"] == RU.gettext("Sign in with a valid bearer token.")
    assert answer.headers["Content-Language"] == "ru"


def test_a_rule_refusal_in_russian_keeps_its_code(http, auth, redis_url):
    gid = http.post("/v1/games", json={"game": "glueckauf", "seats": 2}, headers=auth).json["id"]
    guest = {"Authorization": "Bearer " + http.post("/v1/players", json={"name": "bo"}).json["token"]}
    assert http.post(f"/v1/games/{gid}/seats", json={}, headers=guest).status_code == 200
    assert http.post(f"/v1/games/{gid}/start", headers=auth).status_code == 200
    mine = http.get(f"/v1/games/{gid}/actions", headers=auth).json
    theirs = http.get(f"/v1/games/{gid}/actions", headers=guest).json
    legal, idle = (mine, guest) if mine["actions"] else (theirs, auth)
    move = {"actions": [legal["actions"][0]]}
    en = http.post(f"/v1/games/{gid}/actions", json=move, headers={**idle, "Accept-Language": "en"})
    ru = http.post(f"/v1/games/{gid}/actions", json=move, headers={**idle, "Accept-Language": "ru"})
    assert en.status_code == ru.status_code == 422
    assert en.json["code"] == ru.json["code"] == "not_your_turn"
    assert ru.json["title"] == RU.gettext("Not your turn") == "Не ваш ход"
    assert ru.json["detail"] == RU.gettext("It is not your turn.") == "Сейчас не ваш ход."
    assert en.json["detail"] != ru.json["detail"]


def test_the_catalog_in_russian_names_the_games_as_their_russian_editions(http):
    en = {g["name"]: g for g in http.get("/v1/catalog").json["games"]}
    answer = http.get("/v1/catalog", headers={"Accept-Language": "ru"})
    ru = {g["name"]: g for g in answer.json["games"]}
    assert answer.headers["Content-Language"] == "ru" and set(en) == set(ru)
    assert ru["ohmygoods"]["title"] == "Королевские товары" and ru["quartz"]["title"] == "Кварц"
    assert ru["packstack"]["title"] == "Грузи и вези" and en["packstack"]["title"] == "Pack & Stack"
    assert ru["quartz"]["names"]["gem.ruby"] == "рубин" and en["quartz"]["names"]["gem.ruby"] == "Ruby"
    assert ru["glueckauf"]["names"]["coal.yellow"] == "жёлтый"
    assert ru["ohmygoods"]["names"]["building.charburner"] == "Хижина углежога"
    for name in en:
        assert set(en[name]["names"]) == set(ru[name]["names"])
        assert [o["name"] for o in en[name]["options"]] == [o["name"] for o in ru[name]["options"]]
        for option_en, option_ru in zip(en[name]["options"], ru[name]["options"]):
            assert option_ru["description"] == RU.gettext(option_en["description"])
            assert option_ru["description"] != option_en["description"]
        for phase_en, phase_ru in zip(en[name]["phases"], ru[name]["phases"]):
            assert phase_en["name"] == phase_ru["name"] and phase_en["description"]
            assert phase_ru["description"] == RU.gettext(phase_en["description"])


SEATS = {"glueckauf": 2, "ohmygoods": 2, "packstack": 3, "quartz": 3}


def _cyrillic(text: str) -> bool:
    return any("а" <= ch.lower() <= "я" or ch in "ёЁ" for ch in text)


@pytest.mark.parametrize("game", sorted(SEATS))
def test_the_log_says_a_move_in_russian_from_the_catalog(http, game):
    from shared import engine
    players = [{"Authorization": "Bearer " + http.post("/v1/players", json={"name": f"p{i}"}).json["token"]}
               for i in range(SEATS[game])]
    created = http.post("/v1/games", json={"game": game, "seats": SEATS[game]}, headers=players[0])
    assert created.status_code == 201, created.json
    gid = created.json["id"]
    for guest in players[1:]:
        assert http.post(f"/v1/games/{gid}/seats", json={}, headers=guest).status_code == 200
    assert http.post(f"/v1/games/{gid}/start", headers=players[0]).status_code == 200
    mover = next(p for p in players if http.get(f"/v1/games/{gid}/actions", headers=p).json["actions"])
    action = http.get(f"/v1/games/{gid}/actions", headers=mover).json["actions"][0]
    assert http.post(f"/v1/games/{gid}/actions", json={"actions": [action]}, headers=mover).status_code == 200
    en = http.get(f"/v1/games/{gid}/log", headers={**mover, "Accept-Language": "en"}).json["entries"][-1]
    answer = http.get(f"/v1/games/{gid}/log", headers={**mover, "Accept-Language": "ru"})
    ru = answer.json["entries"][-1]
    assert answer.headers["Content-Language"] == "ru" and ru["events"] == en["events"]
    templates = engine.get(game).event_texts.templates
    assert len(ru["text"]) == len(ru["events"]) >= 1
    for event, line_en, line_ru in zip(ru["events"], en["text"], ru["text"]):
        assert "{" not in line_ru and _cyrillic(line_ru) and not _cyrillic(line_en), (line_en, line_ru)
        template = RU.gettext(templates[event["type"]])
        assert template != templates[event["type"]]
        for chunk in (c for part in template.split("{") for c in part.split("}")[-1:] if c.strip()):
            assert chunk in line_ru, (chunk, line_ru)


def test_a_player_saves_the_language_it_reads(http):
    me = {"Authorization": "Bearer " + http.post("/v1/players", json={"name": "lena"}).json["token"]}
    assert http.get("/v1/players/me", headers=me).json.get("language") is None
    saved = http.patch("/v1/players/me", json={"language": "ru"}, headers=me)
    assert saved.status_code == 200 and saved.json["language"] == "ru" and saved.json["name"] == "lena"
    assert http.get("/v1/players/me", headers=me).json["language"] == "ru"
    refused = http.patch("/v1/players/me", json={"language": "de"}, headers={**me, "Accept-Language": "ru"})
    assert refused.status_code == 422 and refused.json["code"] == "validation_failed"
    assert refused.json["title"] == "Недопустимый запрос" and "language" in refused.json["errors"]
    assert http.get("/v1/players/me", headers=me).json["language"] == "ru"
    assert http.patch("/v1/players/me", json={"language": None}, headers=me).json["language"] is None
    assert http.patch("/v1/players/me", json={"language": "en"}).status_code == 401
