from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.record_log_item import RecordLogItem
    from ..models.record_options import RecordOptions
    from ..models.record_outcome_type_0 import RecordOutcomeType0


T = TypeVar("T", bound="Record")


@_attrs_define
class Record:
    final_state_sha256: str
    format_: str
    game: str
    game_id: str
    log: list[RecordLogItem]
    """ each action: seat, action """
    options: RecordOptions
    outcome: None | RecordOutcomeType0
    seats: int
    seed: Any
    """ the deal's seed: an integer or a string """

    def to_dict(self) -> dict[str, Any]:
        from ..models.record_outcome_type_0 import RecordOutcomeType0  # noqa: PLC0415

        final_state_sha256 = self.final_state_sha256

        format_ = self.format_

        game = self.game

        game_id = self.game_id

        log = []
        for log_item_data in self.log:
            log_item = log_item_data.to_dict()
            log.append(log_item)

        options = self.options.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, RecordOutcomeType0):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        seats = self.seats

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "final_state_sha256": final_state_sha256,
                "format": format_,
                "game": game,
                "game_id": game_id,
                "log": log,
                "options": options,
                "outcome": outcome,
                "seats": seats,
                "seed": seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_log_item import RecordLogItem  # noqa: PLC0415
        from ..models.record_options import RecordOptions  # noqa: PLC0415
        from ..models.record_outcome_type_0 import RecordOutcomeType0  # noqa: PLC0415

        d = dict(src_dict)
        final_state_sha256 = d.pop("final_state_sha256")

        format_ = d.pop("format")

        game = d.pop("game")

        game_id = d.pop("game_id")

        log = []
        _log = d.pop("log")
        for log_item_data in _log:
            log_item = RecordLogItem.from_dict(log_item_data)

            log.append(log_item)

        options = RecordOptions.from_dict(d.pop("options"))

        def _parse_outcome(data: object) -> None | RecordOutcomeType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = RecordOutcomeType0.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordOutcomeType0, data)

        outcome = _parse_outcome(d.pop("outcome"))

        seats = d.pop("seats")

        seed = d.pop("seed")

        record = cls(
            final_state_sha256=final_state_sha256,
            format_=format_,
            game=game,
            game_id=game_id,
            log=log,
            options=options,
            outcome=outcome,
            seats=seats,
            seed=seed,
        )

        return record
