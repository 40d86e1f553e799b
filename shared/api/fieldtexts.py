"""The field messages under a 422's `errors` in the reader's language. marshmallow has no i18n
of its own (marshmallow-code/marshmallow#419, #795) and formats a field's message eagerly with
str.format, so a message is translated where the refusal is rendered: it is matched against the
English templates it was formatted from (marshmallow's own, read from marshmallow itself, and the
ones our schemas and the action shapes raise), and the template's translation is formatted with
the same values (a bound, a choice, the sent input), which stay as they were."""
import functools
import inspect
import re

import marshmallow as ma
from marshmallow import fields, validate

from . import language

# Range's messages are templates of templates ("Must be {min_op} {{min}}."): spelled out below
_RANGE_OPS = {"min_op": ("greater than or equal to", "greater than"),
              "max_op": ("less than or equal to", "less than")}


def N_(text: str) -> str:
    """Mark `text` as a field message for `make i18n`; it is translated when a 422 is rendered."""
    return text


# what the action shapes (shared/domain/shapes.py, fastjsonschema) say about a field
SHAPE_MESSAGES = (
    N_("an action is an object"), N_("is required: a string naming the action"),
    N_("{kind} is not an action a player sends in this game (one of {kinds})"),
    N_("is not a field of this action"), N_("is required"),
    N_("must be one of {choices}"), N_("must be bigger than or equal to {minimum}"),
    N_("must be bigger than {minimum}"), N_("must be smaller than or equal to {maximum}"),
    N_("must be smaller than {maximum}"), N_("must be longer than or equal to {count} characters"),
    N_("must be shorter than or equal to {count} characters"), N_("must match pattern {pattern}"),
    N_("must contain at least {count} items"), N_("must contain less than or equal to {count} items"),
    N_("must contain unique items"), N_("must be same as const definition: {value}"),
    N_("must be valid exactly by one definition ({count} matches found)"), N_("must not be there"),
    N_("must be multiple of {step}"), N_("must contain only specified items"),
    N_("must not contain {keys} properties"), N_("must NOT match a disallowed definition"),
    N_("must be integer"), N_("must be number"), N_("must be string"), N_("must be boolean"),
    N_("must be object"), N_("must be array"), N_("must be integer or null"),
    N_("must be number or null"), N_("must be string or null"), N_("must be boolean or null"),
    N_("must be object or null"), N_("must be array or null"),
)


def marshmallow_templates() -> list[str]:
    """Every message template marshmallow's fields, schemas and validators may raise."""
    found = set(ma.Schema._default_error_messages.values())
    for cls in vars(fields).values():
        if inspect.isclass(cls) and issubclass(cls, fields.Field):
            found.update(getattr(cls, "default_error_messages", {}).values())
    for cls in vars(validate).values():
        if inspect.isclass(cls) and issubclass(cls, validate.Validator):
            found.update(v for k, v in vars(cls).items() if isinstance(v, str)
                         and (k == "default_message" or k.startswith("message")))
    return sorted(_spell_out(found))


def _spell_out(found: set) -> set:
    out = set()
    for text in found:
        if "{min_op}" in text or "{max_op}" in text:
            out.update(text.format(min_op=low, max_op=high)
                       for low in _RANGE_OPS["min_op"] for high in _RANGE_OPS["max_op"])
        elif text not in _RANGE_OPS["min_op"] + _RANGE_OPS["max_op"]:
            out.add(text)
    return out


def templates() -> list[str]:
    """Every English field message with placeholders or from a library (ours are marked N_)."""
    return sorted(set(marshmallow_templates()) | set(SHAPE_MESSAGES))


@functools.cache
def _patterns() -> list[tuple[re.Pattern, str]]:
    """A regex per template with placeholders (the longest first, so the most specific wins)."""
    out = []
    for text in sorted(templates(), key=len, reverse=True):
        if "{" in text.replace("{{", "").replace("}}", ""):
            out.append((_regex(text), text))
    return out


_FIELD = re.compile(r"\{(\w+)(![rsa])?\}")


def _regex(template: str) -> re.Pattern:
    parts, seen, at = [], set(), 0
    for match in _FIELD.finditer(template):
        parts.append(re.escape(template[at:match.start()]))
        name = match.group(1)
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.+?)")
        seen.add(name)
        at = match.end()
    parts.append(re.escape(template[at:]))
    return re.compile("".join(parts), re.DOTALL)


def translate(text: str) -> str:
    """One English field message in the request's language (unchanged when it is not known)."""
    exact = language.translate(text)
    if exact != text:
        return exact
    for regex, template in _patterns():
        match = regex.fullmatch(text)
        if match:
            return _fill(language.translate(template), match.groupdict())
    return text


def _fill(template: str, values: dict) -> str:
    """A translated template with the English message's values put back (as formatted there)."""
    return _FIELD.sub(lambda field: values[field.group(1)], template)


def translate_errors(errors):
    """A 422's `errors` (field -> messages, nested) with every message in the request's language."""
    if language.current() == language.DEFAULT:
        return errors
    if isinstance(errors, dict):
        return {key: translate_errors(value) for key, value in errors.items()}
    if isinstance(errors, (list, tuple)):
        return [translate_errors(value) for value in errors]
    return translate(errors) if isinstance(errors, str) else errors

