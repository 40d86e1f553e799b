from typing import Literal

GlueckaufActionDraftType = Literal["draft"]

GLUECKAUF_ACTION_DRAFT_TYPE_VALUES: set[GlueckaufActionDraftType] = {
    "draft",
}


def check_glueckauf_action_draft_type(value: str) -> GlueckaufActionDraftType:
    if value in GLUECKAUF_ACTION_DRAFT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLUECKAUF_ACTION_DRAFT_TYPE_VALUES!r}")
