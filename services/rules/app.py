"""The rules service: views of a game, legal actions, submitting actions, the log."""
from shared import engine
from shared.api import actiondocs, create_service
from shared.domain.shapes import compile_shapes

from . import botmoves, events, replays
from .schemas import SUBMIT_COMPONENTS
from .views import blp


def create_app(context=None):
    """The rules Flask app."""
    components = {**actiondocs.components(), **SUBMIT_COMPONENTS, **botmoves.COMPONENTS}
    app = create_service("rules", "Pithead rules", [blp, events.blp, replays.blp, botmoves.blp],
                         context, components)
    for name in engine.names():
        compile_shapes(engine.get(name))
    return app
