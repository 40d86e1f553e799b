"""The lobby service: players and tokens, the catalog, games, seats and bots."""
from shared.api import create_service

from . import chat, gamedoc
from .friends import blp as friends
from .invitations import blp as invitations
from .hints import blp as hints
from .mine import mine
from .notifications import blp as notifications
from .tokens import blp as tokens
from .views import games, players
from .webhooks import blp as webhooks


def create_app(context=None):
    """The lobby Flask app."""
    return create_service("lobby", "Pithead lobby",
                          [players, games, webhooks, mine, tokens, invitations, friends, chat.blp,
                           chat.mutes, notifications, hints], context, gamedoc.components())
