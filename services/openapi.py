"""The merged OpenAPI document of every service, written without a server or Redis (the document
`/v1/openapi.json` serves): `python -m services.openapi [PATH]` (stdout without PATH). `make sdk`
generates the clients from it."""
import json
import sys

from services import gateway


def document() -> dict:
    """The document the gateway serves at /v1/openapi.json."""
    return gateway.docs_app.test_client().get("/v1/openapi.json").get_json()


def dumps(spec: dict) -> str:
    """The document as stable text: keys sorted, two-space indents, a final newline."""
    return json.dumps(spec, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    """Write the document to argv[0], or to stdout."""
    text = dumps(document())
    if argv:
        with open(argv[0], "w", encoding="utf-8") as out:
            out.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
