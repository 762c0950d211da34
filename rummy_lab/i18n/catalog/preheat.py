"""Texts of the ready kernels (rummy_lab/server/readiness.py): what ``rummy-lab serve``
prints for the teacher while a lesson's pool fills, and the teacher's page shows."""

from __future__ import annotations

PREHEAT: dict[str, dict] = {
    "preheat_ready": {"en": "{lesson}: {n} ready", "de": "{lesson}: {n} bereit"},
    "preheat_filling": {"en": "{lesson}: {n} of {size} ready",
                        "de": "{lesson}: {n} von {size} bereit"},
    "preheat_no_room": {
        "en": "{lesson}: {n} of {size} ready; no room for more ({cap} kernels at most, "
              "see --max-kernels)",
        "de": "{lesson}: {n} von {size} bereit; kein Platz für mehr (höchstens {cap} "
              "Kernel, siehe --max-kernels)"},
}
