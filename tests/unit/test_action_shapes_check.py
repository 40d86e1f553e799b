"""The action-shape check (shared/domain/shapes.py) on a small made-up game's shapes: which field
it names and why, OpenAPI's nullable, and strict JSON types (1.0 and true are not integers)."""
import pytest

from shared.domain import Invalid
from shared.domain.shapes import check_actions, dotted, json_schema, problem_of
from shared.engine.shapes import action, array, choice, integer, record

SHAPES = {
    "move": action("move", "a move", {"to": integer(0, 9)},
                   {"via": choice(["road", "rail"], nullable=True),
                    "cargo": array(record("a crate", {"kind": choice(["coal", "ore"])}), 3)}),
    "wait": action("wait", "nothing"),
}


class Rules:
    name, action_shapes = "toy-shapes", SHAPES


@pytest.mark.parametrize("sent,field,why", [
    ({"type": "move", "to": 1.0}, "to", "must be integer"),
    ({"type": "move", "to": True}, "to", "must be integer"),
    ({"type": "move", "to": 10**40}, "to", "must be smaller than or equal to 9"),
    ({"type": "move"}, "to", "is required"),
    ({"type": "move", "to": 1, "zz": "x" * 100}, "zz", "is not a field of this action"),
    ({"type": "move", "to": 1, "cargo": [{"kind": "coal"}, {"kind": "gold"}]}, "cargo[1].kind",
     "must be one of ['coal', 'ore']"),
    ({"type": "move", "to": 1, "cargo": [{}]}, "cargo[0].kind", "is required"),
    ({"type": "move", "to": 1, "via": "air"}, "via", "must be one of ['road', 'rail', None]"),
    ({"type": "fly"}, "type", "'fly' is not an action a player sends in this game (one of move, wait)"),
    ({"type": ["move"]}, "type", "is required: a string naming the action"),
    (["move"], "", "an action is an object"),
])
def test_the_first_field_that_does_not_fit_is_named(sent, field, why):
    problem = problem_of(Rules, sent)
    assert (dotted(problem.path), problem.message) == (field, why)


def test_what_fits_passes_unchanged_and_null_is_allowed_where_nullable():
    sent = [{"type": "wait"}, {"type": "move", "to": 9, "via": None, "cargo": [{"kind": "ore"}]}]
    kept = [dict(a) for a in sent]
    check_actions(Rules, sent)
    assert sent == kept


def test_a_batch_is_refused_at_its_first_bad_step_with_the_path_under_errors():
    with pytest.raises(Invalid) as refused:
        check_actions(Rules, [{"type": "wait"}, {"type": "move", "to": -1}])
    assert refused.value.code == "invalid_action" and refused.value.status == 422
    assert refused.value.extra == {"index": 1, "field": "to", "errors": {
        "actions": {"1": {"to": ["must be bigger than or equal to 0"]}}}}


def test_a_game_without_shapes_is_not_checked_here():
    class Bare:
        name, action_shapes = "bare", None
    check_actions(Bare, [{"type": "anything", "at": "all"}])
    assert problem_of(Bare, {"type": "anything"}) is None


def test_openapi_nullable_becomes_the_null_type():
    assert json_schema({"type": "string", "enum": ["a"], "nullable": True}) == {
        "type": ["string", "null"], "enum": ["a", None]}
    assert json_schema({"type": "array", "items": {"type": "integer", "nullable": True}}) == {
        "type": "array", "items": {"type": ["integer", "null"]}}
