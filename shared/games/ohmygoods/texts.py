"""The log's lines for this game's events (engine/texts.py): English templates, translated by the API."""
from shared.engine.texts import EventTexts

EVENT_TEXTS = EventTexts(
    templates={
        "ApprenticePlaced": "{seat} placed an apprentice",
        "BuildingPlanned": "{seat} planned a building",
        "BuildingReturned": "{seat} took back a planned building",
        "Built": "{seat} built: {card}",
        "CardsDrawn": "{seat} drew {count} cards",
        "CardsRanOut": "the deck ran out",
        "ChainUsed": "{seat} used a production chain ({count})",
        "DiscardShuffled": "the discard pile was shuffled into a new deck",
        "EndTriggered": "{seat} triggered the end of the game",
        "GoodsProduced": "{seat} produced {count} goods",
        "HalfDiscarded": "every hand discarded half its cards",
        "HandRedrawn": "{seat} redrew the hand ({count} cards)",
        "HandsRevealed": "the choices of phase I are revealed",
        "Hired": "{seat} hired an apprentice",
        "MarketRevealed": "the market is laid: {cards}",
        "PlanDrafted": "{seat} planned a step",
        "PlansOpened": "round {round}: plans are made",
        "PlansRevealed": "round {round}: the plans are revealed",
        "Produced": "{seat} produced in a building ({worker})",
        "ProductionEnded": "{seat} ended production",
        "RoundEnded": "round {round} ended",
        "RoundStarted": "round {round} started; {lead} leads",
        "TurnEnded": "{seat} ended the turn",
        "TurnStarted": "{seat}'s turn",
    },
    seats=('seat', 'lead'),
    names={'card': ('building',), 'cards': ('building',), 'side': ('side',), 'worker': ('side',)},
)
