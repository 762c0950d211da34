"""How many players each standard variant is tested with."""

from __future__ import annotations

PLAYER_COUNTS = {"basic": [2, 3, 4, 5, 6], "rummy500": [2, 3, 4, 5, 8], "pool500": [2, 3, 6]}
