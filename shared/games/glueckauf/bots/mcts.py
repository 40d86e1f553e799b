"""Information-set Monte Carlo search over macro actions.

Every iteration samples a full state from the bot's own view (`determinize`), so the search never
sees what its seat cannot know. The bot's options at the root are macro actions (a placement with
its whole mining plan, a kept card, ...), pruned to the best `width` by the one-ply greedy value.
Each iteration picks an option by UCB1, plays it in the sampled state, lets every seat continue with
the noisy rule-based policy, and scores the position. Playing to win (hard), a rollout plays on to
the shift's scoring and counts the seat's chance to finish first there by the fitted shift-end value
(`value.win_chance`); otherwise it stops after `horizon` decisions and counts a win-probability
proxy from the static evaluation's VP margin. The most visited option is played.
"""
import itertools
import math
import random

from .determinize import determinize
from .evaluate import evaluate
from .policy import DEFAULT, SCORE_SHIFT, actor, apply_all, fast_macro, greedy_scores, guided_macro, macros
from .value import win_chance, worths

MARGIN_SCALE = 6.0        # VP margin that turns into ~73% win probability in the reward
PRIOR_SHARE = 0.4         # at most this share of the budget goes to the one-ply prior
PRIOR_VISITS = 3          # virtual visits that anchor each option at its one-ply greedy value
# UCB1's exploration weight, by the reward: a margin proxy (easy, medium; 0.15 beat 0.3 and 0.5 against
# three greedy bots, 24 games each) or the chance to win at the shift's end (hard; 0.3 beat 0.15 on
# 200 paired deals, +6 points): at 0.15 hard spent a median 97% of its simulations on one option
EXPLORE = {False: 0.15, True: 0.3}


def search(view: dict, seat: int, deadline: float, clock, seed: int, width: int, horizon: int | None,
           max_simulations: int | None = None, weights: dict = DEFAULT, to_win: bool = False,
           guide: tuple = (0, 0)) -> dict:
    """Search until `clock()` passes `deadline` (or `max_simulations`); return the choice and its stats.
    Every seat's rollouts play the rule-based policy with `weights`; `to_win` plays them to the shift's
    end and counts the chance to finish first there (hard), else they run `horizon` decisions. With
    `guide` (k, plies), a rollout's first `plies` placements are judged one-ply among the policy's top k."""
    started = clock()
    prior_deadline = started + (deadline - started) * PRIOR_SHARE
    rng = random.Random(seed)
    base = determinize(view, seat, rng.getrandbits(64))
    options = macros(base, seat)
    if len(options) == 1:
        return _answer(options[0], None, 0, 0)
    prior = greedy_scores(base, seat, options, lambda: clock() > prior_deadline)
    ranked = sorted(range(len(prior)), key=lambda i: -prior[i])[:width]
    top = prior[ranked[0]]
    # option, visits, reward sum, VP sum, prior: each arm counts PRIOR_VISITS visits at its one-ply value
    arms = [[options[i], 0, 0.0, 0.0, _squash(prior[i] - top)] for i in ranked]
    total, loop_start = 0, clock()
    while clock() < deadline and (max_simulations is None or total < max_simulations):
        if total and total % 32 == 0 and _decided(arms, total, loop_start, deadline, clock, max_simulations):
            break
        arm = _select(arms, total, EXPLORE[to_win])
        state = determinize(view, seat, rng.getrandbits(64))
        apply_all(state, seat, arm[0][1])
        est, reward = _rollout(state, seat, horizon, rng, weights, to_win, guide)
        arm[1] += 1
        arm[2] += reward
        arm[3] += est[seat]
        total += 1
    best = max(arms, key=lambda a: (a[1], a[2]))
    return _answer(best[0], best, total, len(arms), arms)


def _decided(arms, total, loop_start, deadline, clock, max_simulations) -> bool:
    """True when the most visited option can no longer be overtaken in the time left (saves budget)."""
    if len(arms) < 2:
        return True
    now = clock()
    left = (deadline - now) * total / max(now - loop_start, 1e-9)
    if max_simulations is not None:
        left = min(left, max_simulations - total)
    first, second = sorted((a[1] for a in arms), reverse=True)[:2]
    return first - second > left


def _select(arms: list, total: int, explore: float) -> list:
    if not PRIOR_VISITS:
        for arm in arms:                  # without a prior, every option once, best prior first
            if arm[1] == 0:
                return arm
    log_n = math.log(total + PRIOR_VISITS * len(arms) + 1)
    return max(arms, key=lambda a: ((a[2] + PRIOR_VISITS * a[4]) / (a[1] + PRIOR_VISITS)
                                    + explore * math.sqrt(log_n / (a[1] + PRIOR_VISITS))))


def _rollout(state: dict, seat: int, horizon: int | None, rng, weights: dict = DEFAULT,
             to_win: bool = False, guide: tuple = (0, 0)) -> tuple[list, float]:
    """Play on from `state`; return every seat's estimated final VP and the seat's reward."""
    top, guided_plies = guide
    for ply in itertools.count() if to_win else range(horizon):
        who = actor(state)
        if who == -1:
            break
        if who is None and to_win:          # the shift is scored exactly; the fitted value takes over
            apply_all(state, None, [SCORE_SHIFT])
            return worths(state), win_chance(state, seat)
        if who is None:
            apply_all(state, None, [SCORE_SHIFT])
            continue
        apply_all(state, who, guided_macro(state, who, rng, top) if ply < guided_plies
                  else fast_macro(state, who, rng, weights))
    if to_win and actor(state) == -1:
        return worths(state), win_chance(state, seat)
    est = evaluate(state)
    return est, _reward(est, seat)


def _reward(est: list, seat: int) -> float:
    """A win-probability proxy: logistic in the margin over the best other seat."""
    return _squash(est[seat] - max(v for i, v in enumerate(est) if i != seat))


def _squash(margin: float) -> float:
    return 1.0 / (1.0 + math.exp(-margin / MARGIN_SCALE))


def _answer(option, arm, total: int, width: int, arms=None) -> dict:
    evaluation = {"options": width}
    if arm is not None and arm[1]:
        evaluation.update(win_probability=round(arm[2] / arm[1], 3), expected_vp=round(arm[3] / arm[1], 2),
                          visits=arm[1], choice=option[0])
        evaluation["top"] = [{"option": a[0][0], "visits": a[1], "win_probability": round(a[2] / a[1], 3)}
                             for a in sorted(arms, key=lambda a: -a[1])[:3] if a[1]]
    return {"actions": [dict(a) for a in option[1]], "evaluation": evaluation, "simulations": total}
