from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bot_move_status import BotMoveStatus, check_bot_move_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bot_move_alternatives_item import BotMoveAlternativesItem
    from ..models.bot_move_evaluation import BotMoveEvaluation
    from ..models.glueckauf_action_draft import GlueckaufActionDraft
    from ..models.glueckauf_action_fill import GlueckaufActionFill
    from ..models.glueckauf_action_keep_order import GlueckaufActionKeepOrder
    from ..models.glueckauf_action_keep_tile import GlueckaufActionKeepTile
    from ..models.glueckauf_action_load import GlueckaufActionLoad
    from ..models.glueckauf_action_move_cage import GlueckaufActionMoveCage
    from ..models.glueckauf_action_place import GlueckaufActionPlace
    from ..models.glueckauf_action_return_orders import GlueckaufActionReturnOrders
    from ..models.glueckauf_action_return_tiles import GlueckaufActionReturnTiles
    from ..models.glueckauf_action_stop import GlueckaufActionStop
    from ..models.glueckauf_action_store import GlueckaufActionStore
    from ..models.glueckauf_action_substitute_coal import GlueckaufActionSubstituteCoal
    from ..models.goofspiel_action_bid import GoofspielActionBid
    from ..models.ohmygoods_action_build import OhmygoodsActionBuild
    from ..models.ohmygoods_action_chain import OhmygoodsActionChain
    from ..models.ohmygoods_action_discard_half import OhmygoodsActionDiscardHalf
    from ..models.ohmygoods_action_end_chain import OhmygoodsActionEndChain
    from ..models.ohmygoods_action_end_production import OhmygoodsActionEndProduction
    from ..models.ohmygoods_action_finish_turn import OhmygoodsActionFinishTurn
    from ..models.ohmygoods_action_hire import OhmygoodsActionHire
    from ..models.ohmygoods_action_keep_hand import OhmygoodsActionKeepHand
    from ..models.ohmygoods_action_move_apprentice import OhmygoodsActionMoveApprentice
    from ..models.ohmygoods_action_pay_moves import OhmygoodsActionPayMoves
    from ..models.ohmygoods_action_place_apprentice import OhmygoodsActionPlaceApprentice
    from ..models.ohmygoods_action_place_master import OhmygoodsActionPlaceMaster
    from ..models.ohmygoods_action_plan_building import OhmygoodsActionPlanBuilding
    from ..models.ohmygoods_action_produce import OhmygoodsActionProduce
    from ..models.ohmygoods_action_redraw import OhmygoodsActionRedraw
    from ..models.packstack_action_claim import PackstackActionClaim
    from ..models.packstack_action_load import PackstackActionLoad
    from ..models.packstack_action_take_top import PackstackActionTakeTop
    from ..models.quartz_action_break_time import QuartzActionBreakTime
    from ..models.quartz_action_dig_alone import QuartzActionDigAlone
    from ..models.quartz_action_keep import QuartzActionKeep
    from ..models.quartz_action_leave import QuartzActionLeave
    from ..models.quartz_action_mine import QuartzActionMine
    from ..models.quartz_action_not_mine_either import QuartzActionNotMineEither
    from ..models.quartz_action_pass import QuartzActionPass
    from ..models.quartz_action_pick import QuartzActionPick
    from ..models.quartz_action_play import QuartzActionPlay
    from ..models.quartz_action_protect import QuartzActionProtect
    from ..models.quartz_action_scandal import QuartzActionScandal
    from ..models.quartz_action_sell import QuartzActionSell
    from ..models.quartz_action_stop import QuartzActionStop
    from ..models.quartz_action_stop_thief import QuartzActionStopThief
    from ..models.quartz_action_swap import QuartzActionSwap
    from ..models.quartz_action_take_reward import QuartzActionTakeReward
    from ..models.quartz_action_use_token import QuartzActionUseToken


T = TypeVar("T", bound="BotMove")


@_attrs_define
class BotMove:
    budget_s: float | None
    created_at: int
    game: str
    game_id: None | str
    id: str
    level: str
    seat: int | None
    status: BotMoveStatus
    version: int | None
    """ the game version the move is for """
    actions: (
        list[
            GlueckaufActionDraft
            | GlueckaufActionFill
            | GlueckaufActionKeepOrder
            | GlueckaufActionKeepTile
            | GlueckaufActionLoad
            | GlueckaufActionMoveCage
            | GlueckaufActionPlace
            | GlueckaufActionReturnOrders
            | GlueckaufActionReturnTiles
            | GlueckaufActionStop
            | GlueckaufActionStore
            | GlueckaufActionSubstituteCoal
            | GoofspielActionBid
            | OhmygoodsActionBuild
            | OhmygoodsActionChain
            | OhmygoodsActionDiscardHalf
            | OhmygoodsActionEndChain
            | OhmygoodsActionEndProduction
            | OhmygoodsActionFinishTurn
            | OhmygoodsActionHire
            | OhmygoodsActionKeepHand
            | OhmygoodsActionMoveApprentice
            | OhmygoodsActionPayMoves
            | OhmygoodsActionPlaceApprentice
            | OhmygoodsActionPlaceMaster
            | OhmygoodsActionPlanBuilding
            | OhmygoodsActionProduce
            | OhmygoodsActionRedraw
            | PackstackActionClaim
            | PackstackActionLoad
            | PackstackActionTakeTop
            | QuartzActionBreakTime
            | QuartzActionDigAlone
            | QuartzActionKeep
            | QuartzActionLeave
            | QuartzActionMine
            | QuartzActionNotMineEither
            | QuartzActionPass
            | QuartzActionPick
            | QuartzActionPlay
            | QuartzActionProtect
            | QuartzActionScandal
            | QuartzActionSell
            | QuartzActionStop
            | QuartzActionStopThief
            | QuartzActionSwap
            | QuartzActionTakeReward
            | QuartzActionUseToken
        ]
        | Unset
    ) = UNSET
    """ done: legal actions in order, each as POST /v1/games/{id}/actions takes it """
    alternatives: list[BotMoveAlternativesItem] | Unset = UNSET
    """ done: up to 3 best options with their scores (`option`, `score`), where the bot rates them """
    error: str | Unset = UNSET
    """ failed: why """
    evaluation: BotMoveEvaluation | Unset = UNSET
    """ done: the bot's estimate of the position """
    finished_at: int | Unset = UNSET
    """ once done or failed """
    hint: bool | Unset = UNSET
    """ true: a hint (POST /v1/games/{id}/seats/{seat}/hint) """
    simulations: int | Unset = UNSET
    """ done """
    thinking_ms: int | Unset = UNSET
    """ once done or failed """

    def to_dict(self) -> dict[str, Any]:
        from ..models.glueckauf_action_draft import GlueckaufActionDraft  # noqa: PLC0415
        from ..models.glueckauf_action_fill import GlueckaufActionFill  # noqa: PLC0415
        from ..models.glueckauf_action_keep_order import GlueckaufActionKeepOrder  # noqa: PLC0415
        from ..models.glueckauf_action_keep_tile import GlueckaufActionKeepTile  # noqa: PLC0415
        from ..models.glueckauf_action_load import GlueckaufActionLoad  # noqa: PLC0415
        from ..models.glueckauf_action_move_cage import GlueckaufActionMoveCage  # noqa: PLC0415
        from ..models.glueckauf_action_place import GlueckaufActionPlace  # noqa: PLC0415
        from ..models.glueckauf_action_return_orders import GlueckaufActionReturnOrders  # noqa: PLC0415
        from ..models.glueckauf_action_return_tiles import GlueckaufActionReturnTiles  # noqa: PLC0415
        from ..models.glueckauf_action_stop import GlueckaufActionStop  # noqa: PLC0415
        from ..models.glueckauf_action_store import GlueckaufActionStore  # noqa: PLC0415
        from ..models.glueckauf_action_substitute_coal import GlueckaufActionSubstituteCoal  # noqa: PLC0415
        from ..models.goofspiel_action_bid import GoofspielActionBid  # noqa: PLC0415
        from ..models.ohmygoods_action_build import OhmygoodsActionBuild  # noqa: PLC0415
        from ..models.ohmygoods_action_chain import OhmygoodsActionChain  # noqa: PLC0415
        from ..models.ohmygoods_action_discard_half import OhmygoodsActionDiscardHalf  # noqa: PLC0415
        from ..models.ohmygoods_action_end_chain import OhmygoodsActionEndChain  # noqa: PLC0415
        from ..models.ohmygoods_action_end_production import OhmygoodsActionEndProduction  # noqa: PLC0415
        from ..models.ohmygoods_action_finish_turn import OhmygoodsActionFinishTurn  # noqa: PLC0415
        from ..models.ohmygoods_action_hire import OhmygoodsActionHire  # noqa: PLC0415
        from ..models.ohmygoods_action_keep_hand import OhmygoodsActionKeepHand  # noqa: PLC0415
        from ..models.ohmygoods_action_move_apprentice import OhmygoodsActionMoveApprentice  # noqa: PLC0415
        from ..models.ohmygoods_action_pay_moves import OhmygoodsActionPayMoves  # noqa: PLC0415
        from ..models.ohmygoods_action_place_apprentice import OhmygoodsActionPlaceApprentice  # noqa: PLC0415
        from ..models.ohmygoods_action_place_master import OhmygoodsActionPlaceMaster  # noqa: PLC0415
        from ..models.ohmygoods_action_plan_building import OhmygoodsActionPlanBuilding  # noqa: PLC0415
        from ..models.ohmygoods_action_produce import OhmygoodsActionProduce  # noqa: PLC0415
        from ..models.ohmygoods_action_redraw import OhmygoodsActionRedraw  # noqa: PLC0415
        from ..models.packstack_action_claim import PackstackActionClaim  # noqa: PLC0415
        from ..models.packstack_action_load import PackstackActionLoad  # noqa: PLC0415
        from ..models.packstack_action_take_top import PackstackActionTakeTop  # noqa: PLC0415
        from ..models.quartz_action_break_time import QuartzActionBreakTime  # noqa: PLC0415
        from ..models.quartz_action_dig_alone import QuartzActionDigAlone  # noqa: PLC0415
        from ..models.quartz_action_keep import QuartzActionKeep  # noqa: PLC0415
        from ..models.quartz_action_leave import QuartzActionLeave  # noqa: PLC0415
        from ..models.quartz_action_mine import QuartzActionMine  # noqa: PLC0415
        from ..models.quartz_action_not_mine_either import QuartzActionNotMineEither  # noqa: PLC0415
        from ..models.quartz_action_pass import QuartzActionPass  # noqa: PLC0415
        from ..models.quartz_action_pick import QuartzActionPick  # noqa: PLC0415
        from ..models.quartz_action_play import QuartzActionPlay  # noqa: PLC0415
        from ..models.quartz_action_protect import QuartzActionProtect  # noqa: PLC0415
        from ..models.quartz_action_scandal import QuartzActionScandal  # noqa: PLC0415
        from ..models.quartz_action_sell import QuartzActionSell  # noqa: PLC0415
        from ..models.quartz_action_stop import QuartzActionStop  # noqa: PLC0415
        from ..models.quartz_action_stop_thief import QuartzActionStopThief  # noqa: PLC0415
        from ..models.quartz_action_swap import QuartzActionSwap  # noqa: PLC0415
        from ..models.quartz_action_take_reward import QuartzActionTakeReward  # noqa: PLC0415

        budget_s: float | None
        budget_s = self.budget_s

        created_at = self.created_at

        game = self.game

        game_id: None | str
        game_id = self.game_id

        id = self.id

        level = self.level

        seat: int | None
        seat = self.seat

        status: str = self.status

        version: int | None
        version = self.version

        actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.actions, Unset):
            actions = []
            for actions_item_data in self.actions:
                actions_item: dict[str, Any]
                if isinstance(actions_item_data, GlueckaufActionDraft):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GlueckaufActionFill):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GlueckaufActionKeepOrder):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GlueckaufActionKeepTile):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GlueckaufActionLoad):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GlueckaufActionMoveCage):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GlueckaufActionPlace):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GlueckaufActionReturnOrders):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GlueckaufActionReturnTiles):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GlueckaufActionStop):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GlueckaufActionStore):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GlueckaufActionSubstituteCoal):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, GoofspielActionBid):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionBuild):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionChain):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionDiscardHalf):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionEndChain):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionEndProduction):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionFinishTurn):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionHire):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionKeepHand):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionMoveApprentice):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionPayMoves):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionPlaceApprentice):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionPlaceMaster):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionPlanBuilding):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionProduce):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, OhmygoodsActionRedraw):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, PackstackActionClaim):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, PackstackActionLoad):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, PackstackActionTakeTop):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionBreakTime):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionDigAlone):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionKeep):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionLeave):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionMine):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionNotMineEither):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionPass):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionPick):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionPlay):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionProtect):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionScandal):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionSell):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionStop):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionStopThief):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionSwap):
                    actions_item = actions_item_data.to_dict()
                elif isinstance(actions_item_data, QuartzActionTakeReward):
                    actions_item = actions_item_data.to_dict()
                else:
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

        hint = self.hint

        simulations = self.simulations

        thinking_ms = self.thinking_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "budget_s": budget_s,
                "created_at": created_at,
                "game": game,
                "game_id": game_id,
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
        if hint is not UNSET:
            field_dict["hint"] = hint
        if simulations is not UNSET:
            field_dict["simulations"] = simulations
        if thinking_ms is not UNSET:
            field_dict["thinking_ms"] = thinking_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_move_alternatives_item import BotMoveAlternativesItem  # noqa: PLC0415
        from ..models.bot_move_evaluation import BotMoveEvaluation  # noqa: PLC0415
        from ..models.glueckauf_action_draft import GlueckaufActionDraft  # noqa: PLC0415
        from ..models.glueckauf_action_fill import GlueckaufActionFill  # noqa: PLC0415
        from ..models.glueckauf_action_keep_order import GlueckaufActionKeepOrder  # noqa: PLC0415
        from ..models.glueckauf_action_keep_tile import GlueckaufActionKeepTile  # noqa: PLC0415
        from ..models.glueckauf_action_load import GlueckaufActionLoad  # noqa: PLC0415
        from ..models.glueckauf_action_move_cage import GlueckaufActionMoveCage  # noqa: PLC0415
        from ..models.glueckauf_action_place import GlueckaufActionPlace  # noqa: PLC0415
        from ..models.glueckauf_action_return_orders import GlueckaufActionReturnOrders  # noqa: PLC0415
        from ..models.glueckauf_action_return_tiles import GlueckaufActionReturnTiles  # noqa: PLC0415
        from ..models.glueckauf_action_stop import GlueckaufActionStop  # noqa: PLC0415
        from ..models.glueckauf_action_store import GlueckaufActionStore  # noqa: PLC0415
        from ..models.glueckauf_action_substitute_coal import GlueckaufActionSubstituteCoal  # noqa: PLC0415
        from ..models.goofspiel_action_bid import GoofspielActionBid  # noqa: PLC0415
        from ..models.ohmygoods_action_build import OhmygoodsActionBuild  # noqa: PLC0415
        from ..models.ohmygoods_action_chain import OhmygoodsActionChain  # noqa: PLC0415
        from ..models.ohmygoods_action_discard_half import OhmygoodsActionDiscardHalf  # noqa: PLC0415
        from ..models.ohmygoods_action_end_chain import OhmygoodsActionEndChain  # noqa: PLC0415
        from ..models.ohmygoods_action_end_production import OhmygoodsActionEndProduction  # noqa: PLC0415
        from ..models.ohmygoods_action_finish_turn import OhmygoodsActionFinishTurn  # noqa: PLC0415
        from ..models.ohmygoods_action_hire import OhmygoodsActionHire  # noqa: PLC0415
        from ..models.ohmygoods_action_keep_hand import OhmygoodsActionKeepHand  # noqa: PLC0415
        from ..models.ohmygoods_action_move_apprentice import OhmygoodsActionMoveApprentice  # noqa: PLC0415
        from ..models.ohmygoods_action_pay_moves import OhmygoodsActionPayMoves  # noqa: PLC0415
        from ..models.ohmygoods_action_place_apprentice import OhmygoodsActionPlaceApprentice  # noqa: PLC0415
        from ..models.ohmygoods_action_place_master import OhmygoodsActionPlaceMaster  # noqa: PLC0415
        from ..models.ohmygoods_action_plan_building import OhmygoodsActionPlanBuilding  # noqa: PLC0415
        from ..models.ohmygoods_action_produce import OhmygoodsActionProduce  # noqa: PLC0415
        from ..models.ohmygoods_action_redraw import OhmygoodsActionRedraw  # noqa: PLC0415
        from ..models.packstack_action_claim import PackstackActionClaim  # noqa: PLC0415
        from ..models.packstack_action_load import PackstackActionLoad  # noqa: PLC0415
        from ..models.packstack_action_take_top import PackstackActionTakeTop  # noqa: PLC0415
        from ..models.quartz_action_break_time import QuartzActionBreakTime  # noqa: PLC0415
        from ..models.quartz_action_dig_alone import QuartzActionDigAlone  # noqa: PLC0415
        from ..models.quartz_action_keep import QuartzActionKeep  # noqa: PLC0415
        from ..models.quartz_action_leave import QuartzActionLeave  # noqa: PLC0415
        from ..models.quartz_action_mine import QuartzActionMine  # noqa: PLC0415
        from ..models.quartz_action_not_mine_either import QuartzActionNotMineEither  # noqa: PLC0415
        from ..models.quartz_action_pass import QuartzActionPass  # noqa: PLC0415
        from ..models.quartz_action_pick import QuartzActionPick  # noqa: PLC0415
        from ..models.quartz_action_play import QuartzActionPlay  # noqa: PLC0415
        from ..models.quartz_action_protect import QuartzActionProtect  # noqa: PLC0415
        from ..models.quartz_action_scandal import QuartzActionScandal  # noqa: PLC0415
        from ..models.quartz_action_sell import QuartzActionSell  # noqa: PLC0415
        from ..models.quartz_action_stop import QuartzActionStop  # noqa: PLC0415
        from ..models.quartz_action_stop_thief import QuartzActionStopThief  # noqa: PLC0415
        from ..models.quartz_action_swap import QuartzActionSwap  # noqa: PLC0415
        from ..models.quartz_action_take_reward import QuartzActionTakeReward  # noqa: PLC0415
        from ..models.quartz_action_use_token import QuartzActionUseToken  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_budget_s(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        budget_s = _parse_budget_s(d.pop("budget_s"))

        created_at = d.pop("created_at")

        game = d.pop("game")

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))

        id = d.pop("id")

        level = d.pop("level")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        status = check_bot_move_status(d.pop("status"))

        def _parse_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        version = _parse_version(d.pop("version"))

        _actions = d.pop("actions", UNSET)
        actions: (
            list[
                GlueckaufActionDraft
                | GlueckaufActionFill
                | GlueckaufActionKeepOrder
                | GlueckaufActionKeepTile
                | GlueckaufActionLoad
                | GlueckaufActionMoveCage
                | GlueckaufActionPlace
                | GlueckaufActionReturnOrders
                | GlueckaufActionReturnTiles
                | GlueckaufActionStop
                | GlueckaufActionStore
                | GlueckaufActionSubstituteCoal
                | GoofspielActionBid
                | OhmygoodsActionBuild
                | OhmygoodsActionChain
                | OhmygoodsActionDiscardHalf
                | OhmygoodsActionEndChain
                | OhmygoodsActionEndProduction
                | OhmygoodsActionFinishTurn
                | OhmygoodsActionHire
                | OhmygoodsActionKeepHand
                | OhmygoodsActionMoveApprentice
                | OhmygoodsActionPayMoves
                | OhmygoodsActionPlaceApprentice
                | OhmygoodsActionPlaceMaster
                | OhmygoodsActionPlanBuilding
                | OhmygoodsActionProduce
                | OhmygoodsActionRedraw
                | PackstackActionClaim
                | PackstackActionLoad
                | PackstackActionTakeTop
                | QuartzActionBreakTime
                | QuartzActionDigAlone
                | QuartzActionKeep
                | QuartzActionLeave
                | QuartzActionMine
                | QuartzActionNotMineEither
                | QuartzActionPass
                | QuartzActionPick
                | QuartzActionPlay
                | QuartzActionProtect
                | QuartzActionScandal
                | QuartzActionSell
                | QuartzActionStop
                | QuartzActionStopThief
                | QuartzActionSwap
                | QuartzActionTakeReward
                | QuartzActionUseToken
            ]
            | Unset
        ) = UNSET
        if _actions is not UNSET:
            actions = []
            for actions_item_data in _actions:

                def _parse_actions_item(
                    data: object,
                ) -> (
                    GlueckaufActionDraft
                    | GlueckaufActionFill
                    | GlueckaufActionKeepOrder
                    | GlueckaufActionKeepTile
                    | GlueckaufActionLoad
                    | GlueckaufActionMoveCage
                    | GlueckaufActionPlace
                    | GlueckaufActionReturnOrders
                    | GlueckaufActionReturnTiles
                    | GlueckaufActionStop
                    | GlueckaufActionStore
                    | GlueckaufActionSubstituteCoal
                    | GoofspielActionBid
                    | OhmygoodsActionBuild
                    | OhmygoodsActionChain
                    | OhmygoodsActionDiscardHalf
                    | OhmygoodsActionEndChain
                    | OhmygoodsActionEndProduction
                    | OhmygoodsActionFinishTurn
                    | OhmygoodsActionHire
                    | OhmygoodsActionKeepHand
                    | OhmygoodsActionMoveApprentice
                    | OhmygoodsActionPayMoves
                    | OhmygoodsActionPlaceApprentice
                    | OhmygoodsActionPlaceMaster
                    | OhmygoodsActionPlanBuilding
                    | OhmygoodsActionProduce
                    | OhmygoodsActionRedraw
                    | PackstackActionClaim
                    | PackstackActionLoad
                    | PackstackActionTakeTop
                    | QuartzActionBreakTime
                    | QuartzActionDigAlone
                    | QuartzActionKeep
                    | QuartzActionLeave
                    | QuartzActionMine
                    | QuartzActionNotMineEither
                    | QuartzActionPass
                    | QuartzActionPick
                    | QuartzActionPlay
                    | QuartzActionProtect
                    | QuartzActionScandal
                    | QuartzActionSell
                    | QuartzActionStop
                    | QuartzActionStopThief
                    | QuartzActionSwap
                    | QuartzActionTakeReward
                    | QuartzActionUseToken
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_0 = GlueckaufActionDraft.from_dict(data)

                        return componentsschemas_glueckauf_action_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_1 = GlueckaufActionFill.from_dict(data)

                        return componentsschemas_glueckauf_action_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_2 = GlueckaufActionKeepOrder.from_dict(data)

                        return componentsschemas_glueckauf_action_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_3 = GlueckaufActionKeepTile.from_dict(data)

                        return componentsschemas_glueckauf_action_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_4 = GlueckaufActionLoad.from_dict(data)

                        return componentsschemas_glueckauf_action_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_5 = GlueckaufActionMoveCage.from_dict(data)

                        return componentsschemas_glueckauf_action_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_6 = GlueckaufActionPlace.from_dict(data)

                        return componentsschemas_glueckauf_action_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_7 = GlueckaufActionReturnOrders.from_dict(data)

                        return componentsschemas_glueckauf_action_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_8 = GlueckaufActionReturnTiles.from_dict(data)

                        return componentsschemas_glueckauf_action_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_9 = GlueckaufActionStop.from_dict(data)

                        return componentsschemas_glueckauf_action_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_10 = GlueckaufActionStore.from_dict(data)

                        return componentsschemas_glueckauf_action_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_glueckauf_action_type_11 = GlueckaufActionSubstituteCoal.from_dict(data)

                        return componentsschemas_glueckauf_action_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_1 = GoofspielActionBid.from_dict(data)

                        return componentsschemas_action_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_0 = OhmygoodsActionBuild.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_1 = OhmygoodsActionChain.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_2 = OhmygoodsActionDiscardHalf.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_3 = OhmygoodsActionEndChain.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_4 = OhmygoodsActionEndProduction.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_5 = OhmygoodsActionFinishTurn.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_6 = OhmygoodsActionHire.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_7 = OhmygoodsActionKeepHand.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_8 = OhmygoodsActionMoveApprentice.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_9 = OhmygoodsActionPayMoves.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_10 = OhmygoodsActionPlaceApprentice.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_11 = OhmygoodsActionPlaceMaster.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_12 = OhmygoodsActionPlanBuilding.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_13 = OhmygoodsActionProduce.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_13
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ohmygoods_action_type_14 = OhmygoodsActionRedraw.from_dict(data)

                        return componentsschemas_ohmygoods_action_type_14
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_packstack_action_type_0 = PackstackActionClaim.from_dict(data)

                        return componentsschemas_packstack_action_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_packstack_action_type_1 = PackstackActionLoad.from_dict(data)

                        return componentsschemas_packstack_action_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_packstack_action_type_2 = PackstackActionTakeTop.from_dict(data)

                        return componentsschemas_packstack_action_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_0 = QuartzActionBreakTime.from_dict(data)

                        return componentsschemas_quartz_action_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_1 = QuartzActionDigAlone.from_dict(data)

                        return componentsschemas_quartz_action_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_2 = QuartzActionKeep.from_dict(data)

                        return componentsschemas_quartz_action_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_3 = QuartzActionLeave.from_dict(data)

                        return componentsschemas_quartz_action_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_4 = QuartzActionMine.from_dict(data)

                        return componentsschemas_quartz_action_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_5 = QuartzActionNotMineEither.from_dict(data)

                        return componentsschemas_quartz_action_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_6 = QuartzActionPass.from_dict(data)

                        return componentsschemas_quartz_action_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_7 = QuartzActionPick.from_dict(data)

                        return componentsschemas_quartz_action_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_8 = QuartzActionPlay.from_dict(data)

                        return componentsschemas_quartz_action_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_9 = QuartzActionProtect.from_dict(data)

                        return componentsschemas_quartz_action_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_10 = QuartzActionScandal.from_dict(data)

                        return componentsschemas_quartz_action_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_11 = QuartzActionSell.from_dict(data)

                        return componentsschemas_quartz_action_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_12 = QuartzActionStop.from_dict(data)

                        return componentsschemas_quartz_action_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_13 = QuartzActionStopThief.from_dict(data)

                        return componentsschemas_quartz_action_type_13
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_14 = QuartzActionSwap.from_dict(data)

                        return componentsschemas_quartz_action_type_14
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_quartz_action_type_15 = QuartzActionTakeReward.from_dict(data)

                        return componentsschemas_quartz_action_type_15
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_quartz_action_type_16 = QuartzActionUseToken.from_dict(data)

                    return componentsschemas_quartz_action_type_16

                actions_item = _parse_actions_item(actions_item_data)

                actions.append(actions_item)

        _alternatives = d.pop("alternatives", UNSET)
        alternatives: list[BotMoveAlternativesItem] | Unset = UNSET
        if _alternatives is not UNSET:
            alternatives = []
            for alternatives_item_data in _alternatives:
                alternatives_item = BotMoveAlternativesItem.from_dict(alternatives_item_data)

                alternatives.append(alternatives_item)

        error = d.pop("error", UNSET)

        _evaluation = d.pop("evaluation", UNSET)
        evaluation: BotMoveEvaluation | Unset
        if isinstance(_evaluation, Unset):
            evaluation = UNSET
        else:
            evaluation = BotMoveEvaluation.from_dict(_evaluation)

        finished_at = d.pop("finished_at", UNSET)

        hint = d.pop("hint", UNSET)

        simulations = d.pop("simulations", UNSET)

        thinking_ms = d.pop("thinking_ms", UNSET)

        bot_move = cls(
            budget_s=budget_s,
            created_at=created_at,
            game=game,
            game_id=game_id,
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
            hint=hint,
            simulations=simulations,
            thinking_ms=thinking_ms,
        )

        return bot_move
