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
    "server_login_title": {"en": "Class password", "de": "Klassen-Passwort"},
    "server_login_intro": {
        "en": "The lessons of this class are protected by a password. Your teacher gives it "
              "to you.",
        "de": "Die Lektionen dieser Klasse sind mit einem Passwort geschützt. Du bekommst es "
              "von deiner Lehrkraft."},
    "server_login_button": {"en": "Log in", "de": "Anmelden"},
    "server_login_locked": {
        "en": {"one": "Too many wrong passwords from this computer: wait {n} second, then "
                      "try again.",
               "other": "Too many wrong passwords from this computer: wait {n} seconds, "
                        "then try again."},
        "de": {"one": "Zu viele falsche Passwörter von diesem Computer: warte {n} Sekunde "
                      "und versuche es dann noch einmal.",
               "other": "Zu viele falsche Passwörter von diesem Computer: warte {n} Sekunden "
                        "und versuche es dann noch einmal."}},
    # -- too many open pages from one client
    "server_pages_title": {"en": "Too many open pages", "de": "Zu viele offene Seiten"},
    "server_pages_body": {
        "en": "This computer already has {n} lesson pages open, the most this class allows. "
              "Close a lesson tab you no longer use, then reload this page.",
        "de": "Dieser Computer hat schon {n} Lektionsseiten offen, mehr erlaubt diese Klasse "
              "nicht. Schließe einen Lektions-Tab, den du nicht mehr brauchst, und lade diese "
              "Seite dann neu."},
}
