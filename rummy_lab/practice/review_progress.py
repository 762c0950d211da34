"""A progress bar for a review, in the learner's language (a tqdm bar without its English
units): ``review(game, seat, lang, progress=ReviewBar(lang))``."""

from __future__ import annotations

from typing import IO, Any

from ..i18n.messages import t

__all__ = ["ReviewBar"]

BAR_FORMAT = "{desc} {bar} {n_fmt}/{total_fmt}"  # no "it/s", no English word


class ReviewBar:
    """A callable for :func:`~rummy_lab.practice.review`'s ``progress``: a tqdm bar
    labelled in ``lang`` ("Reviewing moves" / "Züge werden geprüft") that closes itself
    when the last decision is done. ``file``: where it draws (default: stderr)."""

    def __init__(self, lang: str = "en", file: IO[str] | None = None, **tqdm_options: Any):
        self.lang, self.file, self.options = lang, file, tqdm_options
        self.bar: Any = None

    def __call__(self, done: int, total: int, text: str) -> None:
        from tqdm.auto import tqdm

        if self.bar is None:
            self.bar = tqdm(total=total, desc=t("review_bar", self.lang), file=self.file,
                            bar_format=BAR_FORMAT, **self.options)
        self.bar.update(done - self.bar.n)
        if done >= total:
            self.close()

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None
