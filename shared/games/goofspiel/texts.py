"""The log's lines for this game's events (engine/texts.py): English templates, translated by the API."""
from shared.engine.texts import EventTexts

EVENT_TEXTS = EventTexts(
    templates={
        "BidsRevealed": "bids revealed for the prize {prize}: {bids}",
        "PrizeTurned": "round {round}: the prize is {prize}",
    },
    seats=('seat', 'winner'),
    names={},
)
