"""Texts of the classroom server's own pages (rummy_lab/server)."""

from __future__ import annotations

SERVER: dict[str, dict] = {
    "server_full_title": {"en": "The class is full", "de": "Die Klasse ist voll"},
    "server_full_body": {
        "en": "All {n} places of this class are taken right now. Close a lesson tab you no "
              "longer use, or wait a minute and reload this page.",
        "de": "Alle {n} Plätze dieser Klasse sind gerade belegt. Schließe einen Lektions-Tab, "
              "den du nicht mehr brauchst, oder warte eine Minute und lade die Seite neu."},
    "server_reload": {"en": "Try again", "de": "Nochmal versuchen"},
}
