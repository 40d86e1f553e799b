"""`pithead simulate GAME`: play random legal games, report speed and errors; exit 1 on any error."""
import random
import time
import traceback

from shared import engine
from shared.cli import print_summary


def add_arguments(parser) -> None:
    """Options of `pithead simulate`."""
    parser.add_argument("game", choices=engine.names())
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)


def play_random_game(rules, players: int, seed: int) -> tuple[dict, int]:
    """Play one game choosing uniformly among legal actions; return (final state, actions)."""
    state = rules.setup({}, players, seed)
    randbelow = random.Random(seed)._randbelow
    count = rules.playout(state, lambda legal, seat: legal[randbelow(len(legal))])
    return state, count


def run(args) -> int:
    """Play the games and print the summary; non-zero exit if any game raised."""
    rules = engine.get(args.game)
    errors, actions, vp_total, vp_count = 0, 0, 0, 0
    started = time.perf_counter()
    for index in range(args.games):
        try:
            state, count = play_random_game(rules, args.players, args.seed * 1_000_003 + index)
        except Exception:  # noqa: BLE001 - a simulation reports every failure, whatever it is
            errors += 1
            traceback.print_exc()
            continue
        actions += count
        outcome = rules.outcome(state)
        vp_total += sum(r["vp"] for r in outcome["ranking"])
        vp_count += len(outcome["ranking"])
    elapsed = time.perf_counter() - started
    print_summary({"game": args.game, "players": args.players, "games": args.games, "errors": errors,
                   "actions": actions, "seconds": round(elapsed, 3),
                   "games_per_s": round(args.games / elapsed, 1),
                   "actions_per_s": round(actions / elapsed),
                   "mean_final_vp": round(vp_total / max(vp_count, 1), 2)})
    return 1 if errors else 0
