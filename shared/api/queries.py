"""Query strings: a parameter a route does not document is a 422 naming it, on every route.

What a route takes is read from its OpenAPI document (the parameters `in: query` of its operation,
as flask-smorest writes them from the route's query schema), so the server and the document
cannot disagree and a new route is covered without a line of its own."""
import re

from flask import request

from .problems import problem

_RULE_PARAM = re.compile(r"<(?:[^:>]+:)?([^>]+)>")
NONE = frozenset()


def openapi_path(rule: str) -> str:
    """The OpenAPI path of a Flask rule: `/v1/games/<game_id>` -> `/v1/games/{game_id}`."""
    return _RULE_PARAM.sub(r"{\1}", rule)


def _names(parameters: list, components: dict) -> set:
    names = set()
    for param in parameters:
        if "$ref" in param:
            param = components.get(param["$ref"].rsplit("/", 1)[-1], {})
        if param.get("in") == "query":
            names.add(param["name"])
    return names


def documented(spec: dict, url_map) -> dict:
    """(Flask rule, method) -> the query parameter names its operation documents."""
    paths, components = spec.get("paths", {}), spec.get("components", {}).get("parameters", {})
    out = {}
    for rule in url_map.iter_rules():
        item = paths.get(openapi_path(rule.rule), {})
        shared = _names(item.get("parameters", []), components)
        for method in rule.methods:
            operation = item.get("get" if method == "HEAD" else method.lower()) or {}
            names = shared | _names(operation.get("parameters", []), components)
            out[(rule.rule, method)] = frozenset(names)
    return out


def refuse_unknown(allowed: frozenset = NONE):
    """A 422 naming the query parameters outside `allowed`, or None when there are none."""
    if not request.environ.get("QUERY_STRING"):
        return None   # the common case: no query string, nothing parsed
    unknown = sorted(set(request.args) - allowed)
    if not unknown:
        return None
    return problem(422, "validation_failed", "unknown query parameter(s): " + ", ".join(unknown),
                   errors={"query": {name: ["Unknown field."] for name in unknown}})


def refuse_undocumented(documents: dict):
    """`refuse_unknown` for the matched route, with the parameters its document names."""
    rule = request.url_rule
    if rule is None or request.method == "OPTIONS":
        return None   # 404/405 and OPTIONS run no view: nothing reads a query
    return refuse_unknown(documents.get((rule.rule, request.method), NONE))
