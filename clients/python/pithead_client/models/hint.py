from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hint_status import HintStatus, check_hint_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hint_actions_item import HintActionsItem
    from ..models.hint_alternative import HintAlternative
    from ..models.hint_evaluation import HintEvaluation


T = TypeVar("T", bound="Hint")


@_attrs_define
class Hint:
    budget_s: float | None
    created_at: int
    game: str
    game_id: str
    hint: bool
    id: str
    """ GET /v1/bots/moves/{id} gives the answer """
    level: str
    """ the game's strongest bot level """
    seat: int
    status: HintStatus
    version: int
    """ the game version the hint is for """
    actions: list[HintActionsItem] | Unset = UNSET
    """ done: the bot's move, in order """
    alternatives: list[HintAlternative] | Unset = UNSET
    """ done: up to 3 best options with their scores, where the bot rates them """
    error: str | Unset = UNSET
    """ failed: why """
    evaluation: HintEvaluation | Unset = UNSET
    """ done: the bot's estimate of the position """
    finished_at: int | Unset = UNSET
    """ once done or failed """
    simulations: int | Unset = UNSET
    """ done """
    thinking_ms: int | Unset = UNSET
    """ once done or failed """

    def to_dict(self) -> dict[str, Any]:
        budget_s: float | None
        budget_s = self.budget_s

        created_at = self.created_at

        game = self.game

        game_id = self.game_id

        hint = self.hint

        id = self.id

        level = self.level

        seat = self.seat

        status: str = self.status

        version = self.version

        actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.actions, Unset):
            actions = []
            for actions_item_data in self.actions:
                actions_item = actions_item_data.to_dict()
                actions.append(actions_item)

        alternatives: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.alternatives, Unset):
            alternatives = []
            for alternatives_item_data in self.alternatives:
                alternatives_item = alternatives_item_data.to_dict()
                alternatives.append(alternatives_item)

        error = self.error

        evaluation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.evaluation, Unset):
            evaluation = self.evaluation.to_dict()

        finished_at = self.finished_at

        simulations = self.simulations

        thinking_ms = self.thinking_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "budget_s": budget_s,
                "created_at": created_at,
                "game": game,
                "game_id": game_id,
                "hint": hint,
                "id": id,
                "level": level,
                "seat": seat,
                "status": status,
                "version": version,
            }
        )
        if actions is not UNSET:
            field_dict["actions"] = actions
        if alternatives is not UNSET:
            field_dict["alternatives"] = alternatives
        if error is not UNSET:
            field_dict["error"] = error
        if evaluation is not UNSET:
            field_dict["evaluation"] = evaluation
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at
        if simulations is not UNSET:
            field_dict["simulations"] = simulations
        if thinking_ms is not UNSET:
            field_dict["thinking_ms"] = thinking_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hint_actions_item import HintActionsItem  # noqa: PLC0415
        from ..models.hint_alternative import HintAlternative  # noqa: PLC0415
        from ..models.hint_evaluation import HintEvaluation  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_budget_s(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        budget_s = _parse_budget_s(d.pop("budget_s"))

        created_at = d.pop("created_at")

        game = d.pop("game")

        game_id = d.pop("game_id")

        hint = d.pop("hint")

        id = d.pop("id")

        level = d.pop("level")

        seat = d.pop("seat")

        status = check_hint_status(d.pop("status"))

        version = d.pop("version")

        _actions = d.pop("actions", UNSET)
        actions: list[HintActionsItem] | Unset = UNSET
        if _actions is not UNSET:
            actions = []
            for actions_item_data in _actions:
                actions_item = HintActionsItem.from_dict(actions_item_data)

                actions.append(actions_item)

        _alternatives = d.pop("alternatives", UNSET)
        alternatives: list[HintAlternative] | Unset = UNSET
        if _alternatives is not UNSET:
            alternatives = []
            for alternatives_item_data in _alternatives:
                alternatives_item = HintAlternative.from_dict(alternatives_item_data)

                alternatives.append(alternatives_item)

        error = d.pop("error", UNSET)

        _evaluation = d.pop("evaluation", UNSET)
        evaluation: HintEvaluation | Unset
        if isinstance(_evaluation, Unset):
            evaluation = UNSET
        else:
            evaluation = HintEvaluation.from_dict(_evaluation)

        finished_at = d.pop("finished_at", UNSET)

        simulations = d.pop("simulations", UNSET)

        thinking_ms = d.pop("thinking_ms", UNSET)

        hint = cls(
            budget_s=budget_s,
            created_at=created_at,
            game=game,
            game_id=game_id,
            hint=hint,
            id=id,
            level=level,
            seat=seat,
            status=status,
            version=version,
            actions=actions,
            alternatives=alternatives,
            error=error,
            evaluation=evaluation,
            finished_at=finished_at,
            simulations=simulations,
            thinking_ms=thinking_ms,
        )

        return hint
