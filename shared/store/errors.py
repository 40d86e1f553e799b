"""What the store reports when a write cannot go through as asked."""


class StaleVersion(Exception):
    """The game moved on: the write expected `expected` but the stored version is `current`."""

    def __init__(self, expected: int, current: int):
        super().__init__(f"expected version {expected}, current is {current}")
        self.expected = expected
        self.current = current


class ReplayedRequest(Exception):
    """An Idempotency-Key was already used; `record` is the first answer as stored."""

    def __init__(self, record: dict):
        super().__init__("idempotency key already used")
        self.record = record
