from typing import Literal

GoofspielActionBidType = Literal["bid"]

GOOFSPIEL_ACTION_BID_TYPE_VALUES: set[GoofspielActionBidType] = {
    "bid",
}


def check_goofspiel_action_bid_type(value: str) -> GoofspielActionBidType:
    if value in GOOFSPIEL_ACTION_BID_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GOOFSPIEL_ACTION_BID_TYPE_VALUES!r}")
