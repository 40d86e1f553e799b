from typing import Literal

OhmygoodsActionEndChainType = Literal["end_chain"]

OHMYGOODS_ACTION_END_CHAIN_TYPE_VALUES: set[OhmygoodsActionEndChainType] = {
    "end_chain",
}


def check_ohmygoods_action_end_chain_type(value: str) -> OhmygoodsActionEndChainType:
    if value in OHMYGOODS_ACTION_END_CHAIN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_END_CHAIN_TYPE_VALUES!r}")
