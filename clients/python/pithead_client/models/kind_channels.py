from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.channels import Channels


T = TypeVar("T", bound="KindChannels")


@_attrs_define
class KindChannels:
    chat_to_you: Channels | Unset = UNSET
    clock_low: Channels | Unset = UNSET
    friend_table_opened: Channels | Unset = UNSET
    game_over: Channels | Unset = UNSET
    invited: Channels | Unset = UNSET
    response_window: Channels | Unset = UNSET
    your_turn: Channels | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        chat_to_you: dict[str, Any] | Unset = UNSET
        if not isinstance(self.chat_to_you, Unset):
            chat_to_you = self.chat_to_you.to_dict()

        clock_low: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock_low, Unset):
            clock_low = self.clock_low.to_dict()

        friend_table_opened: dict[str, Any] | Unset = UNSET
        if not isinstance(self.friend_table_opened, Unset):
            friend_table_opened = self.friend_table_opened.to_dict()

        game_over: dict[str, Any] | Unset = UNSET
        if not isinstance(self.game_over, Unset):
            game_over = self.game_over.to_dict()

        invited: dict[str, Any] | Unset = UNSET
        if not isinstance(self.invited, Unset):
            invited = self.invited.to_dict()

        response_window: dict[str, Any] | Unset = UNSET
        if not isinstance(self.response_window, Unset):
            response_window = self.response_window.to_dict()

        your_turn: dict[str, Any] | Unset = UNSET
        if not isinstance(self.your_turn, Unset):
            your_turn = self.your_turn.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if chat_to_you is not UNSET:
            field_dict["chat_to_you"] = chat_to_you
        if clock_low is not UNSET:
            field_dict["clock_low"] = clock_low
        if friend_table_opened is not UNSET:
            field_dict["friend_table_opened"] = friend_table_opened
        if game_over is not UNSET:
            field_dict["game_over"] = game_over
        if invited is not UNSET:
            field_dict["invited"] = invited
        if response_window is not UNSET:
            field_dict["response_window"] = response_window
        if your_turn is not UNSET:
            field_dict["your_turn"] = your_turn

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.channels import Channels  # noqa: PLC0415

        d = dict(src_dict)
        _chat_to_you = d.pop("chat_to_you", UNSET)
        chat_to_you: Channels | Unset
        if isinstance(_chat_to_you, Unset):
            chat_to_you = UNSET
        else:
            chat_to_you = Channels.from_dict(_chat_to_you)

        _clock_low = d.pop("clock_low", UNSET)
        clock_low: Channels | Unset
        if isinstance(_clock_low, Unset):
            clock_low = UNSET
        else:
            clock_low = Channels.from_dict(_clock_low)

        _friend_table_opened = d.pop("friend_table_opened", UNSET)
        friend_table_opened: Channels | Unset
        if isinstance(_friend_table_opened, Unset):
            friend_table_opened = UNSET
        else:
            friend_table_opened = Channels.from_dict(_friend_table_opened)

        _game_over = d.pop("game_over", UNSET)
        game_over: Channels | Unset
        if isinstance(_game_over, Unset):
            game_over = UNSET
        else:
            game_over = Channels.from_dict(_game_over)

        _invited = d.pop("invited", UNSET)
        invited: Channels | Unset
        if isinstance(_invited, Unset):
            invited = UNSET
        else:
            invited = Channels.from_dict(_invited)

        _response_window = d.pop("response_window", UNSET)
        response_window: Channels | Unset
        if isinstance(_response_window, Unset):
            response_window = UNSET
        else:
            response_window = Channels.from_dict(_response_window)

        _your_turn = d.pop("your_turn", UNSET)
        your_turn: Channels | Unset
        if isinstance(_your_turn, Unset):
            your_turn = UNSET
        else:
            your_turn = Channels.from_dict(_your_turn)

        kind_channels = cls(
            chat_to_you=chat_to_you,
            clock_low=clock_low,
            friend_table_opened=friend_table_opened,
            game_over=game_over,
            invited=invited,
            response_window=response_window,
            your_turn=your_turn,
        )

        return kind_channels
