"""Helpers of the asynchronous-play integration tests: a settable clock and a task runner that
also runs the webhook, ratings and clock tasks the way the worker does."""
import itertools

from shared import domain
from shared.bootstrap import context_on
from shared.domain import commands, tasknames


class Clock:
    """A clock the test moves by hand (ms)."""

    def __init__(self, now: int = 1_000_000):
        self.now = now

    def __call__(self) -> int:
        return self.now


def context(redis, clock=None) -> domain.Context:
    """A handler context on the real Redis with recorded tasks and (optionally) a test clock."""
    extra = {"clock": clock} if clock else {}
    return context_on(redis, **extra)


def run_game_tasks(ctx) -> int:
    """Run the recorded system steps and bot turns through their handlers, as the worker would
    (other tasks are dropped); count them."""
    count = 0
    while ctx.enqueue.sent:
        name, kwargs = ctx.enqueue.sent.pop(0)
        if name == tasknames.SYSTEM_STEP:
            domain.handle(ctx, domain.ApplySystemAction(**kwargs))
        elif name == tasknames.BOT_TURN:
            domain.handle(ctx, domain.PlayBotTurn(**kwargs))
        count += 1
    return count


class TimedRunner:
    """Runs the recorded system steps and bot turns as the worker would, each when its countdown is
    up on the test `clock` (moved on to the next task's due time); tasks not yet run stay queued
    from one `run` to the next, and other tasks are kept aside in `kept`, in order."""

    PLAY = {tasknames.SYSTEM_STEP: domain.ApplySystemAction, tasknames.BOT_TURN: domain.PlayBotTurn}

    def __init__(self, ctx, clock: Clock):
        self.ctx, self.clock, self.queue, self.order = ctx, clock, [], itertools.count()
        self.kept: list[tuple[str, dict]] = []

    def run(self, until=None, before: int | None = None, limit: int = 20_000) -> list:
        """Run tasks until none is left, `until(ran)` holds or the next is due at `before` (ms) or
        later. Returns [(ms, task name, kwargs, the handler's answer)]."""
        ran = []
        while len(ran) < limit and not (until and until(ran)):
            self._collect()
            if not self.queue or (before is not None and self.queue[0][0] >= before):
                break
            due, _, name, kwargs = self.queue.pop(0)
            self.clock.now = max(self.clock.now, due)
            body = domain.handle(self.ctx, self.PLAY[name](**kwargs)).body
            ran.append((self.clock.now, name, kwargs, body))
        return ran

    def _collect(self) -> None:
        sent = self.ctx.enqueue
        for name, kwargs in sent.sent:
            if name not in self.PLAY:
                self.kept.append((name, kwargs))
                continue
            countdown = next((c for _, k, c in sent.delayed if k is kwargs), 0)
            self.queue.append((self.clock.now + round(countdown * 1000), next(self.order), name, kwargs))
        sent.sent.clear()
        sent.delayed.clear()
        self.queue.sort(key=lambda task: task[:2])


def run_all(ctx, tries: int = 6, limit: int = 10_000) -> list:
    """Run recorded tasks (and those they enqueue) through their handlers; return what ran."""
    ran = []
    while ctx.enqueue.sent and len(ran) < limit:
        name, kwargs = ctx.enqueue.sent.pop(0)
        if name == tasknames.SYSTEM_STEP:
            domain.handle(ctx, domain.ApplySystemAction(**kwargs))
        elif name == tasknames.BOT_TURN:
            domain.handle(ctx, domain.PlayBotTurn(**kwargs))
        elif name == tasknames.UPDATE_RATINGS:
            domain.handle(ctx, commands.UpdateRatings(**kwargs))
        elif name == tasknames.DELIVER_WEBHOOK:
            while domain.handle(ctx, commands.DeliverWebhook(**kwargs, tries=tries,
                                                             timeout=2)).body["retry"]:
                pass
        ran.append((name, kwargs))
    return ran


def new_game(ctx, host: str, seats: int = 2, clock=None, level="easy", **kw) -> str:
    """A started Glück Auf game: `host` in seat 0, bots in the others, run up to the host's turn."""
    cmd = domain.CreateGame(host, "glueckauf", seats, options={"starting_player": 0}, clock=clock,
                            **kw)
    gid = domain.handle(ctx, cmd).body["id"]
    for _ in range(seats - 1):
        domain.handle(ctx, domain.AddBot(host, gid, level))
    domain.handle(ctx, domain.StartGame(host, gid))
    run_all(ctx)  # the bots' draft picks, up to the host's first turn
    return gid


def game(ctx, gid: str) -> domain.Game:
    return domain.Game.of(ctx.games.load(gid), gid)


def play_out(ctx, gid: str, limit: int = 5000) -> domain.Game:
    """Seat 0 plays its first legal action each turn until the game ends."""
    for _ in range(limit):
        run_all(ctx)
        g = game(ctx, gid)
        if g.status == "finished":
            return g
        if g.seat_of(g.meta["seats"][0].get("player_id")) == 0 and \
                0 in g.rules.active_seats(g.state):
            action = g.rules.legal_actions(g.state, 0)[0]
            domain.handle(ctx, domain.SubmitActions(g.meta["seats"][0]["player_id"], gid, (action,)))
    raise AssertionError("the game did not finish")
