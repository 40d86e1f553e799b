"""The `pithead` command line, for any registered game: simulate random games, run bot tournaments,
verify game records; and for moderators, the reported chat lines."""
import argparse
import importlib
import json
import sys

# Subcommands live in their own modules: name -> (module, help). Each module has
# `add_arguments(parser)` and `run(args) -> int` (the exit status).
SUBCOMMANDS = {
    "simulate": ("shared.simulate", "play random legal games and report errors and speed"),
    "tournament": ("shared.tournament", "play bots against each other and report win rates"),
    "ladder": ("shared.ladder", "rate every bot level of a game against the others (openskill)"),
    "replay": ("shared.replay", "verify a downloaded game record by replaying it offline"),
    "chat-reports": ("shared.chatreports", "print the reported table-chat lines, newest first"),
}


def main(argv=None) -> int:
    """Entry point of the `pithead` console script."""
    parser = argparse.ArgumentParser(prog="pithead", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    modules = {}
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            continue                     # a subcommand whose module is not built yet
        modules[name] = module
        module.add_arguments(sub.add_parser(name, help=help_text))
    args = parser.parse_args(argv)
    return modules[args.command].run(args)


def parse_options(pairs: list[str]) -> dict:
    """Game options from NAME=VALUE strings (VALUE read as JSON, else kept as text)."""
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise ValueError(f"an option is NAME=VALUE, not {pair!r}")
        try:
            options[name] = json.loads(value)
        except ValueError:
            options[name] = value
    return options


def print_summary(summary: dict) -> None:
    """Print the one-line JSON summary that is always a command's last line."""
    print(json.dumps(summary, sort_keys=True))
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
