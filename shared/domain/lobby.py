"""Lobby handlers: players, creating games, seats, bots and the start."""
import hashlib
import secrets
import uuid

from shared import engine

from .botlevels import bot_level
from . import invitations
from .clocks import normalize
from .commands import AddBot, CreateGame, JoinGame, LeaveGame, RegisterPlayer, StartGame
from .errors import Conflict, Invalid, NotFound, StaleVersion
from .game import OPEN, STARTED, Game
from .messagebus import Result, handles
from .presenting import describe
from .writes import check_replay, commit, on_game


@handles(RegisterPlayer)
def register_player(ctx, cmd: RegisterPlayer) -> Result:
    """Create a player; the token is in this answer and nowhere else."""
    player, token = ctx.players.create(cmd.name, ctx.clock())
    return Result({**player, "token": token}, 201)


def _ruleset(name: str) -> engine.Ruleset:
    try:
        return engine.get(name)
    except KeyError:
        raise Invalid("unknown_game", f"no game called {name!r}; see GET /v1/catalog") from None


def _options(rules: engine.Ruleset, options: dict, seats: int) -> dict:
    try:
        return rules.spec.validate_options(options, seats)
    except engine.IllegalAction as exc:
        raise Invalid(exc.code, exc.message) from None


@handles(CreateGame)
def create_game(ctx, cmd: CreateGame) -> Result:
    """Open a new game; the creator is its host and (by default) takes seat 0."""
    rules = _ruleset(cmd.game)
    options = _options(rules, cmd.options, cmd.seats)
    if cmd.hints and rules.bots is None:
        raise Invalid("no_bots_for_game", f"{rules.name} has no bots, so it cannot have hints")
    player = ctx.players.get(cmd.player_id)
    now = ctx.clock()
    seats = [None] * cmd.seats
    if cmd.join:
        seats[0] = {"player_id": cmd.player_id, "name": player["name"]}
    game_id = _new_game_id(cmd)
    replay = check_replay(ctx, game_id, cmd.player_id, cmd.idempotency)
    if replay:
        return replay
    # a seed the server draws is secret until the end; a chosen one may be known to its chooser
    meta = {"id": game_id, "game": rules.name, "options": options,
            "seed": cmd.seed if cmd.seed is not None else secrets.randbits(62),
            "seed_chosen": cmd.seed is not None, "seats": seats, "status": OPEN,
            "created_by": cmd.player_id, "created_at": now, "private": cmd.private}
    if cmd.hints:
        meta["hints"] = True
    if cmd.clock is not None:
        meta["clock"] = normalize(cmd.clock, rules.name)
    if cmd.spectators_chat:
        meta["spectators_chat"] = True
    entry = {"kind": "lobby", "seat": None, "actions": [],
             "events": [{"type": "GameCreated", "game": rules.name, "seats": cmd.seats,
                         "options": options, "by": cmd.player_id,
                         "seed_chosen": meta["seed_chosen"], "private": cmd.private,
                         "hints": cmd.hints}]}
    blank = Game(0, {**meta, "status": None}, None)
    try:
        return commit(ctx, blank, meta, None, entry, lambda v: describe(Game(v, meta, None)), 201,
                      player_id=cmd.player_id, idem=cmd.idempotency)
    except StaleVersion:  # the same Idempotency-Key raced us and won: answer as it did
        replay = check_replay(ctx, game_id, cmd.player_id, cmd.idempotency)
        if replay is None:
            raise
        return replay


def _new_game_id(cmd: CreateGame) -> str:
    """A random id; with an Idempotency-Key, one derived from it so a retry finds the same game."""
    if cmd.idempotency is None:
        return uuid.uuid4().hex
    return hashlib.sha256(f"{cmd.player_id}:{cmd.idempotency.key}".encode()).hexdigest()[:32]


def _require_open(game: Game) -> None:
    if game.status != OPEN:
        raise Conflict("game_not_open", f"the game is {game.status}, seats can no longer change")


def _pick_seat(game: Game, seat: int | None, held: set = frozenset()) -> int:
    """The seat asked for, or the first free one not held for someone by an invitation."""
    free = [s for s in game.free_seats() if s not in held or s == seat]
    if seat is None:
        if not free:
            raise Conflict("game_full", "every seat is taken (or held for an invited player)")
        return free[0]
    if not 0 <= seat < len(game.meta["seats"]):
        raise Invalid("invalid_seat", f"seat must be 0-{len(game.meta['seats']) - 1}")
    if seat not in free:
        raise Conflict("game_full" if not free else "seat_taken", f"seat {seat} is taken")
    return seat


def _seat_change(ctx, game: Game, seat: int, holder: dict | None, event: dict, cmd) -> Result:
    seats = list(game.meta["seats"])
    seats[seat] = holder
    meta = {**game.meta, "seats": seats}
    entry = {"kind": "lobby", "seat": seat, "actions": [], "events": [event]}
    return commit(ctx, game, meta, None, entry, lambda v: describe(Game(v, meta, None)),
                  player_id=cmd.player_id, idem=cmd.idempotency)


@handles(JoinGame)
def join_game(ctx, cmd: JoinGame) -> Result:
    """Take a free seat (the given one, or the first)."""
    def decide(game: Game) -> Result:
        if game.seat_of(cmd.player_id) is not None:
            _require_open(game)
            raise Conflict("already_seated", "you already hold a seat in this game")
        invitation, asked = invitations.admit(game, cmd.player_id, cmd.invitation, cmd.seat)
        _require_open(game)
        _require_seed_accepted(game, cmd)
        held = invitations.held_seats(game, cmd.player_id)
        if asked in held and (invitation or {}).get("seat") != asked:
            raise Conflict("seat_invited", f"seat {asked} is held for an invited player")
        seat = _pick_seat(game, asked, held)
        player = ctx.players.get(cmd.player_id)
        holder = {"player_id": cmd.player_id, "name": player["name"]}
        event = {"type": "PlayerJoined", "seat": seat, "player_id": cmd.player_id}
        game = Game(game.version, invitations.spend(game.meta, invitation, cmd.player_id),
                    game.state, game.turn)
        return _seat_change(ctx, game, seat, holder, event, cmd)
    return on_game(ctx, cmd, decide)


def _require_seed_accepted(game: Game, cmd: JoinGame) -> None:
    """A person joins a game whose seed its host chose only knowing that the host may know the
    whole deal (every hand, the deck order): by sending accept_chosen_seed."""
    if game.seed_chosen and not cmd.accept_chosen_seed and not game.is_host(cmd.player_id):
        raise Conflict("chosen_seed_not_accepted", "the host chose this game's seed, so the host "
                       "can know the whole deal (every hand and the deck order) and the game is "
                       "not rated; join with accept_chosen_seed: true to play it anyway")


@handles(LeaveGame)
def leave_game(ctx, cmd: LeaveGame) -> Result:
    """Give up one's seat before the game starts."""
    def decide(game: Game) -> Result:
        seat = game.seat_of(cmd.player_id)
        if seat is None:
            raise NotFound("not_seated", "you hold no seat in this game")
        _require_open(game)
        event = {"type": "PlayerLeft", "seat": seat, "player_id": cmd.player_id}
        return _seat_change(ctx, game, seat, None, event, cmd)
    return on_game(ctx, cmd, decide)


_require_host = invitations.require_host


@handles(AddBot)
def add_bot(ctx, cmd: AddBot) -> Result:
    """Put a bot of the game in a free seat (host only): the level asked for, else the game's
    default; a game without bots (or without that level) refuses."""
    def decide(game: Game) -> Result:
        _require_host(game, cmd.player_id)
        level = bot_level(game.meta["game"], cmd.level, "bot seats")
        _require_open(game)
        seat = _pick_seat(game, cmd.seat, invitations.held_seats(game, None))
        event = {"type": "BotAdded", "seat": seat, "level": level}
        return _seat_change(ctx, game, seat, {"bot": level}, event, cmd)
    return on_game(ctx, cmd, decide)


@handles(StartGame)
def start_game(ctx, cmd: StartGame) -> Result:
    """Deal the game once every seat is held (host only)."""
    def decide(game: Game) -> Result:
        _require_host(game, cmd.player_id)
        _require_open(game)
        if game.free_seats():
            raise Conflict("seats_not_filled", f"seats {game.free_seats()} are empty: "
                           "wait for players or add bots")
        meta = {**game.meta, "status": STARTED}
        state = game.rules.setup(meta["options"], len(meta["seats"]), meta["seed"])
        entry = {"kind": "lobby", "seat": None, "actions": [], "events": [{"type": "GameStarted"}]}
        return commit(ctx, game, meta, state, entry, lambda v: describe(Game(v, meta, state)),
                      player_id=cmd.player_id, idem=cmd.idempotency)
    return on_game(ctx, cmd, decide)
