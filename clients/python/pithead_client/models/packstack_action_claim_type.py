from typing import Literal

PackstackActionClaimType = Literal["claim"]

PACKSTACK_ACTION_CLAIM_TYPE_VALUES: set[PackstackActionClaimType] = {
    "claim",
}


def check_packstack_action_claim_type(value: str) -> PackstackActionClaimType:
    if value in PACKSTACK_ACTION_CLAIM_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PACKSTACK_ACTION_CLAIM_TYPE_VALUES!r}")
