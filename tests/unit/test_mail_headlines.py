"""A notification's headline in each language: the finishing place said as an ordinal."""
from types import SimpleNamespace

import pytest

from shared import engine
from shared.adapters import texts
from shared.domain import mails

CTX = SimpleNamespace(translate=texts.translate)


def over(place) -> dict:
    return {"kind": "game_over", "context": {"game_title": "Quartz", "place": place}}


@pytest.mark.parametrize("place, english, russian", [
    (1, "Quartz is over: you placed 1st", "Кварц: партия окончена, вы заняли 1-е место"),
    (2, "Quartz is over: you placed 2nd", "Кварц: партия окончена, вы заняли 2-е место"),
    (3, "Quartz is over: you placed 3rd", "Кварц: партия окончена, вы заняли 3-е место"),
    (6, "Quartz is over: you placed 6th", "Кварц: партия окончена, вы заняли 6-е место"),
])
def test_game_over_says_the_place_as_an_ordinal(place, english, russian):
    assert mails.headline(CTX, over(place), "en") == english
    assert mails.headline(CTX, over(place), "ru") == russian


def test_every_seat_count_has_its_ordinal():
    most = max(engine.get(name).spec.max_seats for name in engine.names())
    assert set(range(1, most + 1)) <= set(mails.PLACES)


def test_a_place_without_an_ordinal_is_its_number():
    assert mails.headline(CTX, over(None), "en") == "Quartz is over: you placed ?"
