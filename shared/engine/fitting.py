"""Least squares for the bots' fitted values (Quartz's sale worth, Glück Auf's shift-end worth):
the standard library only, so a game package may fit and use its values without numpy."""


def least_squares(xs: list, ys: list, ridge: float = 1e-6) -> list:
    """The weights minimising the squared error (normal equations; a tiny ridge keeps unused
    features, such as an always-empty chest, at zero)."""
    size = len(xs[0])
    a = [[sum(row[i] * row[j] for row in xs) + (ridge if i == j else 0.0) for j in range(size)]
         for i in range(size)]
    b = [sum(row[i] * y for row, y in zip(xs, ys)) for i in range(size)]
    return _solve(a, b)


def _solve(a: list, b: list) -> list:
    """Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    out = [0.0] * n
    for r in range(n - 1, -1, -1):
        out[r] = (m[r][n] - sum(m[r][c] * out[c] for c in range(r + 1, n))) / m[r][r]
    return out


def coordinate_trials(weights: dict, name: str, step: float) -> list[dict]:
    """A coordinate search's trials of one weight: one up and one down (an int by 1, a real by `step`
    of itself); the self-play tuners of the bots' policies share it."""
    value = weights[name]
    changed = [value + 1, value - 1] if isinstance(value, int) else \
        [round(value * (1 + step), 4), round(value * (1 - step), 4)]
    return [{**weights, name: v} for v in changed if v != value]
