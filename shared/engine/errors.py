"""Errors raised by game rules."""


class IllegalAction(Exception):
    """An action the rules forbid: a stable machine `code` and a human `message`."""

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
