"""A whole game between bots through the engine, for any game that declares bots (`rules.bots`).

Each seat's bot is given only that seat's view. A plan's later steps may be refused by the true state
(a plan cannot foresee hidden cards): the plan ends there and the bot plans again from what it now
sees. A bot whose first step is not legal is a bug in the bot, and stops the game loudly. System
steps (immediate ones, and a timer's when no seat is left to act) are the game's own
`rules.system_action`, as the platform's worker applies them.

In a game's real-time phases (`rules.bots.reaction_phases`, Pack & Stack's race) the platform lets
a bot act only its reaction time after its turn began, and fires each timer when it is due; a
simulated clock (`RaceClock`) does the same here, so the race is run in the order it has live
(each seat's reaction drawn anew each round), not in seat order.
"""
import functools
import inspect
import time

from shared import engine

MAX_STEPS = 100_000        # decisions and system steps: far above any game's length, below forever
CLOCKS = ("cpu", "wall", "work")   # what times a bot: `--clock` of tournament and ladder
UNTIMED_S = 3600.0         # the budget of a search timed by work: a deadline its work count ends first


def play_game(game: str, levels: list, seed: int, budgets: dict | None = None,
              clock=time.perf_counter, options: dict | None = None, work: dict | None = None,
              reaction_as: dict | None = None) -> dict:
    """Play one game, seat i by bot level `levels[i]`: winners, VP, thinking time, decisions and
    search work (simulations, worlds) per seat.

    `budgets` maps a level to its seconds per decision (default: the game's); `clock` times them.
    `work` maps a level to its work per decision instead (the game's `bots.work` for `--clock
    work`, per seat count where it has one): such a level's moves then depend on the seed alone,
    and `clock` only measures them.
    `reaction_as` maps a level to the level whose reaction times it races with (default: its own).
    """
    rules = engine.get(game)
    if rules.bots is None:
        raise ValueError(f"{game} declares no bots")
    state = rules.setup(options or {}, len(levels), seed)
    thinking, decisions, spent = [0.0] * len(levels), [0] * len(levels), [0] * len(levels)
    racing = [(reaction_as or {}).get(level, level) for level in levels]
    counts = engine.work_at(work, len(levels)) if work else None
    choose, race = chooser(rules.bots, clock, counts), RaceClock(rules, racing)
    for step in range(MAX_STEPS):
        if rules.is_over(state):
            break
        seat, timer = race.next(state)
        if seat is None:
            rules.apply_in_place(state, None, rules.system_action(state, timer))
            continue
        level = levels[seat]
        started = clock()
        answer = choose(rules.view(state, seat), seat, level, (budgets or {}).get(level),
                        seed * 7919 + step)
        thinking[seat] += clock() - started
        decisions[seat] += 1
        spent[seat] += answer.get("simulations") or 0
        _apply_plan(rules, state, seat, answer["actions"], level)
    else:
        raise RuntimeError(f"{game}: no end after {MAX_STEPS} steps")
    return {**_result(rules.outcome(state), seed, levels, thinking, decisions), "work": spent}


def timing(game: str, clock: str, overrides: dict | None = None) -> tuple:
    """(the timer, the work per level or None) of a `--clock`: work is timed on the CPU clock."""
    timer = time.perf_counter if clock == "wall" else time.process_time
    if clock != "work":
        return timer, None
    return timer, {**(engine.get(game).bots.work or {}), **(overrides or {})}


def chooser(bots, clock, work: dict | None = None):
    """The game's `choose`, given `clock` for its budget when it takes one (Glück Auf's search does):
    a CPU clock keeps budgets fair when games share the machine's cores. With `work`, a level it
    names searches that much work per decision, untimed."""
    choose = bots.choose
    if "clock" in inspect.signature(bots.choose).parameters:
        choose = functools.partial(bots.choose, clock=clock)
    if not work:
        return choose

    def by_work(view: dict, seat: int, level: str, budget_s: float | None, seed: int) -> dict:
        if level not in work:
            return choose(view, seat, level, budget_s, seed)
        return choose(view, seat, level, UNTIMED_S, seed, **{bots.work_keyword: work[level]})
    return by_work


class RaceClock:
    """Simulated ms in a game's real-time phases: when each seat's turn began (it acts its reaction
    later) and when each pending timer is due; the earliest goes next, a timer before a seat."""

    def __init__(self, rules, levels: list):
        """`levels`: each seat's level as far as its reaction time goes."""
        self.rules, self.levels, self.now, self.phase = rules, levels, 0, None
        self.since, self.due = {}, {}

    def next(self, state: dict) -> tuple[int | None, int | None]:
        """(seat to act, None), or (None, the timer to fire or None for the immediate system step)."""
        if state["phase"] not in self.rules.bots.reaction_phases or self.rules.awaiting_system(state):
            self.phase = None
            return _next_seat(self.rules, state), None
        self._observe(state)
        events = [(at, 0, None, timer) for timer, at in self.due.items()]
        events += [(at + self.rules.bots.reaction(state, s, self.levels[s]), 1, s, None)
                   for s, at in self.since.items()]
        if not events:
            raise RuntimeError(f"{self.rules.name}: no seat may act and no timer is pending")
        at, _, seat, timer = min(events)
        self.now = max(self.now, at)
        return seat, timer

    def _observe(self, state: dict) -> None:
        if state["phase"] != self.phase:           # a new race: every turn and timer starts now
            self.phase, self.since, self.due = state["phase"], {}, {}
        active = set(self.rules.active_seats(state))
        self.since = {s: at for s, at in self.since.items() if s in active}
        self.since |= {s: self.now for s in active if s not in self.since}
        pending = {t["id"]: t["delay_ms"] for t in self.rules.timers(state)}
        self.due = {t: at for t, at in self.due.items() if t in pending}
        self.due |= {t: self.now + delay for t, delay in pending.items() if t not in self.due}


def _next_seat(rules, state: dict) -> int | None:
    """The seat whose bot decides next; None when the system steps (immediately, or a due timer)."""
    if rules.awaiting_system(state):
        return None
    active = rules.active_seats(state)
    if active:
        return min(active)
    if rules.system_action(state) is None:
        raise RuntimeError(f"{rules.name}: no seat may act and no system step is due")
    return None


def _apply_plan(rules, state: dict, seat: int, plan: list, level: str) -> None:
    for index, action in enumerate(plan):
        if rules.is_over(state) or seat not in rules.active_seats(state) \
                or rules.awaiting_system(state):
            return
        if action not in rules.legal_actions(state, seat) and not _accepted(rules, state, seat, action):
            if index == 0:
                raise RuntimeError(f"{rules.name}: the {level} bot at seat {seat} chose an illegal "
                                   f"action {action}")
            return                       # hidden information refused the rest of the plan: replan
        rules.apply_in_place(state, seat, action)


def _accepted(rules, state: dict, seat: int, action: dict) -> bool:
    """True if the rules accept an action their list does not show (a game whose choices are too
    many to list, such as a placement, offers a sample and checks any other on its own)."""
    try:
        rules.apply(state, seat, action)
    except engine.IllegalAction:
        return False
    return True


def _result(outcome: dict, seed: int, levels: list, thinking: list, decisions: list) -> dict:
    vp = {placement["seat"]: placement["vp"] for placement in outcome["ranking"]}
    place = {placement["seat"]: placement["place"] for placement in outcome["ranking"]}
    return {"seed": seed, "levels": list(levels), "winners": list(outcome["winners"]),
            "vp": [vp[seat] for seat in range(len(levels))],
            "places": [place[seat] for seat in range(len(levels))], "thinking_s": thinking,
            "decisions": decisions}
