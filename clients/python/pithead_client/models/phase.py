from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Phase")


@_attrs_define
class Phase:
    description: str
    """ what happens in it, in the request's language """
    kind: str
    """ turn, simultaneous, system or over """
    name: str
    out_of_turn: bool
    """ any seat may send the phase's actions; the game refuses one that may not act with its own code (not
    `not_your_turn`) """
    sealed: bool
    """ the seats' choices stay hidden until one reveal """

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        kind = self.kind

        name = self.name

        out_of_turn = self.out_of_turn

        sealed = self.sealed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "description": description,
                "kind": kind,
                "name": name,
                "out_of_turn": out_of_turn,
                "sealed": sealed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        kind = d.pop("kind")

        name = d.pop("name")

        out_of_turn = d.pop("out_of_turn")

        sealed = d.pop("sealed")

        phase = cls(
            description=description,
            kind=kind,
            name=name,
            out_of_turn=out_of_turn,
            sealed=sealed,
        )

        return phase
