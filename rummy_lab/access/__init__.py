"""Access to a class: how long wrong passwords make a client wait, and the header that
names the client (pure; shared by ``server``, ``store`` and ``ui``, imports nothing of
rummy_lab)."""
