"""Contains all the data models used in inputs/outputs"""

from .action_batch import ActionBatch
from .actions_result import ActionsResult
from .actions_result_events_item import ActionsResultEventsItem
from .actions_result_status import ActionsResultStatus
from .bank_clock import BankClock
from .bank_clock_bot_level import BankClockBotLevel
from .board import Board
from .board_row import BoardRow
from .bot import Bot
from .bot_level import BotLevel
from .bot_move import BotMove
from .bot_move_alternatives_item import BotMoveAlternativesItem
from .bot_move_evaluation import BotMoveEvaluation
from .bot_move_from_game import BotMoveFromGame
from .bot_move_from_game_level import BotMoveFromGameLevel
from .bot_move_from_view import BotMoveFromView
from .bot_move_from_view_level import BotMoveFromViewLevel
from .bot_move_from_view_view import BotMoveFromViewView
from .bot_move_status import BotMoveStatus
from .bot_rating import BotRating
from .bot_reaction import BotReaction
from .bot_reaction_reaction_s import BotReactionReactionS
from .catalog import Catalog
from .catalog_bot_level import CatalogBotLevel
from .catalog_bot_level_rating_type_1_type_0 import CatalogBotLevelRatingType1Type0
from .catalog_game import CatalogGame
from .catalog_game_actions import CatalogGameActions
from .catalog_game_actions_additional_property import CatalogGameActionsAdditionalProperty
from .catalog_game_bot_reaction_type_1_type_0 import CatalogGameBotReactionType1Type0
from .catalog_game_names import CatalogGameNames
from .channels import Channels
from .chat_line import ChatLine
from .chat_line_create import ChatLineCreate
from .chat_line_to_type_1_type_0 import ChatLineToType1Type0
from .chat_page import ChatPage
from .chat_recipient import ChatRecipient
from .chat_report import ChatReport
from .chat_report_create import ChatReportCreate
from .chat_settings import ChatSettings
from .chat_settings_update import ChatSettingsUpdate
from .email_set import EmailSet
from .email_state import EmailState
from .failure import Failure
from .failure_attempts_item import FailureAttemptsItem
from .failure_list import FailureList
from .feed import Feed
from .feed_entry import FeedEntry
from .feed_entry_actions_item import FeedEntryActionsItem
from .feed_entry_events_item import FeedEntryEventsItem
from .friend import Friend
from .friend_add import FriendAdd
from .friend_list import FriendList
from .friend_removed import FriendRemoved
from .friend_status import FriendStatus
from .friend_table import FriendTable
from .friend_table_list import FriendTableList
from .game import Game
from .game_clock import GameClock
from .game_list import GameList
from .game_options import GameOptions
from .game_stats import GameStats
from .game_status import GameStatus
from .glueckauf_action_draft import GlueckaufActionDraft
from .glueckauf_action_draft_type import GlueckaufActionDraftType
from .glueckauf_action_fill import GlueckaufActionFill
from .glueckauf_action_fill_colour import GlueckaufActionFillColour
from .glueckauf_action_fill_from import GlueckaufActionFillFrom
from .glueckauf_action_fill_type import GlueckaufActionFillType
from .glueckauf_action_keep_order import GlueckaufActionKeepOrder
from .glueckauf_action_keep_order_type import GlueckaufActionKeepOrderType
from .glueckauf_action_keep_tile import GlueckaufActionKeepTile
from .glueckauf_action_keep_tile_type import GlueckaufActionKeepTileType
from .glueckauf_action_load import GlueckaufActionLoad
from .glueckauf_action_load_colour import GlueckaufActionLoadColour
from .glueckauf_action_load_type import GlueckaufActionLoadType
from .glueckauf_action_move_cage import GlueckaufActionMoveCage
from .glueckauf_action_move_cage_level import GlueckaufActionMoveCageLevel
from .glueckauf_action_move_cage_type import GlueckaufActionMoveCageType
from .glueckauf_action_place import GlueckaufActionPlace
from .glueckauf_action_place_space import GlueckaufActionPlaceSpace
from .glueckauf_action_place_type import GlueckaufActionPlaceType
from .glueckauf_action_return_orders import GlueckaufActionReturnOrders
from .glueckauf_action_return_orders_to import GlueckaufActionReturnOrdersTo
from .glueckauf_action_return_orders_type import GlueckaufActionReturnOrdersType
from .glueckauf_action_return_tiles import GlueckaufActionReturnTiles
from .glueckauf_action_return_tiles_to import GlueckaufActionReturnTilesTo
from .glueckauf_action_return_tiles_type import GlueckaufActionReturnTilesType
from .glueckauf_action_stop import GlueckaufActionStop
from .glueckauf_action_stop_type import GlueckaufActionStopType
from .glueckauf_action_store import GlueckaufActionStore
from .glueckauf_action_store_colour import GlueckaufActionStoreColour
from .glueckauf_action_store_type import GlueckaufActionStoreType
from .glueckauf_action_substitute_coal import GlueckaufActionSubstituteCoal
from .glueckauf_action_substitute_coal_colour_type_1 import GlueckaufActionSubstituteCoalColourType1
from .glueckauf_action_substitute_coal_type import GlueckaufActionSubstituteCoalType
from .glueckauf_game_create import GlueckaufGameCreate
from .glueckauf_game_create_game import GlueckaufGameCreateGame
from .glueckauf_game_options import GlueckaufGameOptions
from .goofspiel_action_bid import GoofspielActionBid
from .goofspiel_action_bid_type import GoofspielActionBidType
from .goofspiel_game_create import GoofspielGameCreate
from .goofspiel_game_create_game import GoofspielGameCreateGame
from .goofspiel_game_options import GoofspielGameOptions
from .health import Health
from .health_status import HealthStatus
from .hint import Hint
from .hint_actions_item import HintActionsItem
from .hint_alternative import HintAlternative
from .hint_evaluation import HintEvaluation
from .hint_request import HintRequest
from .hint_status import HintStatus
from .invitation import Invitation
from .invitation_create import InvitationCreate
from .invitation_friend_type_1_type_0 import InvitationFriendType1Type0
from .invitation_list import InvitationList
from .invited_friend import InvitedFriend
from .join import Join
from .kind_channels import KindChannels
from .legal_actions import LegalActions
from .list_games_status import ListGamesStatus
from .list_my_games_status import ListMyGamesStatus
from .log import Log
from .log_entry import LogEntry
from .log_entry_actions_item import LogEntryActionsItem
from .log_entry_events_item import LogEntryEventsItem
from .mutes import Mutes
from .my_game import MyGame
from .my_game_status import MyGameStatus
from .my_games import MyGames
from .new_invitation import NewInvitation
from .new_invitation_friend_type_1_type_0 import NewInvitationFriendType1Type0
from .new_player import NewPlayer
from .new_token import NewToken
from .new_webhook import NewWebhook
from .notification import Notification
from .notification_context import NotificationContext
from .notification_kind import NotificationKind
from .notification_list import NotificationList
from .notification_settings import NotificationSettings
from .notification_settings_email_type_0_type_0 import NotificationSettingsEmailType0Type0
from .notification_settings_kinds import NotificationSettingsKinds
from .notification_settings_kinds_additional_property import NotificationSettingsKindsAdditionalProperty
from .notification_settings_update import NotificationSettingsUpdate
from .notification_settings_update_language_type_1 import NotificationSettingsUpdateLanguageType1
from .notifications_read import NotificationsRead
from .ohmygoods_action_build import OhmygoodsActionBuild
from .ohmygoods_action_build_type import OhmygoodsActionBuildType
from .ohmygoods_action_chain import OhmygoodsActionChain
from .ohmygoods_action_chain_cards_item import OhmygoodsActionChainCardsItem
from .ohmygoods_action_chain_type import OhmygoodsActionChainType
from .ohmygoods_action_discard_half import OhmygoodsActionDiscardHalf
from .ohmygoods_action_discard_half_cards_item import OhmygoodsActionDiscardHalfCardsItem
from .ohmygoods_action_discard_half_type import OhmygoodsActionDiscardHalfType
from .ohmygoods_action_end_chain import OhmygoodsActionEndChain
from .ohmygoods_action_end_chain_type import OhmygoodsActionEndChainType
from .ohmygoods_action_end_production import OhmygoodsActionEndProduction
from .ohmygoods_action_end_production_type import OhmygoodsActionEndProductionType
from .ohmygoods_action_finish_turn import OhmygoodsActionFinishTurn
from .ohmygoods_action_finish_turn_type import OhmygoodsActionFinishTurnType
from .ohmygoods_action_hire import OhmygoodsActionHire
from .ohmygoods_action_hire_apprentice import OhmygoodsActionHireApprentice
from .ohmygoods_action_hire_type import OhmygoodsActionHireType
from .ohmygoods_action_keep_hand import OhmygoodsActionKeepHand
from .ohmygoods_action_keep_hand_type import OhmygoodsActionKeepHandType
from .ohmygoods_action_move_apprentice import OhmygoodsActionMoveApprentice
from .ohmygoods_action_move_apprentice_apprentice import OhmygoodsActionMoveApprenticeApprentice
from .ohmygoods_action_move_apprentice_type import OhmygoodsActionMoveApprenticeType
from .ohmygoods_action_pay_moves import OhmygoodsActionPayMoves
from .ohmygoods_action_pay_moves_type import OhmygoodsActionPayMovesType
from .ohmygoods_action_place_apprentice import OhmygoodsActionPlaceApprentice
from .ohmygoods_action_place_apprentice_type import OhmygoodsActionPlaceApprenticeType
from .ohmygoods_action_place_master import OhmygoodsActionPlaceMaster
from .ohmygoods_action_place_master_side import OhmygoodsActionPlaceMasterSide
from .ohmygoods_action_place_master_type import OhmygoodsActionPlaceMasterType
from .ohmygoods_action_plan_building import OhmygoodsActionPlanBuilding
from .ohmygoods_action_plan_building_card_type_1 import OhmygoodsActionPlanBuildingCardType1
from .ohmygoods_action_plan_building_type import OhmygoodsActionPlanBuildingType
from .ohmygoods_action_produce import OhmygoodsActionProduce
from .ohmygoods_action_produce_cover_item import OhmygoodsActionProduceCoverItem
from .ohmygoods_action_produce_type import OhmygoodsActionProduceType
from .ohmygoods_action_redraw import OhmygoodsActionRedraw
from .ohmygoods_action_redraw_keep_type_1 import OhmygoodsActionRedrawKeepType1
from .ohmygoods_action_redraw_type import OhmygoodsActionRedrawType
from .ohmygoods_game_create import OhmygoodsGameCreate
from .ohmygoods_game_create_game import OhmygoodsGameCreateGame
from .ohmygoods_game_options import OhmygoodsGameOptions
from .one_action import OneAction
from .option import Option
from .packstack_action_claim import PackstackActionClaim
from .packstack_action_claim_truck import PackstackActionClaimTruck
from .packstack_action_claim_type import PackstackActionClaimType
from .packstack_action_load import PackstackActionLoad
from .packstack_action_load_pieces_item import PackstackActionLoadPiecesItem
from .packstack_action_load_pieces_item_colour import PackstackActionLoadPiecesItemColour
from .packstack_action_load_pieces_item_orientation_type_1 import PackstackActionLoadPiecesItemOrientationType1
from .packstack_action_load_type import PackstackActionLoadType
from .packstack_action_take_top import PackstackActionTakeTop
from .packstack_action_take_top_type import PackstackActionTakeTopType
from .packstack_game_create import PackstackGameCreate
from .packstack_game_create_game import PackstackGameCreateGame
from .packstack_game_options import PackstackGameOptions
from .packstack_game_options_truck_race import PackstackGameOptionsTruckRace
from .pagination_metadata import PaginationMetadata
from .per_move_clock import PerMoveClock
from .per_move_clock_bot_level import PerMoveClockBotLevel
from .per_move_clock_increment import PerMoveClockIncrement
from .phase import Phase
from .player import Player
from .player_create import PlayerCreate
from .player_update import PlayerUpdate
from .player_update_language_type_1 import PlayerUpdateLanguageType1
from .problem import Problem
from .problem_errors import ProblemErrors
from .push_subscription import PushSubscription
from .push_subscription_create import PushSubscriptionCreate
from .push_subscription_keys import PushSubscriptionKeys
from .quartz_action_break_time import QuartzActionBreakTime
from .quartz_action_break_time_type import QuartzActionBreakTimeType
from .quartz_action_dig_alone import QuartzActionDigAlone
from .quartz_action_dig_alone_type import QuartzActionDigAloneType
from .quartz_action_keep import QuartzActionKeep
from .quartz_action_keep_gems_item import QuartzActionKeepGemsItem
from .quartz_action_keep_type import QuartzActionKeepType
from .quartz_action_leave import QuartzActionLeave
from .quartz_action_leave_type import QuartzActionLeaveType
from .quartz_action_mine import QuartzActionMine
from .quartz_action_mine_type import QuartzActionMineType
from .quartz_action_not_mine_either import QuartzActionNotMineEither
from .quartz_action_not_mine_either_type import QuartzActionNotMineEitherType
from .quartz_action_pass import QuartzActionPass
from .quartz_action_pass_type import QuartzActionPassType
from .quartz_action_pick import QuartzActionPick
from .quartz_action_pick_gem import QuartzActionPickGem
from .quartz_action_pick_type import QuartzActionPickType
from .quartz_action_play import QuartzActionPlay
from .quartz_action_play_card import QuartzActionPlayCard
from .quartz_action_play_gems_item import QuartzActionPlayGemsItem
from .quartz_action_play_give import QuartzActionPlayGive
from .quartz_action_play_take import QuartzActionPlayTake
from .quartz_action_play_type import QuartzActionPlayType
from .quartz_action_protect import QuartzActionProtect
from .quartz_action_protect_gem_type_1 import QuartzActionProtectGemType1
from .quartz_action_protect_type import QuartzActionProtectType
from .quartz_action_scandal import QuartzActionScandal
from .quartz_action_scandal_type import QuartzActionScandalType
from .quartz_action_sell import QuartzActionSell
from .quartz_action_sell_combo_type_1 import QuartzActionSellComboType1
from .quartz_action_sell_double_item import QuartzActionSellDoubleItem
from .quartz_action_sell_keep_item import QuartzActionSellKeepItem
from .quartz_action_sell_set_type_1 import QuartzActionSellSetType1
from .quartz_action_sell_type import QuartzActionSellType
from .quartz_action_stop import QuartzActionStop
from .quartz_action_stop_thief import QuartzActionStopThief
from .quartz_action_stop_thief_gem_type_1 import QuartzActionStopThiefGemType1
from .quartz_action_stop_thief_type import QuartzActionStopThiefType
from .quartz_action_stop_type import QuartzActionStopType
from .quartz_action_swap import QuartzActionSwap
from .quartz_action_swap_give_type_1 import QuartzActionSwapGiveType1
from .quartz_action_swap_take_type_1 import QuartzActionSwapTakeType1
from .quartz_action_swap_type import QuartzActionSwapType
from .quartz_action_take_reward import QuartzActionTakeReward
from .quartz_action_take_reward_type import QuartzActionTakeRewardType
from .quartz_action_use_token import QuartzActionUseToken
from .quartz_action_use_token_type import QuartzActionUseTokenType
from .quartz_game_create import QuartzGameCreate
from .quartz_game_create_game import QuartzGameCreateGame
from .quartz_game_options import QuartzGameOptions
from .quiet_hours import QuietHours
from .reaction_range import ReactionRange
from .record import Record
from .record_log_item import RecordLogItem
from .record_options import RecordOptions
from .record_outcome_type_0 import RecordOutcomeType0
from .replay import Replay
from .replay_action_type_0 import ReplayActionType0
from .replay_state import ReplayState
from .request_bot_move_game import RequestBotMoveGame
from .result import Result
from .result_result_type_0 import ResultResultType0
from .result_status import ResultStatus
from .revoked import Revoked
from .round_result import RoundResult
from .rounds import Rounds
from .scores import Scores
from .scores_scores import ScoresScores
from .scores_status import ScoresStatus
from .seat import Seat
from .seat_kind_type_1 import SeatKindType1
from .seat_range import SeatRange
from .state import State
from .state_status import StateStatus
from .state_view import StateView
from .stats import Stats
from .token import Token
from .token_list import TokenList
from .unread_count import UnreadCount
from .unsubscribed import Unsubscribed
from .webhook import Webhook
from .webhook_create import WebhookCreate
from .webhook_create_events_item import WebhookCreateEventsItem
from .webhook_list import WebhookList

__all__ = (
    "ActionBatch",
    "ActionsResult",
    "ActionsResultEventsItem",
    "ActionsResultStatus",
    "BankClock",
    "BankClockBotLevel",
    "Board",
    "BoardRow",
    "Bot",
    "BotLevel",
    "BotMove",
    "BotMoveAlternativesItem",
    "BotMoveEvaluation",
    "BotMoveFromGame",
    "BotMoveFromGameLevel",
    "BotMoveFromView",
    "BotMoveFromViewLevel",
    "BotMoveFromViewView",
    "BotMoveStatus",
    "BotRating",
    "BotReaction",
    "BotReactionReactionS",
    "Catalog",
    "CatalogBotLevel",
    "CatalogBotLevelRatingType1Type0",
    "CatalogGame",
    "CatalogGameActions",
    "CatalogGameActionsAdditionalProperty",
    "CatalogGameBotReactionType1Type0",
    "CatalogGameNames",
    "Channels",
    "ChatLine",
    "ChatLineCreate",
    "ChatLineToType1Type0",
    "ChatPage",
    "ChatRecipient",
    "ChatReport",
    "ChatReportCreate",
    "ChatSettings",
    "ChatSettingsUpdate",
    "EmailSet",
    "EmailState",
    "Failure",
    "FailureAttemptsItem",
    "FailureList",
    "Feed",
    "FeedEntry",
    "FeedEntryActionsItem",
    "FeedEntryEventsItem",
    "Friend",
    "FriendAdd",
    "FriendList",
    "FriendRemoved",
    "FriendStatus",
    "FriendTable",
    "FriendTableList",
    "Game",
    "GameClock",
    "GameList",
    "GameOptions",
    "GameStats",
    "GameStatus",
    "GlueckaufActionDraft",
    "GlueckaufActionDraftType",
    "GlueckaufActionFill",
    "GlueckaufActionFillColour",
    "GlueckaufActionFillFrom",
    "GlueckaufActionFillType",
    "GlueckaufActionKeepOrder",
    "GlueckaufActionKeepOrderType",
    "GlueckaufActionKeepTile",
    "GlueckaufActionKeepTileType",
    "GlueckaufActionLoad",
    "GlueckaufActionLoadColour",
    "GlueckaufActionLoadType",
    "GlueckaufActionMoveCage",
    "GlueckaufActionMoveCageLevel",
    "GlueckaufActionMoveCageType",
    "GlueckaufActionPlace",
    "GlueckaufActionPlaceSpace",
    "GlueckaufActionPlaceType",
    "GlueckaufActionReturnOrders",
    "GlueckaufActionReturnOrdersTo",
    "GlueckaufActionReturnOrdersType",
    "GlueckaufActionReturnTiles",
    "GlueckaufActionReturnTilesTo",
    "GlueckaufActionReturnTilesType",
    "GlueckaufActionStop",
    "GlueckaufActionStopType",
    "GlueckaufActionStore",
    "GlueckaufActionStoreColour",
    "GlueckaufActionStoreType",
    "GlueckaufActionSubstituteCoal",
    "GlueckaufActionSubstituteCoalColourType1",
    "GlueckaufActionSubstituteCoalType",
    "GlueckaufGameCreate",
    "GlueckaufGameCreateGame",
    "GlueckaufGameOptions",
    "GoofspielActionBid",
    "GoofspielActionBidType",
    "GoofspielGameCreate",
    "GoofspielGameCreateGame",
    "GoofspielGameOptions",
    "Health",
    "HealthStatus",
    "Hint",
    "HintActionsItem",
    "HintAlternative",
    "HintEvaluation",
    "HintRequest",
    "HintStatus",
    "Invitation",
    "InvitationCreate",
    "InvitationFriendType1Type0",
    "InvitationList",
    "InvitedFriend",
    "Join",
    "KindChannels",
    "LegalActions",
    "ListGamesStatus",
    "ListMyGamesStatus",
    "Log",
    "LogEntry",
    "LogEntryActionsItem",
    "LogEntryEventsItem",
    "Mutes",
    "MyGame",
    "MyGames",
    "MyGameStatus",
    "NewInvitation",
    "NewInvitationFriendType1Type0",
    "NewPlayer",
    "NewToken",
    "NewWebhook",
    "Notification",
    "NotificationContext",
    "NotificationKind",
    "NotificationList",
    "NotificationSettings",
    "NotificationSettingsEmailType0Type0",
    "NotificationSettingsKinds",
    "NotificationSettingsKindsAdditionalProperty",
    "NotificationSettingsUpdate",
    "NotificationSettingsUpdateLanguageType1",
    "NotificationsRead",
    "OhmygoodsActionBuild",
    "OhmygoodsActionBuildType",
    "OhmygoodsActionChain",
    "OhmygoodsActionChainCardsItem",
    "OhmygoodsActionChainType",
    "OhmygoodsActionDiscardHalf",
    "OhmygoodsActionDiscardHalfCardsItem",
    "OhmygoodsActionDiscardHalfType",
    "OhmygoodsActionEndChain",
    "OhmygoodsActionEndChainType",
    "OhmygoodsActionEndProduction",
    "OhmygoodsActionEndProductionType",
    "OhmygoodsActionFinishTurn",
    "OhmygoodsActionFinishTurnType",
    "OhmygoodsActionHire",
    "OhmygoodsActionHireApprentice",
    "OhmygoodsActionHireType",
    "OhmygoodsActionKeepHand",
    "OhmygoodsActionKeepHandType",
    "OhmygoodsActionMoveApprentice",
    "OhmygoodsActionMoveApprenticeApprentice",
    "OhmygoodsActionMoveApprenticeType",
    "OhmygoodsActionPayMoves",
    "OhmygoodsActionPayMovesType",
    "OhmygoodsActionPlaceApprentice",
    "OhmygoodsActionPlaceApprenticeType",
    "OhmygoodsActionPlaceMaster",
    "OhmygoodsActionPlaceMasterSide",
    "OhmygoodsActionPlaceMasterType",
    "OhmygoodsActionPlanBuilding",
    "OhmygoodsActionPlanBuildingCardType1",
    "OhmygoodsActionPlanBuildingType",
    "OhmygoodsActionProduce",
    "OhmygoodsActionProduceCoverItem",
    "OhmygoodsActionProduceType",
    "OhmygoodsActionRedraw",
    "OhmygoodsActionRedrawKeepType1",
    "OhmygoodsActionRedrawType",
    "OhmygoodsGameCreate",
    "OhmygoodsGameCreateGame",
    "OhmygoodsGameOptions",
    "OneAction",
    "Option",
    "PackstackActionClaim",
    "PackstackActionClaimTruck",
    "PackstackActionClaimType",
    "PackstackActionLoad",
    "PackstackActionLoadPiecesItem",
    "PackstackActionLoadPiecesItemColour",
    "PackstackActionLoadPiecesItemOrientationType1",
    "PackstackActionLoadType",
    "PackstackActionTakeTop",
    "PackstackActionTakeTopType",
    "PackstackGameCreate",
    "PackstackGameCreateGame",
    "PackstackGameOptions",
    "PackstackGameOptionsTruckRace",
    "PaginationMetadata",
    "PerMoveClock",
    "PerMoveClockBotLevel",
    "PerMoveClockIncrement",
    "Phase",
    "Player",
    "PlayerCreate",
    "PlayerUpdate",
    "PlayerUpdateLanguageType1",
    "Problem",
    "ProblemErrors",
    "PushSubscription",
    "PushSubscriptionCreate",
    "PushSubscriptionKeys",
    "QuartzActionBreakTime",
    "QuartzActionBreakTimeType",
    "QuartzActionDigAlone",
    "QuartzActionDigAloneType",
    "QuartzActionKeep",
    "QuartzActionKeepGemsItem",
    "QuartzActionKeepType",
    "QuartzActionLeave",
    "QuartzActionLeaveType",
    "QuartzActionMine",
    "QuartzActionMineType",
    "QuartzActionNotMineEither",
    "QuartzActionNotMineEitherType",
    "QuartzActionPass",
    "QuartzActionPassType",
    "QuartzActionPick",
    "QuartzActionPickGem",
    "QuartzActionPickType",
    "QuartzActionPlay",
    "QuartzActionPlayCard",
    "QuartzActionPlayGemsItem",
    "QuartzActionPlayGive",
    "QuartzActionPlayTake",
    "QuartzActionPlayType",
    "QuartzActionProtect",
    "QuartzActionProtectGemType1",
    "QuartzActionProtectType",
    "QuartzActionScandal",
    "QuartzActionScandalType",
    "QuartzActionSell",
    "QuartzActionSellComboType1",
    "QuartzActionSellDoubleItem",
    "QuartzActionSellKeepItem",
    "QuartzActionSellSetType1",
    "QuartzActionSellType",
    "QuartzActionStop",
    "QuartzActionStopThief",
    "QuartzActionStopThiefGemType1",
    "QuartzActionStopThiefType",
    "QuartzActionStopType",
    "QuartzActionSwap",
    "QuartzActionSwapGiveType1",
    "QuartzActionSwapTakeType1",
    "QuartzActionSwapType",
    "QuartzActionTakeReward",
    "QuartzActionTakeRewardType",
    "QuartzActionUseToken",
    "QuartzActionUseTokenType",
    "QuartzGameCreate",
    "QuartzGameCreateGame",
    "QuartzGameOptions",
    "QuietHours",
    "ReactionRange",
    "Record",
    "RecordLogItem",
    "RecordOptions",
    "RecordOutcomeType0",
    "Replay",
    "ReplayActionType0",
    "ReplayState",
    "RequestBotMoveGame",
    "Result",
    "ResultResultType0",
    "ResultStatus",
    "Revoked",
    "RoundResult",
    "Rounds",
    "Scores",
    "ScoresScores",
    "ScoresStatus",
    "Seat",
    "SeatKindType1",
    "SeatRange",
    "State",
    "StateStatus",
    "StateView",
    "Stats",
    "Token",
    "TokenList",
    "UnreadCount",
    "Unsubscribed",
    "Webhook",
    "WebhookCreate",
    "WebhookCreateEventsItem",
    "WebhookList",
)
