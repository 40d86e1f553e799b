from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.bot_reaction import BotReaction
    from ..models.catalog_bot_level import CatalogBotLevel
    from ..models.catalog_game_actions import CatalogGameActions
    from ..models.catalog_game_bot_reaction_type_1_type_0 import CatalogGameBotReactionType1Type0
    from ..models.catalog_game_names import CatalogGameNames
    from ..models.option import Option
    from ..models.phase import Phase
    from ..models.seat_range import SeatRange


T = TypeVar("T", bound="CatalogGame")


@_attrs_define
class CatalogGame:
    action_schema: None | str
    """ the same shapes in the OpenAPI document: the component of one action """
    actions: CatalogGameActions
    """ each action type a player sends -> its JSON shape (OpenAPI 3.0 schema): exactly these fields, of these types
    and ranges; another is a 422 invalid_action naming the field """
    bot_levels: list[CatalogBotLevel]
    """ weakest first; empty when no bots """
    bot_reaction: BotReaction | CatalogGameBotReactionType1Type0 | None
    """ in these phases a bot waits a person's reaction time after its turn began before it acts (seconds by level,
    drawn per decision from the game's PRNG), so a person can win a real-time race; null: the game's bots act at
    once """
    default_bot_level: None | str
    has_bots: bool
    """ whether bot seats and bot moves are offered """
    hidden_information: bool
    name: str
    """ what POST /v1/games takes as `game` """
    names: CatalogGameNames
    """ '<kind>.<id>' (coal.yellow, building.mill, gem.ruby, colour.white) -> the name the game's rulebook prints,
    in the request's language (Accept-Language) """
    options: list[Option]
    phases: list[Phase]
    round_name: str
    """ what the game calls a round (GET /v1/games/{id}/rounds): shift, day, round """
    rulebook: str
    """ the rules text: a file of the team handbook's rulebooks/ folder, or a URL """
    seats: SeatRange
    simultaneous: bool
    title: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_reaction import BotReaction  # noqa: PLC0415
        from ..models.catalog_game_bot_reaction_type_1_type_0 import CatalogGameBotReactionType1Type0  # noqa: PLC0415

        action_schema: None | str
        action_schema = self.action_schema

        actions = self.actions.to_dict()

        bot_levels = []
        for bot_levels_item_data in self.bot_levels:
            bot_levels_item = bot_levels_item_data.to_dict()
            bot_levels.append(bot_levels_item)

        bot_reaction: dict[str, Any] | None
        if isinstance(self.bot_reaction, BotReaction):
            bot_reaction = self.bot_reaction.to_dict()
        elif isinstance(self.bot_reaction, CatalogGameBotReactionType1Type0):
            bot_reaction = self.bot_reaction.to_dict()
        else:
            bot_reaction = self.bot_reaction

        default_bot_level: None | str
        default_bot_level = self.default_bot_level

        has_bots = self.has_bots

        hidden_information = self.hidden_information

        name = self.name

        names = self.names.to_dict()

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        phases = []
        for phases_item_data in self.phases:
            phases_item = phases_item_data.to_dict()
            phases.append(phases_item)

        round_name = self.round_name

        rulebook = self.rulebook

        seats = self.seats.to_dict()

        simultaneous = self.simultaneous

        title = self.title

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action_schema": action_schema,
                "actions": actions,
                "bot_levels": bot_levels,
                "bot_reaction": bot_reaction,
                "default_bot_level": default_bot_level,
                "has_bots": has_bots,
                "hidden_information": hidden_information,
                "name": name,
                "names": names,
                "options": options,
                "phases": phases,
                "round_name": round_name,
                "rulebook": rulebook,
                "seats": seats,
                "simultaneous": simultaneous,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_reaction import BotReaction  # noqa: PLC0415
        from ..models.catalog_bot_level import CatalogBotLevel  # noqa: PLC0415
        from ..models.catalog_game_actions import CatalogGameActions  # noqa: PLC0415
        from ..models.catalog_game_bot_reaction_type_1_type_0 import CatalogGameBotReactionType1Type0  # noqa: PLC0415
        from ..models.catalog_game_names import CatalogGameNames  # noqa: PLC0415
        from ..models.option import Option  # noqa: PLC0415
        from ..models.phase import Phase  # noqa: PLC0415
        from ..models.seat_range import SeatRange  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_action_schema(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        action_schema = _parse_action_schema(d.pop("action_schema"))

        actions = CatalogGameActions.from_dict(d.pop("actions"))

        bot_levels = []
        _bot_levels = d.pop("bot_levels")
        for bot_levels_item_data in _bot_levels:
            bot_levels_item = CatalogBotLevel.from_dict(bot_levels_item_data)

            bot_levels.append(bot_levels_item)

        def _parse_bot_reaction(data: object) -> BotReaction | CatalogGameBotReactionType1Type0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bot_reaction_type_0 = BotReaction.from_dict(data)

                return bot_reaction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bot_reaction_type_1_type_0 = CatalogGameBotReactionType1Type0.from_dict(data)

                return bot_reaction_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotReaction | CatalogGameBotReactionType1Type0 | None, data)

        bot_reaction = _parse_bot_reaction(d.pop("bot_reaction"))

        def _parse_default_bot_level(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        default_bot_level = _parse_default_bot_level(d.pop("default_bot_level"))

        has_bots = d.pop("has_bots")

        hidden_information = d.pop("hidden_information")

        name = d.pop("name")

        names = CatalogGameNames.from_dict(d.pop("names"))

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = Option.from_dict(options_item_data)

            options.append(options_item)

        phases = []
        _phases = d.pop("phases")
        for phases_item_data in _phases:
            phases_item = Phase.from_dict(phases_item_data)

            phases.append(phases_item)

        round_name = d.pop("round_name")

        rulebook = d.pop("rulebook")

        seats = SeatRange.from_dict(d.pop("seats"))

        simultaneous = d.pop("simultaneous")

        title = d.pop("title")

        catalog_game = cls(
            action_schema=action_schema,
            actions=actions,
            bot_levels=bot_levels,
            bot_reaction=bot_reaction,
            default_bot_level=default_bot_level,
            has_bots=has_bots,
            hidden_information=hidden_information,
            name=name,
            names=names,
            options=options,
            phases=phases,
            round_name=round_name,
            rulebook=rulebook,
            seats=seats,
            simultaneous=simultaneous,
            title=title,
        )

        return catalog_game
