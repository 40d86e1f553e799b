"""The generated Python client (clients/python, `make sdk`) on the real stack (gunicorn, Celery,
Redis: the e2e `stack`), with nothing but the client: a whole game of every registered game
against bots, moving at random among the legal actions, each sent back as the client parsed it;
and its README's "play a move" example, run as written."""
import random
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
from pithead_client import AuthenticatedClient, Client, models
from pithead_client.api.events import stream_events
from pithead_client.api.games import add_bot, create_game, get_catalog, start_game
from pithead_client.api.play import get_state, list_legal_actions, submit_actions
from pithead_client.api.players import register_player
from pithead_client.api.scoring import get_result

from tests.e2e.sdkplay import CLIENTS, DEADLINE_S, example, tables

TIMEOUT = httpx.Timeout(30.0)


def call(operation, *args, **kwargs):
    """An operation's detailed answer; over the rate limit it waits as told; never a 5xx."""
    for _ in range(10):
        answer = operation.sync_detailed(*args, **kwargs)
        if answer.status_code != 429:
            break
        time.sleep(min(2.0, float(answer.headers.get("Retry-After", "1"))))
    assert answer.status_code < 500, (operation.__name__, answer.status_code, answer.content)
    return answer


def player(base: str, name: str) -> AuthenticatedClient:
    """A newly registered player's client."""
    anonymous = Client(base_url=base, timeout=TIMEOUT)
    new = call(register_player, client=anonymous, body=models.PlayerCreate(name=name)).parsed
    assert isinstance(new, models.NewPlayer), new
    return AuthenticatedClient(base_url=base, token=new.token, timeout=TIMEOUT)


def open_game(client: AuthenticatedClient, table: dict, **options) -> str:
    """A started game of `table`'s: this client in seat 0, bots in the others."""
    body_class = getattr(models, table["game"].capitalize() + "GameCreate")
    body = body_class(game=table["game"], seats=table["seats"], seed=table["seed"])
    if options:
        body.options = getattr(models, table["game"].capitalize() + "GameOptions")(**options)
    game = call(create_game, client=client, body=body).parsed
    assert isinstance(game, models.Game), game
    for _ in range(table["seats"] - 1):
        seated = call(add_bot, game.id, client=client, body=models.Bot(level=table["level"]))
        assert seated.status_code == 200, seated.content
    started = call(start_game, game.id, client=client).parsed
    assert isinstance(started, models.Game) and started.status == "started", started
    return game.id


def play(client: AuthenticatedClient, game_id: str, rng: random.Random) -> int:
    """Seat 0's random legal moves until the game is over; the moves played."""
    moves, deadline = 0, time.monotonic() + DEADLINE_S
    while time.monotonic() < deadline:
        state = call(get_state, game_id, client=client).parsed
        assert isinstance(state, models.State), state
        if state.status == "finished":
            return moves
        if 0 in state.active_seats:
            legal = call(list_legal_actions, game_id, client=client).parsed
            if legal.actions:
                move = models.ActionBatch(actions=[rng.choice(legal.actions)],
                                          expected_version=legal.version)
                answer = call(submit_actions, game_id, client=client, body=move)
                assert answer.status_code in (200, 409), answer.content   # 409: a bot was first
                moves += answer.status_code == 200
                continue
        # nothing to do: wait for the game's next change (a bot's move, the worker's step)
        call(stream_events, game_id, client=client, after=state.version, wait=2.0)
    raise AssertionError(f"{game_id} not over after {DEADLINE_S} s ({moves} moves)")


def test_the_catalog_lists_the_games_played_here(stack):
    client = player(stack["base"], "sdk-py")
    catalog = call(get_catalog, client=client).parsed
    assert {game.name for game in catalog.games} == {table["game"] for table in tables()}


def whole_game(base: str, table: dict) -> dict:
    """A whole game of `table`'s against bots; what the client saw of it."""
    client = player(base, "sdk-py")
    game_id = open_game(client, table)
    moves = play(client, game_id, random.Random(table["seed"]))
    result = call(get_result, game_id, client=client).parsed
    assert isinstance(result, models.Result), result
    return {"game": table["game"], "moves": moves, "finished": result.finished,
            "status": result.status}


def test_a_whole_game_of_every_game_against_bots_with_the_python_client(stack):
    """The games at once, as the TypeScript test plays them (most of a game is waiting for the
    bots and the worker)."""
    with ThreadPoolExecutor(len(tables())) as pool:
        played = list(pool.map(lambda table: whole_game(stack["base"], table), tables()))
    assert [game["game"] for game in played] == [table["game"] for table in tables()]
    for game in played:
        assert game["moves"] > 0 and game["finished"] and game["status"] == "finished", game


def test_the_readme_example_plays_a_move(stack):
    client = player(stack["base"], "sdk-readme")
    glueckauf = next(table for table in tables() if table["game"] == "glueckauf")
    game_id = open_game(client, glueckauf, starting_player=1)   # seat 0 drafts first
    lines, imports = example(CLIENTS / "python" / "README.md", "python")
    scope = {"API": stack["base"], "TOKEN": client.token, "GAME_ID": game_id}
    exec(compile(imports + lines, "README.md", "exec"), scope)
    assert isinstance(scope["played"], models.ActionsResult), scope["played"]
    assert scope["played"].version == scope["legal"].version + 1
    assert scope["legal"].actions[0].type_ == "draft"
