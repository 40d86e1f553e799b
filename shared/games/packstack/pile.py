"""The truck pile (ruling 3): its top is the end of `state["pile"]`; an empty pile is rebuilt from
the set-aside trucks, shuffled with the state's PRNG (trucks revealed or held this round stay out)."""
from shared.engine import Rng


def draw(state: dict) -> str:
    """The top truck of the pile; an empty pile is first rebuilt from the set-aside trucks, shuffled."""
    if not state["pile"]:
        state["pile"], state["aside"] = state["aside"], []
        Rng(state).shuffle(state["pile"])
    return state["pile"].pop()
