from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.quartz_action_sell_combo_type_1 import QuartzActionSellComboType1, check_quartz_action_sell_combo_type_1
from ..models.quartz_action_sell_double_item import QuartzActionSellDoubleItem, check_quartz_action_sell_double_item
from ..models.quartz_action_sell_keep_item import QuartzActionSellKeepItem, check_quartz_action_sell_keep_item
from ..models.quartz_action_sell_set_type_1 import QuartzActionSellSetType1, check_quartz_action_sell_set_type_1
from ..models.quartz_action_sell_type import QuartzActionSellType, check_quartz_action_sell_type
from ..types import UNSET, Unset

T = TypeVar("T", bound="QuartzActionSell")


@_attrs_define
class QuartzActionSell:
    """the sale: what to keep in the chest, the combo and the set sold"""

    type_: QuartzActionSellType
    combo: None | QuartzActionSellComboType1 | Unset = UNSET
    """ a combo """
    double: list[QuartzActionSellDoubleItem] | Unset = UNSET
    """ valuable gem kinds """
    keep: list[QuartzActionSellKeepItem] | Unset = UNSET
    """ valuable gem kinds """
    set_: None | QuartzActionSellSetType1 | Unset = UNSET
    """ a valuable gem kind """

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

        combo: None | str | Unset
        if isinstance(self.combo, Unset):
            combo = UNSET
        elif isinstance(self.combo, str):
            combo = self.combo
        else:
            combo = self.combo

        double: list[str] | Unset = UNSET
        if not isinstance(self.double, Unset):
            double = []
            for double_item_data in self.double:
                double_item: str = double_item_data
                double.append(double_item)

        keep: list[str] | Unset = UNSET
        if not isinstance(self.keep, Unset):
            keep = []
            for keep_item_data in self.keep:
                keep_item: str = keep_item_data
                keep.append(keep_item)

        set_: None | str | Unset
        if isinstance(self.set_, Unset):
            set_ = UNSET
        elif isinstance(self.set_, str):
            set_ = self.set_
        else:
            set_ = self.set_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if combo is not UNSET:
            field_dict["combo"] = combo
        if double is not UNSET:
            field_dict["double"] = double
        if keep is not UNSET:
            field_dict["keep"] = keep
        if set_ is not UNSET:
            field_dict["set"] = set_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_quartz_action_sell_type(d.pop("type"))

        def _parse_combo(data: object) -> None | QuartzActionSellComboType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                combo_type_1 = check_quartz_action_sell_combo_type_1(data)

                return combo_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuartzActionSellComboType1 | Unset, data)

        combo = _parse_combo(d.pop("combo", UNSET))

        _double = d.pop("double", UNSET)
        double: list[QuartzActionSellDoubleItem] | Unset = UNSET
        if _double is not UNSET:
            double = []
            for double_item_data in _double:
                double_item = check_quartz_action_sell_double_item(double_item_data)

                double.append(double_item)

        _keep = d.pop("keep", UNSET)
        keep: list[QuartzActionSellKeepItem] | Unset = UNSET
        if _keep is not UNSET:
            keep = []
            for keep_item_data in _keep:
                keep_item = check_quartz_action_sell_keep_item(keep_item_data)

                keep.append(keep_item)

        def _parse_set_(data: object) -> None | QuartzActionSellSetType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                set_type_1 = check_quartz_action_sell_set_type_1(data)

                return set_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuartzActionSellSetType1 | Unset, data)

        set_ = _parse_set_(d.pop("set", UNSET))

        quartz_action_sell = cls(
            type_=type_,
            combo=combo,
            double=double,
            keep=keep,
            set_=set_,
        )

        return quartz_action_sell
