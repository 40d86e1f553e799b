from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GoofspielGameOptions")


@_attrs_define
class GoofspielGameOptions:
    """the options of Goofspiel (GET /v1/catalog), each optional"""

    bid_timer_s: int | Unset = 0
    """ seconds to bid (0: no timer); when it runs out, each seat that has not bid bids its lowest card """

    def to_dict(self) -> dict[str, Any]:
        bid_timer_s = self.bid_timer_s

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bid_timer_s is not UNSET:
            field_dict["bid_timer_s"] = bid_timer_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bid_timer_s = d.pop("bid_timer_s", UNSET)

        goofspiel_game_options = cls(
            bid_timer_s=bid_timer_s,
        )

        return goofspiel_game_options
