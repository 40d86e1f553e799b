"""The gettext catalogs (shared/api/translations, `make i18n`) read outside a request, by Babel:
the domain's Translator port, so that a mail or a push says a game's title (and any other message
of the catalogs) in its recipient's language with the very translations the API answers with."""
import functools
import os

from babel.support import NullTranslations, Translations

TRANSLATIONS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "api",
                            "translations")
DOMAIN = "messages"


@functools.cache
def catalog(language: str) -> NullTranslations:
    """A language's compiled catalog (English and an unknown language: the messages themselves)."""
    return Translations.load(TRANSLATIONS, [language], domain=DOMAIN)


def translate(language: str, text: str) -> str:
    """`text` (an English message id) in `language`; unchanged when the catalog lacks it."""
    return catalog(language).gettext(text) if text else text
