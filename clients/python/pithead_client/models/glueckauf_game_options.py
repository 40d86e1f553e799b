from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GlueckaufGameOptions")


@_attrs_define
class GlueckaufGameOptions:
    """the options of Glück Auf (GET /v1/catalog), each optional"""

    starting_player: int | None | Unset = UNSET
    """ seat of the first shift's starting player (drawn with the game's seeded PRNG when null) """

    def to_dict(self) -> dict[str, Any]:
        starting_player: int | None | Unset
        if isinstance(self.starting_player, Unset):
            starting_player = UNSET
        else:
            starting_player = self.starting_player

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if starting_player is not UNSET:
            field_dict["starting_player"] = starting_player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_starting_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        starting_player = _parse_starting_player(d.pop("starting_player", UNSET))

        glueckauf_game_options = cls(
            starting_player=starting_player,
        )

        return glueckauf_game_options
