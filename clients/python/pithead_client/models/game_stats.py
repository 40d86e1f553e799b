from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameStats")


@_attrs_define
class GameStats:
    game: str
    games: int
    mu: float
    name: None | str
    ordinal: float
    """ mu - 3 sigma: what the board sorts by """
    rank: int | None
    sigma: float
    wins: int

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        games = self.games

        mu = self.mu

        name: None | str
        name = self.name

        ordinal = self.ordinal

        rank: int | None
        rank = self.rank

        sigma = self.sigma

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "games": games,
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
        game = d.pop("game")

        games = d.pop("games")

        mu = d.pop("mu")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        ordinal = d.pop("ordinal")

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))

        sigma = d.pop("sigma")

        wins = d.pop("wins")

        game_stats = cls(
            game=game,
            games=games,
            mu=mu,
            name=name,
            ordinal=ordinal,
            rank=rank,
            sigma=sigma,
            wins=wins,
        )

        return game_stats
