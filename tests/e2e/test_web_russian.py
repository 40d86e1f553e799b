"""The web client in Russian (issue 34): a reader whose saved language is Russian plays the first
turns of Glück Auf against three bots by clicking, and no English word is left on the drawn table
(the printed names, the steps, the buttons): only proper names (the players', the game's). Whole
games in Russian: tests/e2e/test_web_client.py (Glück Auf) and test_web_packstack.py."""
import re

import pytest

from tests.e2e.webbrowser import Session, browser, english_on_the_table  # noqa: F401  (the fixture)

pytestmark = pytest.mark.timeout(300)
TURNS = 8


def take_turn_by_data_keys(page) -> None:
    """One turn by clicking, by the buttons' data keys (no words: the page is in Russian)."""
    page.wait_for_selector("#draft button[data-action]:enabled, button.space[data-action]:enabled, "
                           "#mining-plan, #draw-decision, button[data-key^='sub-']")
    before = page.locator("#log li").first.inner_text() if page.locator("#log li").count() else ""
    if page.locator("#mining-plan").count():
        page.locator("button.step[data-step='{\"type\":\"stop\"}']").click()
        page.locator("#send-plan").click()
    elif page.locator("#draw-decision").count():
        page.locator("button[data-key='keep-null']").click()
        page.locator("#send-draw").click()
    elif page.locator("#draft button[data-action]:enabled").count():
        page.locator("#draft button[data-action]:enabled").first.click()
    elif page.locator("button[data-key^='sub-']").count():
        page.locator("button[data-key^='sub-']").first.click()
    else:
        spaces = page.locator("button.space[data-action]:enabled")
        keys = [k for k in spaces.evaluate_all("bs => bs.map(b => b.dataset.key)") if "mining" not in k]
        page.locator(f"button[data-key='{keys[-1]}']").click()
    page.wait_for_function("before => (document.querySelector('#log li')?.textContent || '') !== before", arg=before)


def test_glueckauf_turns_in_russian_leave_no_english_word_on_the_table(stack, browser):  # noqa: F811
    ada = Session(browser, stack["base"], "ada")
    ada.context.add_init_script("localStorage.setItem('pithead.language', 'ru')")
    page = ada.page
    ada.sign_up("Ada")
    assert page.evaluate("document.documentElement.lang") == "ru"
    page.get_by_role("link", name="Новая партия", exact=True).click()
    page.get_by_label("Игра", exact=True).select_option("glueckauf")
    page.get_by_label("Игроки").select_option("4")
    for seat in (2, 3, 4):
        page.get_by_label(f"Место {seat}:").select_option("random")
    page.get_by_role("button", name="Создать партию").click()
    page.get_by_role("heading", name="Игровое поле").wait_for()
    assert page.get_by_role("group", name="Фабрика вагонеток").count() == 1   # the rulebook's name
    seen = set()
    for _ in range(TURNS):
        page.wait_for_selector("#your-turn, #result", timeout=90_000)
        if page.locator("#result").count():
            break
        seen.update(english_on_the_table(page))
        take_turn_by_data_keys(page)
    seen.update(english_on_the_table(page))
    ada.shot("ru-01-glueckauf")
    assert not seen, f"English on the Russian table: {sorted(seen)}"
    assert re.search("[а-яё]", page.locator("#log").inner_text()), "the log's lines are not in Russian"
    ada.close()
