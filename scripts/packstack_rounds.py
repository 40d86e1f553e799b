"""Where Pack & Stack's bot levels win and lose points: per-round figures over bot games.

    nice -n 19 .venv/bin/python scripts/packstack_rounds.py --seats hard,medium,medium,medium \
        --games 100 --seed 1 [--reaction-as hard=medium]

Plays the games as `pithead tournament` does (seats rotated, the race in reaction-time order:
shared/botmatch.py; `--reaction-as hard=medium` as there) and prints, per
level: the mean penalty per round, what it left on the table (its penalty above the optimum for the
truck it got), how often it got the round's bonus, took the top card, lost a tie roll, was first in
the race, and the mean optimal penalty of the truck it got beside the best revealed truck's.
"""
import argparse
import statistics
from collections import defaultdict

from shared import botmatch, engine
from shared.games.packstack import course


def play(levels: list, seed: int, reaction_as: dict) -> list:
    """One game's rounds: [{round record, 'claims': {seat: how it got its truck}, 'first': seat}]."""
    rules = engine.get("packstack")
    state, rows, how, first = rules.setup({}, len(levels), seed), [], {}, None
    order = {}
    choose = botmatch.chooser(rules.bots, botmatch.time.process_time)
    clock = botmatch.RaceClock(rules, [reaction_as.get(level, level) for level in levels])
    for step in range(botmatch.MAX_STEPS):
        if rules.is_over(state):
            break
        seat, timer = clock.next(state)
        if seat is None:
            before = len(state["history"])
            events = rules.apply_in_place(state, None, rules.system_action(state, timer))
            _note(events, how)
            if len(state["history"]) > before:
                rows.append({**state["history"][-1], "how": dict(how), "first": first, "order": order,
                             "revealed_best": _best_revealed(state["history"][-1], revealed)})
                how, first, order = {}, None, {}
            continue
        if state["phase"] in ("race", "race_sealed"):
            revealed = [r["truck"] for r in state["revealed"]]
            first = seat if first is None else first
            order.setdefault(seat, len(order))
        answer = choose(rules.view(state, seat), seat, levels[seat], None, seed * 7919 + step)
        for action in answer["actions"]:
            if seat not in rules.active_seats(state) or rules.awaiting_system(state):
                break
            _note(rules.apply_in_place(state, seat, action), how)
    return rows


def _note(events, how: dict) -> None:
    for event in events or []:
        if event["type"] == "TopCardTaken":
            how[event["seat"]] = "top"
        elif event["type"] == "TruckClaimed":
            how.setdefault(event["seat"], "claim")
        elif event["type"] == "TruckTaken" and len(event["claimants"]) > 1:
            for seat in event["claimants"]:
                how[seat] = "won_roll" if seat == event["seat"] else "lost_roll"


def _best_revealed(record: dict, revealed: list) -> list:
    return [min(course.optimal_penalty(t, course.counts_of(s["load"])) for t in revealed)
            for s in record["seats"]]


def main() -> None:
    """Play, then print the per-level table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="hard,medium,medium,medium")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reaction-as", action="append", default=[], metavar="LEVEL=LEVEL",
                        help="race a level with another level's reaction times")
    args = parser.parse_args()
    by_order = defaultdict(list)
    seats, table, wins = args.seats.split(","), defaultdict(lambda: defaultdict(list)), defaultdict(float)
    for game in range(args.games):
        levels = seats[game % len(seats):] + seats[:game % len(seats)]
        rows = play(levels, args.seed * 1_000_003 + game,
                    dict(pair.split("=", 1) for pair in args.reaction_as))
        final = rows[-1]["seats"]
        top = max(s["points"] for s in final)
        for s in final:
            wins[levels[s["seat"]]] += (s["points"] == top) / sum(x["points"] == top for x in final)
        for row in rows:
            for s in row["seats"]:
                t = table[levels[s["seat"]]]
                t["penalty"].append(s["penalty"])
                t["left"].append(s["left_on_table"])
                t["truck_opt"].append(s["optimal_penalty"])
                t["best_revealed"].append(row["revealed_best"][s["seat"]])
                t["bonus"].append(s["bonus"] > 0)
                t["top"].append(row["how"].get(s["seat"]) == "top")
                t["first"].append(row["first"] == s["seat"])
                t["lost_roll"].append(row["how"].get(s["seat"]) == "lost_roll"
                                      or "lost" in str(row["how"].get(s["seat"])))
                by_order[levels[s["seat"]], row["order"].get(s["seat"], 9)].append(
                    (s["penalty"], s["bonus"] > 0, row["how"].get(s["seat"])))
            t["rounds_per_game"].append(len(rows))
    print(f"{'level':<8} {'wins':>6} {'pen':>6} {'left':>5} {'truck':>6} {'best':>6} {'bonus':>6} "
          f"{'top':>5} {'first':>6}")
    for level, t in table.items():
        mean = {k: statistics.fmean(v) for k, v in t.items()}
        print(f"{level:<8} {wins[level]:>6.1f} {mean['penalty']:>6.2f} {mean['left']:>5.2f} "
              f"{mean['truck_opt']:>6.2f} {mean['best_revealed']:>6.2f} {mean['bonus']:>6.2f} "
              f"{mean['top']:>5.2f} {mean['first']:>6.2f} {mean['lost_roll']:>5.2f}")
    print("by the order a seat first acted in the race: level order n penalty bonus top lost")
    for (level, place), items in sorted(by_order.items()):
        print(f"{level:<8} {place} {len(items):>5} {statistics.fmean(i[0] for i in items):>6.2f} "
              f"{statistics.fmean(i[1] for i in items):>5.2f} "
              f"{statistics.fmean(i[2] == 'top' for i in items):>5.2f} "
              f"{statistics.fmean(i[2] == 'lost_roll' for i in items):>5.2f}")


if __name__ == "__main__":
    main()
