from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="QuartzGameOptions")


@_attrs_define
class QuartzGameOptions:
    """the options of Quartz (GET /v1/catalog), each optional"""

    chain_not_mine_either: bool | Unset = False
    """ each new recipient of a coal passed on by Not Mine Either! may answer in turn """
    first_player: int | None | Unset = UNSET
    """ the first player of day 1 (null: drawn) """
    not_for_the_faint_hearted: bool | Unset = False
    """ variant: the last dwarf may forfeit the last reward and dig on alone (up to 4 gems) """
    response_timeout_s: int | Unset = 30
    """ seconds a target has to answer a response window or a token holder at the coal check (0: no timer, the
    seat's turn clock decides); no answer is a pass, or the token used """
    sale_timeout_s: int | Unset = 120
    """ seconds for the evening sale (0: no timer); a late seat keeps its chest and sells the rest at the best combo
    """

    def to_dict(self) -> dict[str, Any]:
        chain_not_mine_either = self.chain_not_mine_either

        first_player: int | None | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        not_for_the_faint_hearted = self.not_for_the_faint_hearted

        response_timeout_s = self.response_timeout_s

        sale_timeout_s = self.sale_timeout_s

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if chain_not_mine_either is not UNSET:
            field_dict["chain_not_mine_either"] = chain_not_mine_either
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if not_for_the_faint_hearted is not UNSET:
            field_dict["not_for_the_faint_hearted"] = not_for_the_faint_hearted
        if response_timeout_s is not UNSET:
            field_dict["response_timeout_s"] = response_timeout_s
        if sale_timeout_s is not UNSET:
            field_dict["sale_timeout_s"] = sale_timeout_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain_not_mine_either = d.pop("chain_not_mine_either", UNSET)

        def _parse_first_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))

        not_for_the_faint_hearted = d.pop("not_for_the_faint_hearted", UNSET)

        response_timeout_s = d.pop("response_timeout_s", UNSET)

        sale_timeout_s = d.pop("sale_timeout_s", UNSET)

        quartz_game_options = cls(
            chain_not_mine_either=chain_not_mine_either,
            first_player=first_player,
            not_for_the_faint_hearted=not_for_the_faint_hearted,
            response_timeout_s=response_timeout_s,
            sale_timeout_s=sale_timeout_s,
        )

        return quartz_game_options
