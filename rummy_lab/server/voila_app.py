"""``python -m rummy_lab.server.voila_app [voila options]``: Voilà with rummy-lab's guards."""

from __future__ import annotations

from .guard import install


def main() -> None:
    """Install the guards, then run Voilà's own command line."""
    install()
    from voila.app import Voila

    Voila.launch_instance()


if __name__ == "__main__":
    main()
