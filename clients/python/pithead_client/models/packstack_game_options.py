from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.packstack_game_options_truck_race import (
    PackstackGameOptionsTruckRace,
    check_packstack_game_options_truck_race,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PackstackGameOptions")


@_attrs_define
class PackstackGameOptions:
    """the options of Pack & Stack (GET /v1/catalog), each optional"""

    claim_window_ms: int | Unset = 300
    """ claims on one truck within this time (ms) of the first are simultaneous: the white die settles them """
    loading_time_limit_s: int | None | Unset = UNSET
    """ seconds to load; then the default bot loads for every seat still loading (none: no limit) """
    race_time_limit_s: int | Unset = 60
    """ real-time race: seats still without a truck this long after the reveal take the top card (0: no limit; the
    turn clock's move deadline then applies) """
    truck_race: PackstackGameOptionsTruckRace | Unset = "realtime"
    """ realtime: claims by arrival with a claim window; sealed: hidden claims revealed together (asynchronous
    games, bots) """

    def to_dict(self) -> dict[str, Any]:
        claim_window_ms = self.claim_window_ms

        loading_time_limit_s: int | None | Unset
        if isinstance(self.loading_time_limit_s, Unset):
            loading_time_limit_s = UNSET
        else:
            loading_time_limit_s = self.loading_time_limit_s

        race_time_limit_s = self.race_time_limit_s

        truck_race: str | Unset = UNSET
        if not isinstance(self.truck_race, Unset):
            truck_race = self.truck_race

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if claim_window_ms is not UNSET:
            field_dict["claim_window_ms"] = claim_window_ms
        if loading_time_limit_s is not UNSET:
            field_dict["loading_time_limit_s"] = loading_time_limit_s
        if race_time_limit_s is not UNSET:
            field_dict["race_time_limit_s"] = race_time_limit_s
        if truck_race is not UNSET:
            field_dict["truck_race"] = truck_race

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        claim_window_ms = d.pop("claim_window_ms", UNSET)

        def _parse_loading_time_limit_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        loading_time_limit_s = _parse_loading_time_limit_s(d.pop("loading_time_limit_s", UNSET))

        race_time_limit_s = d.pop("race_time_limit_s", UNSET)

        _truck_race = d.pop("truck_race", UNSET)
        truck_race: PackstackGameOptionsTruckRace | Unset
        if isinstance(_truck_race, Unset):
            truck_race = UNSET
        else:
            truck_race = check_packstack_game_options_truck_race(_truck_race)

        packstack_game_options = cls(
            claim_window_ms=claim_window_ms,
            loading_time_limit_s=loading_time_limit_s,
            race_time_limit_s=race_time_limit_s,
            truck_race=truck_race,
        )

        return packstack_game_options
