"""The strategy lab's widget (issue 27.5) without a browser: its progress speaks the
page's language and tqdm stays silent; players follow the game's limits."""

from __future__ import annotations

from rummy_lab.ui.strategy_lab import StrategyLab


def test_the_lab_reports_progress_in_german_and_nothing_on_stderr(capsys):
    lab = StrategyLab(lang="de")
    lab.w_hands.value = 50
    lines = []
    lab.status.observe(lambda c: lines.append(c["new"]), names="value")
    lab.run()
    assert lines[0] == "1 von 50 Händen gespielt" and lines[-1] == "50 Hände gespielt."
    assert lab.bar.value == lab.bar.max == 50
    assert capsys.readouterr().err == "", "no tqdm bar"
    assert "Platz 3 · schwer" in lab.results.value and "Gewonnen" in lab.results.value
    lab.lang = "en"
    assert lab.status.value == "50 hands played." and "Seat 3 · Hard" in lab.results.value


def test_players_follow_the_game_and_compare_only_where_deep_picks_exist():
    lab = StrategyLab(lang="en")
    assert lab.w_compare.layout.display == "none"  # basic rummy: top card only anyway
    lab.w_variant.value = "rummy500"
    assert lab.w_compare.layout.display == ""
    lab.w_players.value = 5
    assert len(lab.bots_box.children) == 5
    lab.lang = "de"
    assert lab.w_variant.value == "rummy500" and lab.w_players.value == 5
    assert lab.chosen()[1] == ["easy", "medium", "hard", "hard", "hard"]
