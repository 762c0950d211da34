"""Every learner-facing text, English and German, from one catalog.

``rummy_lab.i18n.catalog`` holds the texts (by area: engine, ui, lessons; words as in
``docs/glossary.md``); ``rummy_lab.i18n.messages`` looks them up: ``t(key, lang, **params)``
for a text in a language, ``msg(key, **params)`` for an engine message that renders itself
later in the learner's language.
"""
