"""Private tables in the web client (issue 30), in headless Chromium against the real stack: two
people become friends on the friends page; one creates a private table, invites the friend to a
seat, copies its invitation link, the other opens it and joins; after the end (both resign, the bot finishes) each clicks
Rematch and both land at the same new table, seated where they sat."""
import pytest
import requests

from tests.e2e.webbrowser import Session, browser  # noqa: F401  (the fixture)

pytestmark = pytest.mark.timeout(400)


def _auth(session) -> dict:
    token = session.page.evaluate("localStorage.getItem('pithead.token')")
    return {"Authorization": f"Bearer {token}"}


def _befriend(hilde, gus):
    """Hilde asks Gus on the friends page; Gus accepts there."""
    page = hilde.page
    page.goto("/#/friends")
    page.get_by_label("Name:").fill("Gus")
    page.get_by_role("button", name="Add friend").click()
    page.locator("#friends li[data-status=requested]").wait_for()
    gus.page.goto("/#/friends")
    gus.page.locator("#friends li[data-status=incoming]").get_by_role("button", name="Accept").click()
    gus.page.locator("#friends li[data-status=friends]").wait_for()
    assert "Hilde" in gus.page.locator("#friends").inner_text()


def _private_table(page) -> str:
    """Hilde creates a private Goofspiel table: herself, a free seat, a bot; its id."""
    page.goto("/#/new?game=goofspiel")
    page.locator("#game").select_option("goofspiel")
    page.locator("#seats").select_option("3")
    page.locator("#seat-1").select_option("")
    page.locator("#seat-2").select_option("greedy")
    page.get_by_label("Private table").check()
    page.get_by_role("button", name="Create the game").click()
    page.wait_for_url("**/#/games/*")
    page.locator("#invite-link").wait_for()
    return page.url.rsplit("/", 1)[1]


def test_an_invitation_link_seats_a_friend_and_rematch_brings_both_back(stack, browser):  # noqa: F811
    base = stack["base"]
    hilde, gus = Session(browser, base, "hilde"), Session(browser, base, "gus")
    hilde.sign_up("Hilde")
    gus.sign_up("Gus")
    _befriend(hilde, gus)
    gid = _private_table(hilde.page)
    assert "A private table" in hilde.page.locator("main").inner_text()
    hilde.page.locator("#invite-friend option", has_text="Gus").wait_for(state="attached")
    listed = requests.get(f"{base}/v1/games?status=open&limit=100", headers=_auth(gus), timeout=10)
    assert gid not in {g["id"] for g in listed.json()["games"]}

    hilde.page.locator("#invite-send").click()   # Gus, to the free seat: held for him
    hilde.page.locator("#status", has_text="Gus is invited to seat 2").wait_for()
    invited = requests.get(f"{base}/v1/games/{gid}/invitations", headers=_auth(hilde), timeout=10)
    assert [(i["friend"]["name"], i["seat"]) for i in invited.json()["invitations"]] == [("Gus", 1)]
    hilde.page.locator("#invite-link").click()
    url = hilde.page.locator("#invite-url").input_value()
    assert url.startswith(base) and f"#/invite/{gid}/" in url
    gus.page.goto(url)
    gus.page.get_by_role("button", name="Join the table").click()
    gus.page.wait_for_url(f"**/#/games/{gid}")
    # Hilde's page follows the game's feed: Gus appears and the start opens
    hilde.page.get_by_role("button", name="Start the game").click()
    hilde.page.locator(".table-area").wait_for()
    for person in (hilde, gus):
        resigned = requests.post(f"{base}/v1/games/{gid}/resign", headers=_auth(person), timeout=10)
        assert resigned.status_code == 200, resigned.text
    for person in (gus, hilde):
        person.page.locator("#result").wait_for(timeout=120_000)
        person.page.locator("#rematch").click()
        person.page.wait_for_url("**/#/games/*")
        person.page.get_by_role("heading", name="Seats").wait_for()
    assert hilde.page.url == gus.page.url and not hilde.page.url.endswith(gid)
    new = requests.get(f"{base}/v1/games/{hilde.page.url.rsplit('/', 1)[1]}", headers=_auth(gus),
                       timeout=10).json()
    assert [s["name"] or s["bot"] for s in new["seats"]] == ["Hilde", "Gus", "greedy"]
    assert new["rematch_of"] == gid and new["private"] is True
    hilde.close()
    gus.close()
