"""Lobby request and response schemas."""
import marshmallow as ma
from marshmallow import fields, validate

from shared import bots, engine
from shared.engine.printed import LANGUAGES

from shared.api.schemas import GameSchema  # noqa: F401  (re-exported for the views)
from shared.api.fieldtexts import N_
from shared.api.schemas import STATUSES, QueryInteger, Reply, StrictBoolean, optional


class PlayerCreateSchema(ma.Schema):
    name = fields.String(required=True, validate=validate.Length(1, 40))


class PlayerSchema(Reply):
    id = fields.String()
    name = fields.String()
    created_at = fields.Integer()
    language = fields.String(allow_none=True, dump_default=None, metadata={
        "description": "the language the player reads (en, ru); null: the client's Accept-Language"})


class PlayerUpdateSchema(ma.Schema):
    language = fields.String(required=True, allow_none=True, validate=validate.OneOf(LANGUAGES),
                             metadata={"description": "en, ru, or null for no preference"})


class NewPlayerSchema(PlayerSchema):
    token = fields.String(metadata={"description": "bearer token; shown only in this answer"})


class SeatRangeSchema(Reply):
    min = fields.Integer()
    max = fields.Integer()


class OptionSchema(Reply):
    name = fields.String()
    type = fields.String(metadata={"description": "int, bool or choice"})
    default = fields.Raw(allow_none=True)
    description = fields.String()
    minimum = fields.Integer(metadata=optional("int options: the least value"))
    maximum = fields.Integer(metadata=optional("int options: the greatest value"))
    choices = fields.List(fields.Raw(), metadata=optional("choice options: the values"))
    seat = fields.Boolean(metadata=optional(
        "present (true) when an int option names a seat: below the seat count"))


class PhaseSchema(Reply):
    name = fields.String()
    description = fields.String(metadata={"description": "what happens in it, in the request's language"})
    kind = fields.String(metadata={"description": "turn, simultaneous, system or over"})
    sealed = fields.Boolean(metadata={
        "description": "the seats' choices stay hidden until one reveal"})
    out_of_turn = fields.Boolean(metadata={
        "description": "any seat may send the phase's actions; the game refuses one that may not act "
                       "with its own code (not `not_your_turn`)"})


class ReactionRangeSchema(Reply):
    min = fields.Float(metadata={"description": "seconds, at least"})
    max = fields.Float(metadata={"description": "seconds, at most"})


class BotReactionSchema(Reply):
    phases = fields.List(fields.String(), metadata={"description": "the game's phases it applies in"})
    reaction_s = fields.Dict(keys=fields.String(), values=fields.Nested(ReactionRangeSchema),
                             metadata={"description": "bot level -> its reaction time's range"})


class BotRating(Reply):
    mu = fields.Float(metadata={"description": "openskill mean, from `pithead ladder`'s round robin"})
    sigma = fields.Float(metadata={"description": "openskill uncertainty"})
    low = fields.Float(metadata={"description": "mu - 1.96 sigma"})
    high = fields.Float(metadata={"description": "mu + 1.96 sigma"})
    games = fields.Integer(metadata={"description": "ladder games the level played"})


class CatalogBotLevel(Reply):
    name = fields.String(metadata={"description": "what POST /v1/games/{id}/bots takes as `level`"})
    budget_s = fields.Float(allow_none=True, metadata={
        "description": "the level's thinking time per decision (seconds); null: it decides at once"})
    rating = fields.Nested(BotRating, allow_none=True, metadata={
        "description": "the level's strength against the game's other levels (the same rating "
                       "model as the leaderboards); null until the game's ladder is played"})


class CatalogGameSchema(Reply):
    name = fields.String(metadata={"description": "what POST /v1/games takes as `game`"})
    title = fields.String()
    rulebook = fields.String(metadata={
        "description": "the rules text: a file of the team handbook's rulebooks/ folder, or a URL"})
    seats = fields.Nested(SeatRangeSchema)
    options = fields.List(fields.Nested(OptionSchema))
    phases = fields.List(fields.Nested(PhaseSchema))
    simultaneous = fields.Boolean()
    hidden_information = fields.Boolean()
    actions = fields.Dict(keys=fields.String(), values=fields.Dict(), metadata={
        "description": "each action type a player sends -> its JSON shape (OpenAPI 3.0 schema): "
                       "exactly these fields, of these types and ranges; another is a 422 "
                       "invalid_action naming the field"})
    action_schema = fields.String(allow_none=True, metadata={
        "description": "the same shapes in the OpenAPI document: the component of one action"})
    round_name = fields.String(metadata={
        "description": "what the game calls a round (GET /v1/games/{id}/rounds): shift, day, round"})
    has_bots = fields.Boolean(metadata={"description": "whether bot seats and bot moves are offered"})
    bot_levels = fields.List(fields.Nested(CatalogBotLevel), metadata={
        "description": "weakest first; empty when no bots"})
    default_bot_level = fields.String(allow_none=True)
    bot_reaction = fields.Nested(BotReactionSchema, allow_none=True, metadata={
        "description": "in these phases a bot waits a person's reaction time after its turn began "
                       "before it acts (seconds by level, drawn per decision from the game's PRNG), "
                       "so a person can win a real-time race; null: the game's bots act at once"})
    names = fields.Dict(keys=fields.String(), values=fields.String(), metadata={
        "description": "'<kind>.<id>' (coal.yellow, building.mill, gem.ruby, colour.white) -> the name "
                       "the game's rulebook prints, in the request's language (Accept-Language)"})


class CatalogSchema(Reply):
    games = fields.List(fields.Nested(CatalogGameSchema), metadata={
        "description": "every registered game, by name"})


class GameListQuerySchema(ma.Schema):
    status = fields.String(validate=validate.OneOf(STATUSES))
    game = fields.String()
    limit = QueryInteger(load_default=50, validate=validate.Range(1, 100))
    offset = QueryInteger(load_default=0, validate=validate.Range(0, 100_000))


class GameListSchema(Reply):
    games = fields.List(fields.Nested(GameSchema))


def _seed(value) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ma.ValidationError(N_("seed must be an integer or a string"))
    if isinstance(value, str) and not 1 <= len(value) <= 64:
        raise ma.ValidationError(N_("a string seed has 1-64 characters"))
    return True


class ClockSchema(ma.Schema):
    """A turn clock: `per_move` seconds per turn, or a `bank` of seconds plus `increment` a turn."""

    per_move = fields.Integer(strict=True, validate=validate.Range(1, 30 * 86400),
                              metadata={"description": "seconds for each turn (86400: a day)"})
    bank = fields.Integer(strict=True, validate=validate.Range(1, 365 * 86400),
                          metadata={"description": "time bank in seconds for the whole game"})
    increment = fields.Integer(strict=True, validate=validate.Range(0, 30 * 86400), metadata={
        "description": "seconds added to the bank after each turn (capped at the bank)"})
    max_timeouts = fields.Integer(strict=True, validate=validate.Range(1, 100), metadata={
        "description": "timeouts in a row after which a bot takes the seat for good (default 3)"})
    bot_level = fields.String(validate=validate.Length(1, 40), metadata={
        "description": "the bot that moves on timeout and takes over: one of the game's bot levels "
                       "(GET /v1/catalog; default: the game's default level); a game without bots "
                       "has no clock (422 no_bots_for_game)"})


class GameCreateSchema(ma.Schema):
    game = fields.String(required=True, metadata={"description": "a name from GET /v1/catalog"})
    seats = fields.Integer(required=True, strict=True,
                           metadata={"description": "number of seats, within the game's range"})
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = fields.Raw(validate=_seed, metadata={
        "description": "optional: replays a known deal. The game then says `seed_chosen`, is "
                       "never rated, and others join it only with accept_chosen_seed"})
    join = StrictBoolean(load_default=True, metadata={"description": "the creator takes seat 0"})
    clock = fields.Nested(ClockSchema, metadata={"description": "turn clock; none by default"})
    spectators_chat = StrictBoolean(load_default=False, metadata={
        "description": "spectators may write in the table chat (the creator can close and reopen "
                       "it: PATCH /v1/games/{id}/chat/settings); seated players always may"})
    private = StrictBoolean(load_default=False, metadata={
        "description": "true: never listed; others join only with an invitation "
                       "(POST /v1/games/{id}/invitations)"})
    hints = StrictBoolean(load_default=False, metadata={
        "description": "seats may ask the strongest bot for a hint; the game is then never rated "
                       "(a game without bots: 422 no_bots_for_game)"})


SEAT = {"minimum": 0, "maximum": 15, "description": "a free seat, below the game's seat count "
        "(else a 422 invalid_seat); default: the first free one"}
LEVELS = sorted({level for name in engine.names() for level in bots.levels(name)})


class JoinSchema(ma.Schema):
    seat = fields.Integer(strict=True, metadata=SEAT)
    accept_chosen_seed = StrictBoolean(load_default=False, metadata={
        "description": "true: you join knowing the host chose the seed (`seed_chosen`), so the "
                       "host may know every hand and the deck order and the game is not rated. "
                       "Required to join such a game (else 409 chosen_seed_not_accepted)"})
    invitation = fields.String(validate=validate.Length(1, 100), metadata={
        "description": "an invitation's token (its link's last part): needed for a private "
                       "game unless an invitation names you; a seat's token fits that seat only"})


class BotSchema(ma.Schema):
    level = fields.String(validate=validate.Length(1, 40), metadata={"enum": LEVELS,
        "description": "one of the game's bot levels (GET /v1/catalog); default: the game's "
                       "default level. A game without bots answers 422 no_bots_for_game, a level "
                       "it does not have 422 unknown_bot_level"})
    seat = fields.Integer(strict=True, metadata=SEAT)
