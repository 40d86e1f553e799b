from typing import Literal

PackstackActionLoadPiecesItemColour = Literal["brown", "grey", "purple", "turquoise", "white"]

PACKSTACK_ACTION_LOAD_PIECES_ITEM_COLOUR_VALUES: set[PackstackActionLoadPiecesItemColour] = {
    "brown",
    "grey",
    "purple",
    "turquoise",
    "white",
}


def check_packstack_action_load_pieces_item_colour(value: str) -> PackstackActionLoadPiecesItemColour:
    if value in PACKSTACK_ACTION_LOAD_PIECES_ITEM_COLOUR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PACKSTACK_ACTION_LOAD_PIECES_ITEM_COLOUR_VALUES!r}")
