from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.bot_move_from_view_level import BotMoveFromViewLevel, check_bot_move_from_view_level
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bot_move_from_view_view import BotMoveFromViewView


T = TypeVar("T", bound="BotMoveFromView")


@_attrs_define
class BotMoveFromView:
    """a move for a seat view you send"""

    level: BotMoveFromViewLevel
    """ one of the game's bot levels (GET /v1/catalog); a level the game does not have is a 422 unknown_bot_level
    """
    seat: int
    """ the seat the view belongs to """
    view: BotMoveFromViewView
    """ a seat's view as GET .../state returns it under `view` (a view the game cannot read is a 422 invalid_view)
    """
    budget_s: float | Unset = UNSET
    """ thinking time in seconds (the level's default if absent) """

    def to_dict(self) -> dict[str, Any]:
        level: str = self.level

        seat = self.seat

        view = self.view.to_dict()

        budget_s = self.budget_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "level": level,
                "seat": seat,
                "view": view,
            }
        )
        if budget_s is not UNSET:
            field_dict["budget_s"] = budget_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_move_from_view_view import BotMoveFromViewView  # noqa: PLC0415

        d = dict(src_dict)
        level = check_bot_move_from_view_level(d.pop("level"))

        seat = d.pop("seat")

        view = BotMoveFromViewView.from_dict(d.pop("view"))

        budget_s = d.pop("budget_s", UNSET)

        bot_move_from_view = cls(
            level=level,
            seat=seat,
            view=view,
            budget_s=budget_s,
        )

        return bot_move_from_view
