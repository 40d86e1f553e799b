"""Timed system steps: for each new timer a write leaves the game with (`rules.timers`), the system
step of that timer is enqueued to run after its delay. When each pending timer is due is kept in the
game's meta by the write that set it (`Game.timer_dues`), and the earliest of them in the timer store
(re-set whenever the pending timers change), so the reconciler (reconcile.py) can enqueue a step
again if its delayed task was lost. The task applies the step only while its timer is still
pending (moves.apply_system_action)."""
from .events import TimerCleared, TimerSet, TimersMoved
from .tasknames import SYSTEM_STEP


def schedule(ctx, event: TimerSet) -> None:
    """After a write that set a timer: enqueue its step, delayed by the timer's own delay."""
    game = event.game
    ctx.enqueue(SYSTEM_STEP, {"game_id": game.id, "expected_version": game.version,
                              "timer_id": event.timer_id}, countdown=event.delay_ms / 1000)


def record(ctx, event: TimersMoved) -> None:
    """After a write that changed the pending timers: record when the earliest is due."""
    ctx.timers.set(event.game.id, event.due_ms)


def forget(ctx, event: TimerCleared) -> None:
    """After the write that fired or cancelled the last pending timer: nothing is due any more."""
    ctx.timers.clear(event.game.id)
