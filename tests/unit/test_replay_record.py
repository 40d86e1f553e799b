"""Game records replay offline through the engine; tampering is detected."""
import json

from shared import engine
from shared.cli import main
from shared.replay import make_record
from tests.contract.helpers import random_game


def _record(tmp_path, mutate=None):
    rules = engine.get("glueckauf")
    state, log = random_game(rules, 3, 5)
    record = make_record("glueckauf", {}, 3, 5, log, state)
    if mutate:
        mutate(record)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    return str(path)


def test_a_faithful_record_verifies(tmp_path, capsys):
    assert main(["replay", _record(tmp_path)]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["ok"] and summary["state_matches"] and summary["actions"] > 100


def test_a_changed_outcome_or_action_fails(tmp_path, capsys):
    def change_outcome(record):
        record["outcome"]["ranking"][0]["vp"] += 1
    assert main(["replay", _record(tmp_path, change_outcome)]) == 1

    def drop_last_action(record):
        record["log"].pop()
    assert main(["replay", _record(tmp_path, drop_last_action)]) == 1
    assert main(["replay", str(tmp_path / "missing.json")]) == 1
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["ok"] is False
