from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.result_status import ResultStatus, check_result_status

if TYPE_CHECKING:
    from ..models.result_result_type_0 import ResultResultType0


T = TypeVar("T", bound="Result")


@_attrs_define
class Result:
    finished: bool
    game_id: str
    result: None | ResultResultType0
    """ final ranking; null until over """
    status: ResultStatus
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.result_result_type_0 import ResultResultType0  # noqa: PLC0415

        finished = self.finished

        game_id = self.game_id

        result: dict[str, Any] | None
        if isinstance(self.result, ResultResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        status: str = self.status

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "finished": finished,
                "game_id": game_id,
                "result": result,
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_result_type_0 import ResultResultType0  # noqa: PLC0415

        d = dict(src_dict)
        finished = d.pop("finished")

        game_id = d.pop("game_id")

        def _parse_result(data: object) -> None | ResultResultType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = ResultResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResultResultType0, data)

        result = _parse_result(d.pop("result"))

        status = check_result_status(d.pop("status"))

        version = d.pop("version")

        result = cls(
            finished=finished,
            game_id=game_id,
            result=result,
            status=status,
            version=version,
        )

        return result
