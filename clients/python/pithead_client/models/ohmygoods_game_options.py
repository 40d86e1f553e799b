from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="OhmygoodsGameOptions")


@_attrs_define
class OhmygoodsGameOptions:
    """the options of Oh My Goods! (GET /v1/catalog), each optional"""

    build_and_hire: bool | Unset = False
    """ ruling 38 (Longsdale in Revolt): build and also hire 1 apprentice in phase IV, each paid separately """
    fixed_apprentices: bool | Unset = False
    """ ruling 38 (Longsdale in Revolt): apprentices cannot be moved """
    keep_one: bool | Unset = False
    """ ruling 36a (English 2nd edition): a redraw may keep 1 card """
    two_for_one: bool | Unset = False
    """ ruling 36b (English 2nd edition): 2 hand cards of any kind may stand for 1 missing resource in production
    """

    def to_dict(self) -> dict[str, Any]:
        build_and_hire = self.build_and_hire

        fixed_apprentices = self.fixed_apprentices

        keep_one = self.keep_one

        two_for_one = self.two_for_one

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if build_and_hire is not UNSET:
            field_dict["build_and_hire"] = build_and_hire
        if fixed_apprentices is not UNSET:
            field_dict["fixed_apprentices"] = fixed_apprentices
        if keep_one is not UNSET:
            field_dict["keep_one"] = keep_one
        if two_for_one is not UNSET:
            field_dict["two_for_one"] = two_for_one

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        build_and_hire = d.pop("build_and_hire", UNSET)

        fixed_apprentices = d.pop("fixed_apprentices", UNSET)

        keep_one = d.pop("keep_one", UNSET)

        two_for_one = d.pop("two_for_one", UNSET)

        ohmygoods_game_options = cls(
            build_and_hire=build_and_hire,
            fixed_apprentices=fixed_apprentices,
            keep_one=keep_one,
            two_for_one=two_for_one,
        )

        return ohmygoods_game_options
