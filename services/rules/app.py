"""The rules service: views of a game, legal actions, submitting actions, the log."""
from shared.api import actiondocs, create_service

from . import botmoves, events, replays
from .views import blp


def create_app(context=None):
    """The rules Flask app."""
    app = create_service("rules", "Pithead rules", [blp, events.blp, replays.blp, botmoves.blp],
                         context)
    actiondocs.publish(app.extensions["pithead.api"].spec)
    return app
