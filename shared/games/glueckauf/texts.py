"""The log's lines for this game's events (engine/texts.py): English templates, translated by the API."""
from shared.engine.texts import EventTexts

EVENT_TEXTS = EventTexts(
    templates={
        "CageMoved": "{seat} moved the pit cage to {level}",
        "CoalLoaded": "{seat} loaded coal into the pit cage: {colour}",
        "CoalStored": "{seat} stored coal: {colour}",
        "DraftFinished": "the draft is over; {start_player} starts",
        "MarksGained": "{seat} gained {marks} Marks",
        "MiningStopped": "{seat} stopped mining ({forfeited} steps unused)",
        "OrderDrafted": "{seat} drafted order #{order}",
        "OrderKept": "{seat} kept order #{order}",
        "OrderTaken": "{seat} took order #{order}",
        "OrdersDelivered": "{seat} delivered orders by {vehicle} for {vp} VP",
        "OrdersDrawn": "{seat} drew {count} orders",
        "OrdersReturned": "{seat} put {count} orders back on the {to} of the deck",
        "TilesDrawn": "{seat} drew {count} tunnel tiles",
        "TilesReturned": "{seat} put {count} tunnel tiles back",
        "ShiftEnded": "shift {shift} ended",
        "ShiftScored": "shift {shift} scored",
        "ShiftStarted": "shift {shift} started; {start_player} starts",
        "SpaceRefilled": "a space of the board was refilled",
        "SpotFilled": "{seat} put coal on order #{order}: {colour}",
        "TileBought": "{seat} bought a tunnel tile ({level}, {side}) for {cost} Marks",
        "TileDeclined": "{seat} kept no tunnel tile",
        "WorkersPlaced": "{seat} placed {workers} workers",
        "LorryLeftEmpty": "{seat} left a lorry empty: {level}",
        "SubstituteCoalPlaced": "{seat} put coal on a lorry: {colour}",
    },
    seats=('seat', 'start_player'),
    names={'level': ('coal', 'level'), 'colour': ('coal',), 'vehicle': ('vehicle',), 'side': ('side',)},
)
