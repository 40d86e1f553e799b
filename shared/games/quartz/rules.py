"""Quartz's rules as one module: the spec, the action handlers and the contract functions
(the package's `__init__` exports them with the bots; the bots' searches run them through the engine).
"""
from shared.engine import Decision, GameSpec, Option, Phase, PhaseKind

from . import cards, days, flow, legal, responses, views
from .data import DATA, SERVER
from .state import copy_state, new_state

_TIMEOUTS = {name: SERVER[name] for name in ("response_timeout_s", "sale_timeout_s")}

SPEC = GameSpec(
    name="quartz",
    title="Quartz",
    rulebook="quartz.ru.txt",
    min_seats=DATA["players"]["min"],
    max_seats=DATA["players"]["max"],
    phases=(
        Phase("mine", PhaseKind.TURN, frozenset({"mine", "play", "leave"}),
              description="the dwarves dig in the mine in turn"),
        Phase("sale", PhaseKind.SIMULTANEOUS, frozenset({"sell"}), sealed=True,
              description="the evening sale of the gems"),
        Phase("market", PhaseKind.SYSTEM, frozenset({"settle_sale"}),
              description="the sale is settled"),
        Phase("ended", PhaseKind.OVER, frozenset(),
              description="the game is over"),
    ),
    decisions=(
        Decision("keep", frozenset({"keep"})), Decision("swap", frozenset({"swap"})),
        Decision("pick", frozenset({"pick"})), Decision("coal_check", frozenset({"use_token", "scandal"})),
        Decision("protect", frozenset({"protect"})),
        Decision("last_dwarf", frozenset({"take_reward", "dig_alone"})),
        Decision("solo", frozenset({"mine", "stop"})),
    ),
    options=(
        Option("response_timeout_s", "int", _TIMEOUTS["response_timeout_s"]["default"],
               "seconds a target has to answer a response window or a token holder at the coal check "
               "(0: no timer, the seat's turn clock decides); no answer is a pass, or the token used",
               minimum=0, maximum=_TIMEOUTS["response_timeout_s"]["maximum"]),
        Option("sale_timeout_s", "int", _TIMEOUTS["sale_timeout_s"]["default"],
               "seconds for the evening sale (0: no timer); a late seat keeps its chest and sells "
               "the rest at the best combo", minimum=0, maximum=_TIMEOUTS["sale_timeout_s"]["maximum"]),
        Option("chain_not_mine_either", "bool", False,
               "each new recipient of a coal passed on by Not Mine Either! may answer in turn"),
        Option("not_for_the_faint_hearted", "bool", False,
               "variant: the last dwarf may forfeit the last reward and dig on alone (up to 4 gems)"),
        Option("first_player", "int", None, "the first player of day 1 (null: drawn)", minimum=0,
               maximum=DATA["players"]["max"] - 1, seat=True),
    ),
    simultaneous=True,
    hidden_information=True,
    system_actions=frozenset({"settle", "coal_timeout", "settle_sale"}),
    free_actions=frozenset({"use_token"}),
    round_name="day",
    round_event="DaySold",
)

HANDLERS = {
    "mine": flow.mine, "leave": flow.leave, "play": cards.play, "keep": cards.keep, "swap": cards.swap,
    "pick": responses.pick, "protect": flow.protect, "use_token": flow.use_token,
    "scandal": flow.accept_scandal, "take_reward": flow.take_last_reward, "dig_alone": flow.dig_alone,
    "stop": flow.stop, "not_mine_either": responses.not_mine_either, "stop_thief": responses.stop_thief,
    "break_time": responses.break_time, "settle": responses.settle, "coal_timeout": flow.coal_timeout,
    "sell": days.sell, "settle_sale": days.settle_sale,
}


# -- the contract ------------------------------------------------------------------------------
def setup(options: dict, players: int, seed) -> dict:
    """A new game: the deck shuffled, the first player drawn, five cards each, the rewards laid."""
    state = new_state(options, players, seed)
    days.first_day(state)
    return state


legal_actions = legal.legal_actions
free_actions = flow.free_actions
view = views.view
scores = views.scores
outcome = views.outcome
rounds = views.rounds
invariants = views.invariants
shuffle_hidden = views.shuffle_hidden
copy_state = copy_state


def fill_system_action(state: dict, action: dict) -> dict:
    """The sale's time-out carries the choices of the seats still to sell; other timers need nothing."""
    if action["type"] == "settle_sale":
        return {**action, "defaults": days.sale_defaults(state)}
    return action
