from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BotRating")


@_attrs_define
class BotRating:
    games: int
    """ ladder games the level played """
    high: float
    """ mu + 1.96 sigma """
    low: float
    """ mu - 1.96 sigma """
    mu: float
    """ openskill mean, from `pithead ladder`'s round robin """
    sigma: float
    """ openskill uncertainty """

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        high = self.high

        low = self.low

        mu = self.mu

        sigma = self.sigma

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "high": high,
                "low": low,
                "mu": mu,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        high = d.pop("high")

        low = d.pop("low")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        bot_rating = cls(
            games=games,
            high=high,
            low=low,
            mu=mu,
            sigma=sigma,
        )

        return bot_rating
