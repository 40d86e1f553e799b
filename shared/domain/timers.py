"""Timed system steps: when a write leaves the game with a new timer (`rules.timer`), the system
step is enqueued to run after the timer's delay, and its due time is recorded outside the state so
the reconciler (reconcile.py) can enqueue it again if the delayed task was lost. The task applies
the step only while that timer is still pending (moves.apply_system_action)."""
from .events import TimerCleared, TimerSet
from .tasknames import SYSTEM_STEP


def schedule(ctx, event: TimerSet) -> None:
    """After a write that set a timer: record when it is due, then enqueue its step delayed."""
    game = event.game
    ctx.timers.set(game.id, ctx.clock() + event.delay_ms)
    ctx.enqueue(SYSTEM_STEP, {"game_id": game.id, "expected_version": game.version,
                              "timer_id": event.timer_id}, countdown=event.delay_ms / 1000)


def forget(ctx, event: TimerCleared) -> None:
    """After the write that fired or cancelled a timer: nothing is due any more."""
    ctx.timers.clear(event.game.id)
