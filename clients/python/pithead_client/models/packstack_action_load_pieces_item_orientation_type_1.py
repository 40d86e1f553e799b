from typing import Literal

PackstackActionLoadPiecesItemOrientationType1 = Literal["column", "row", "up"]

PACKSTACK_ACTION_LOAD_PIECES_ITEM_ORIENTATION_TYPE_1_VALUES: set[PackstackActionLoadPiecesItemOrientationType1] = {
    "column",
    "row",
    "up",
}


def check_packstack_action_load_pieces_item_orientation_type_1(
    value: str,
) -> PackstackActionLoadPiecesItemOrientationType1:
    if value in PACKSTACK_ACTION_LOAD_PIECES_ITEM_ORIENTATION_TYPE_1_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PACKSTACK_ACTION_LOAD_PIECES_ITEM_ORIENTATION_TYPE_1_VALUES!r}"
    )
