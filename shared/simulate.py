"""`pithead simulate GAME`: play random legal games of any registered game, report speed and errors.

Exit 1 on any error, 2 on a seat count or option the game refuses.
"""
import random
import time
import traceback

from shared import engine
from shared.cli import parse_options, print_summary


def add_arguments(parser) -> None:
    """Options of `pithead simulate`."""
    parser.add_argument("game", choices=engine.names())
    parser.add_argument("--players", type=int, default=None, help="default: the game's most seats")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (VALUE read as JSON, else as text; repeatable)")


def play_random_game(rules, players: int, seed: int, options: dict | None = None) -> tuple[dict, int]:
    """Play one game choosing uniformly among legal actions; return (final state, actions)."""
    state = rules.setup(options or {}, players, seed)
    randbelow = random.Random(seed)._randbelow
    count = rules.playout(state, lambda legal, seat: legal[randbelow(len(legal))])
    return state, count


def run(args) -> int:
    """Play the games and print the summary; non-zero exit if any game raised."""
    rules = engine.get(args.game)
    players = args.players or rules.spec.max_seats
    try:
        options = parse_options(args.option)
        rules.setup(options, players, args.seed)     # refuse a bad seat count or option once
    except (ValueError, engine.IllegalAction) as exc:
        print(f"{args.game}: {getattr(exc, 'message', exc)}")
        return 2
    started = time.perf_counter()
    totals = _play_all(rules, players, args, options)
    elapsed = time.perf_counter() - started
    print_summary({"game": args.game, "players": players, "games": args.games, "options": options,
                   "errors": totals["errors"], "actions": totals["actions"],
                   "seconds": round(elapsed, 3), "games_per_s": round(args.games / elapsed, 1),
                   "actions_per_s": round(totals["actions"] / elapsed),
                   "mean_final_vp": round(totals["vp"] / max(totals["placements"], 1), 2)})
    return 1 if totals["errors"] else 0


def _play_all(rules, players: int, args, options: dict) -> dict:
    totals = {"errors": 0, "actions": 0, "vp": 0, "placements": 0}
    for index in range(args.games):
        try:
            state, count = play_random_game(rules, players, args.seed * 1_000_003 + index, options)
            ranking = rules.outcome(state)["ranking"]
        except Exception:  # noqa: BLE001 - a simulation reports every failure, whatever it is
            totals["errors"] += 1
            traceback.print_exc()
            continue
        totals["actions"] += count
        totals["vp"] += sum(placement["vp"] for placement in ranking)
        totals["placements"] += len(ranking)
    return totals
