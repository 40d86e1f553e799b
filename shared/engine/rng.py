"""A small seeded PRNG (SplitMix64) whose whole state is one integer kept in the game state."""

MASK64 = (1 << 64) - 1


def seed_state(seed: int | str) -> int:
    """The PRNG state for a seed: an int, or a string hashed stably (FNV-1a)."""
    if isinstance(seed, str):
        h = 0xCBF29CE484222325
        for byte in seed.encode():
            h = ((h ^ byte) * 0x100000001B3) & MASK64
        return h
    return int(seed) & MASK64


def next_u64(state: int) -> tuple[int, int]:
    """Advance the state; return (new_state, 64 random bits)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def randbelow(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, a uniform integer in [0, n)) by rejection sampling."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, r = next_u64(state)
        if r < limit:
            return state, r % n


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of `items` in place; return the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = randbelow(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state


def peek_fraction(state: int, salt: int) -> float:
    """A uniform number in [0, 1) from the PRNG state mixed with `salt`, without advancing it: the
    same state and salt always give the same number (a draw that must not change the game)."""
    _, bits = next_u64((state ^ (salt * 0xD1B54A32D192ED03)) & MASK64)
    return (bits >> 11) / (1 << 53)


class Rng:
    """Holds a state dict's `rng` field and draws from it (for rules code that mutates a state)."""

    def __init__(self, holder: dict, key: str = "rng"):
        self.holder, self.key = holder, key

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        self.holder[self.key], value = randbelow(self.holder[self.key], n)
        return value

    def shuffle(self, items: list) -> None:
        """Shuffle `items` in place."""
        self.holder[self.key] = shuffle(self.holder[self.key], items)
