"""The scoring service: live scores, round results and final results."""
from shared.api import create_service

from . import leaderboards
from .views import blp


def create_app(context=None):
    """The scoring Flask app."""
    return create_service("scoring", "Pithead scoring", [blp, leaderboards.blp], context)
