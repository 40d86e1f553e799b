from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BoardRow")


@_attrs_define
class BoardRow:
    games: int
    id: str
    """ a player id, or bot:<level> """
    mu: float
    name: None | str
    ordinal: float
    """ mu - 3 sigma: what the board sorts by """
    rank: int
    sigma: float
    wins: int

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        id = self.id

        mu = self.mu

        name: None | str
        name = self.name

        ordinal = self.ordinal

        rank = self.rank

        sigma = self.sigma

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "id": id,
                "mu": mu,
                "name": name,
                "ordinal": ordinal,
                "rank": rank,
                "sigma": sigma,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        id = d.pop("id")

        mu = d.pop("mu")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        ordinal = d.pop("ordinal")

        rank = d.pop("rank")

        sigma = d.pop("sigma")

        wins = d.pop("wins")

        board_row = cls(
            games=games,
            id=id,
            mu=mu,
            name=name,
            ordinal=ordinal,
            rank=rank,
            sigma=sigma,
            wins=wins,
        )

        return board_row
