"""problem+json edges that need no game: Redis unreachable is a 503 with Retry-After, not a crash."""
from shared.bootstrap import context_on
from shared.redis_server import free_port
from shared.store import connect


def _app_without_redis():
    from services.lobby.app import create_app
    redis = connect(f"redis://127.0.0.1:{free_port()}/0")  # nothing listens there
    ctx = context_on(redis)
    return create_app(ctx).test_client()


def test_store_down_is_503_problem_with_retry_after():
    client = _app_without_redis()
    response = client.post("/v1/players", json={"name": "ada"})
    assert response.status_code == 503 and response.mimetype == "application/problem+json"
    assert response.json["code"] == "store_unavailable" and response.headers["Retry-After"]


def test_liveness_and_readiness_without_redis():
    client = _app_without_redis()
    assert client.get("/healthz").status_code == 200
    ready = client.get("/readyz")
    assert ready.status_code == 503 and ready.json["code"] == "not_ready"


def test_schema_errors_name_the_fields():
    client = _app_without_redis()
    response = client.post("/v1/players", json={"name": ""})
    assert response.status_code == 422 and response.json["code"] == "validation_failed"
    assert "name" in response.json["errors"]
    response = client.post("/v1/players", data="{", content_type="application/json")
    assert response.status_code == 400 and response.json["code"] == "malformed_json"
