"""What the Flask services share: the app factory, problem+json, auth, schemas, HTTP helpers."""
from .auth import BEARER, current_player
from .factory import create_service
from .http import answer, ctx, documents, etag, idempotency, if_match_version, not_modified
from .problems import PROBLEM_JSON, problem

__all__ = ["BEARER", "PROBLEM_JSON", "answer", "create_service", "ctx", "current_player",
           "documents", "etag", "idempotency", "if_match_version", "not_modified", "problem"]
