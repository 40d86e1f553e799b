from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.bot_reaction_reaction_s import BotReactionReactionS


T = TypeVar("T", bound="BotReaction")


@_attrs_define
class BotReaction:
    phases: list[str]
    """ the game's phases it applies in """
    reaction_s: BotReactionReactionS
    """ bot level -> its reaction time's range """

    def to_dict(self) -> dict[str, Any]:
        phases = self.phases

        reaction_s = self.reaction_s.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "phases": phases,
                "reaction_s": reaction_s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_reaction_reaction_s import BotReactionReactionS  # noqa: PLC0415

        d = dict(src_dict)
        phases = cast(list[str], d.pop("phases"))

        reaction_s = BotReactionReactionS.from_dict(d.pop("reaction_s"))

        bot_reaction = cls(
            phases=phases,
            reaction_s=reaction_s,
        )

        return bot_reaction
