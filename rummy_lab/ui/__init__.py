"""Jupyter/Voilà widgets: the interactive card table, its scoreboard and a setup form.

The engine never imports from here; this layer only uses the engine's public API.
"""

from .explorer import ScoringExplorer
from .guided import GuidedHand
from .messages import t
from .sandbox import MeldSandbox
from .scoreboard import Scoreboard
from .setup import SetupPanel
from .table import GameTable
from .watch import WatchMode
from .widget import CardTable

__all__ = ["CardTable", "GameTable", "GuidedHand", "MeldSandbox", "Scoreboard", "ScoringExplorer",
           "SetupPanel", "WatchMode", "t"]
