"""After a fault-injection run: what Redis holds must agree with what the clients were told.

For every game: it finished; its log has versions 1..N with N the stored version; replaying its
actions from the seed gives the stored state byte for byte; exactly three `score_shift` system
entries, shifts 1, 2, 3 in order; and every acknowledged action is in the log at the version its
answer named, for the seat that sent it.
"""
from shared import engine
from shared.store import GameStore


def audit_game(store: GameStore, gid: str, acks: list[dict]) -> tuple[list[str], dict]:
    """Problems found in one game (empty when sound) and its figures."""
    problems = []
    snapshot = store.load(gid)
    meta, rules = snapshot.meta, engine.get(snapshot.meta["game"])
    log = store.log(gid)
    versions = [item.version for item in log]
    if versions != list(range(1, snapshot.version + 1)):
        problems.append(f"log versions {versions[:3]}..{versions[-3:]} vs stored {snapshot.version}")
    if meta["status"] != "finished" or not rules.is_over(snapshot.state):
        problems.append(f"not finished: status {meta['status']}, phase {snapshot.state.get('phase')}")
    try:
        replayed = rules.replay(meta["options"], len(meta["seats"]), meta["seed"],
                                store.actions(gid))
        if engine.canonical_json(replayed) != engine.canonical_json(snapshot.state):
            problems.append("replay of the log differs from the stored state")
    except engine.IllegalAction as exc:   # e.g. a step logged twice: the replay refuses it
        problems.append(f"the log does not replay: {exc.code}")
    system = [item.entry for item in log if item.entry.get("actor") == "system"]
    shifts = [e.get("shift") for entry in system for e in entry["events"]
              if e["type"] == "ShiftScored"]
    if len(system) != 3 or shifts != [1, 2, 3] or \
            any(entry["actions"] != [{"type": "score_shift"}] for entry in system):
        problems.append(f"system entries {len(system)}, shifts scored {shifts}")
    by_version = {item.version: item.entry for item in log}
    lost = 0
    for ack in acks:
        entry = by_version.get(ack["version"])
        if entry is None or entry.get("seat") != ack["seat"] or entry["actions"] != ack["actions"]:
            lost += 1
            problems.append(f"acknowledged action lost: {ack}")
    actions = sum(len(item.entry.get("actions", ())) for item in log)
    return problems, {"actions": actions, "acked": len(acks), "lost": lost,
                      "versions": snapshot.version}


def audit(store: GameStore, game_ids: list[str], acks: list[dict]) -> tuple[list[str], dict]:
    """Problems over every game and the summed figures."""
    problems, totals = [], {"actions": 0, "acked": 0, "lost": 0, "versions": 0}
    for gid in game_ids:
        found, figures = audit_game(store, gid, [a for a in acks if a["game_id"] == gid])
        problems += [f"{gid}: {p}" for p in found]
        for name, value in figures.items():
            totals[name] += value
    return problems, totals
