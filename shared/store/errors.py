"""What the store reports when a write cannot go through as asked (defined by the domain, whose
handlers catch them; raised here)."""
from shared.domain.errors import ReplayedRequest, StaleVersion

__all__ = ["ReplayedRequest", "StaleVersion"]
