"""The classroom server: standalone Voilà with rummy-lab's guards (the only part that
imports Voilà and tornado). Start it with ``rummy-lab serve``."""
