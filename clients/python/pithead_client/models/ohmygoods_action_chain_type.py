from typing import Literal

OhmygoodsActionChainType = Literal["chain"]

OHMYGOODS_ACTION_CHAIN_TYPE_VALUES: set[OhmygoodsActionChainType] = {
    "chain",
}


def check_ohmygoods_action_chain_type(value: str) -> OhmygoodsActionChainType:
    if value in OHMYGOODS_ACTION_CHAIN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OHMYGOODS_ACTION_CHAIN_TYPE_VALUES!r}")
