"""routing.py is the one source of truth: every route of every service is routed to that service."""
import re

import pytest

from services import gateway, routing


def _sample(rule: str) -> str:
    return re.sub(r"<(?:[^:>]+:)?[^>]+>", "g123", rule)


@pytest.mark.parametrize("service", ["lobby", "rules", "scoring"])
def test_every_route_of_a_service_is_routed_to_it(service):
    app = gateway.app.apps[service]
    rules = [r.rule for r in app.url_map.iter_rules() if r.endpoint != "static"]
    assert rules
    for rule in rules:
        if rule in ("/healthz", "/readyz", "/metrics"):
            continue  # every service answers these on its own port
        assert routing.service_for(_sample(rule)) == service, rule


def test_docs_and_unknown_paths():
    assert routing.service_for("/v1/openapi.json") == "docs"
    assert routing.service_for("/docs") == "docs"
    assert routing.service_for("/v1/games/abc/state") == "rules"
    assert routing.service_for("/v1/games/abc") == "lobby"
    assert routing.service_for("/v1/games/abc/scores") == "scoring"
    assert routing.service_for("/elsewhere") is None


def test_patterns_are_anchored_and_services_named():
    for route in routing.ROUTES:
        assert route.pattern.startswith("^") and route.pattern.endswith("$")
        assert route.service in routing.SERVICES


def test_merged_openapi_covers_every_route_with_problem_errors():
    spec = gateway.docs_app.test_client().get("/v1/openapi.json").get_json()
    for service in ("lobby", "rules", "scoring"):
        for rule in gateway.app.apps[service].url_map.iter_rules():
            if rule.endpoint == "static":
                continue
            path = re.sub(r"<(?:[^:>]+:)?([^>]+)>", r"{\1}", rule.rule)
            assert path in spec["paths"], path
            for method in rule.methods - {"HEAD", "OPTIONS"}:
                operation = spec["paths"][path][method.lower()]
                # every status is listed (no catch-all `default`), every error a problem+json
                assert "default" not in operation["responses"] and "500" in operation["responses"]
                for status, answer in operation["responses"].items():
                    if int(status) >= 400:
                        assert "application/problem+json" in answer["content"], (path, status)
    post = spec["paths"]["/v1/games/{game_id}/actions"]["post"]["responses"]
    assert {"400", "401", "403", "404", "409", "422"} <= set(post)
    assert gateway.docs_app.test_client().get("/docs").status_code == 200
