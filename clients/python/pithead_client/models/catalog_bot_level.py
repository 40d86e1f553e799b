from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.bot_rating import BotRating
    from ..models.catalog_bot_level_rating_type_1_type_0 import CatalogBotLevelRatingType1Type0


T = TypeVar("T", bound="CatalogBotLevel")


@_attrs_define
class CatalogBotLevel:
    budget_s: float | None
    """ the level's thinking time per decision (seconds); null: it decides at once """
    name: str
    """ what POST /v1/games/{id}/bots takes as `level` """
    rating: BotRating | CatalogBotLevelRatingType1Type0 | None
    """ the level's strength against the game's other levels (the same rating model as the leaderboards); null until
    the game's ladder is played """

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_rating import BotRating  # noqa: PLC0415
        from ..models.catalog_bot_level_rating_type_1_type_0 import CatalogBotLevelRatingType1Type0  # noqa: PLC0415

        budget_s: float | None
        budget_s = self.budget_s

        name = self.name

        rating: dict[str, Any] | None
        if isinstance(self.rating, BotRating):
            rating = self.rating.to_dict()
        elif isinstance(self.rating, CatalogBotLevelRatingType1Type0):
            rating = self.rating.to_dict()
        else:
            rating = self.rating

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "budget_s": budget_s,
                "name": name,
                "rating": rating,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_rating import BotRating  # noqa: PLC0415
        from ..models.catalog_bot_level_rating_type_1_type_0 import CatalogBotLevelRatingType1Type0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_budget_s(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        budget_s = _parse_budget_s(d.pop("budget_s"))

        name = d.pop("name")

        def _parse_rating(data: object) -> BotRating | CatalogBotLevelRatingType1Type0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_type_0 = BotRating.from_dict(data)

                return rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_type_1_type_0 = CatalogBotLevelRatingType1Type0.from_dict(data)

                return rating_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotRating | CatalogBotLevelRatingType1Type0 | None, data)

        rating = _parse_rating(d.pop("rating"))

        catalog_bot_level = cls(
            budget_s=budget_s,
            name=name,
            rating=rating,
        )

        return catalog_bot_level
