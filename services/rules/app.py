"""The rules service: views of a game, legal actions, submitting actions, the log."""
from shared.api import create_service

from . import botmoves, events, replays
from .views import blp


def create_app(context=None):
    """The rules Flask app."""
    return create_service("rules", "Pithead rules", [blp, events.blp, replays.blp, botmoves.blp], context)
