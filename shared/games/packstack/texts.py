"""The log's lines for this game's events (engine/texts.py): English templates, translated by the API."""
from shared.engine.texts import EventTexts

EVENT_TEXTS = EventTexts(
    templates={
        "ClaimsRevealed": "the claims are revealed",
        "LoadingStarted": "round {round}: everyone loads their truck",
        "LoadingTimedOut": "loading time ran out",
        "LoadsRevealed": "round {round}: every load is revealed",
        "LoadsRolled": "round {round}: the dice are rolled",
        "RaceEnded": "the race for the trucks is over",
        "RoundScored": "round {round} scored",
        "TopCardTaken": "{seat} took the top card of the pile: {truck}",
        "TruckClaimed": "{seat} claimed truck {truck}",
        "TruckTaken": "{seat} took truck {truck}",
        "TrucksRevealed": "round {round}: the trucks are revealed",
    },
    seats=('seat',),
    names={'truck': (), 'colour': ('colour',)},
)
