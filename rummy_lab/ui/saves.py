"""Saved games the browser may keep without learning anything from them.

A saved game holds the seed, so the deck order: a learner who could read it would know
the stock and every other hand. The play page therefore gives the browser (download and
localStorage) only a *sealed* save: the record of :mod:`rummy_lab.core.record` plus the
seats' set-up, encrypted and authenticated (Fernet: AES-128-CBC + HMAC-SHA256) with a key
that never leaves the server. The browser can store and return it, not read or alter it;
a save sealed by another server, or edited, is refused with a reason. A teacher (who
sees every hand anyway) may also download and load the plain record JSON.

The page keeps a save at the start of each of the learner's turns, so a learner could draw,
see the card and resume: the play page therefore shuffles the unseen stock (and every
later deal) anew from 64 fresh random bits on each resume of a sealed save
(:meth:`rummy_lab.core.game.Game.reshuffle`, kept in the record, so the game stays
replayable from its file).

The key: ``RUMMY_LAB_SAVE_KEY`` (a Fernet key) or, when unset, a key file created once in
``$XDG_DATA_HOME/rummy-lab/save.key`` (default ``~/.local/share``), readable by its owner
only. Changing the key makes every earlier save unreadable (refused, never misread).
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.errors import RummyError
from .messages import t

if TYPE_CHECKING:
    from cryptography.fernet import Fernet

__all__ = ["SEALED_FORMAT", "KEY_ENV", "seal", "unseal", "sealed_file", "read_upload"]

SEALED_FORMAT = "rummy-lab/sealed-game"
KEY_ENV = "RUMMY_LAB_SAVE_KEY"
MAX_UPLOAD = 2_000_000  # characters; a real save is a few kilobytes


def _key_file() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "rummy-lab" / "save.key"


@cache
def _fernet(env_key: str | None) -> Fernet:
    from cryptography.fernet import Fernet  # loaded on the first save, not with the page

    if env_key:
        return Fernet(env_key.encode("ascii"))
    path = _key_file()
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(Fernet.generate_key())
    return Fernet(path.read_bytes().strip())


def _box() -> Fernet:
    return _fernet(os.environ.get(KEY_ENV))


def seal(payload: dict) -> str:
    """``payload`` (JSON-able) encrypted and signed with the server's key."""
    return _box().encrypt(json.dumps(payload).encode("utf-8")).decode("ascii")


def unseal(token: str, lang: str = "en") -> dict:
    """The payload of a sealed save; RummyError when it is not one of this server's."""
    from cryptography.fernet import InvalidToken

    try:
        data = json.loads(_box().decrypt(token.encode("ascii")))
    except (InvalidToken, UnicodeError, ValueError):
        raise RummyError(t("table_load_bad", lang, reason=t("table_seal_bad", lang))) from None
    if not isinstance(data, dict):
        raise RummyError(t("table_load_bad", lang, reason=t("table_seal_bad", lang)))
    return data


def sealed_file(payload: dict) -> str:
    """The text of a downloadable sealed save."""
    return json.dumps({"format": SEALED_FORMAT, "version": 1, "sealed": seal(payload)})


def read_upload(text: str, lang: str = "en", plain_ok: bool = False) -> dict:
    """What an uploaded file (or the browser's stored copy) holds: ``{"sealed": payload}``
    or, when ``plain_ok`` (teacher), ``{"record": text}`` for a plain saved game."""
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_UPLOAD:
        raise RummyError(t("table_load_bad", lang, reason=t("table_file_empty", lang)))
    try:
        data = json.loads(text)
    except RecursionError:  # "[[[[…" a hundred thousand deep: a clear refusal, no traceback
        raise RummyError(t("table_load_bad", lang, reason=t("table_too_deep", lang))) from None
    except ValueError:
        raise RummyError(t("table_load_bad", lang, reason=t("table_not_json", lang))) from None
    if isinstance(data, dict) and data.get("format") == SEALED_FORMAT:
        sealed = data.get("sealed")
        if not isinstance(sealed, str):
            raise RummyError(t("table_load_bad", lang, reason=t("table_seal_bad", lang)))
        return {"sealed": unseal(sealed, lang)}
    if plain_ok:
        return {"record": text}
    raise RummyError(t("table_load_bad", lang, reason=t("table_need_sealed", lang)))
