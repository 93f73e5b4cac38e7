"""Worlds consistent with a view: the determinizations information-set MCTS searches.

A bot decides from its seat's view alone. Information-set MCTS (and any
"determinized" search) needs whole game positions to play forward, so
:func:`sample_world` builds one from the view, filling in what the seat cannot
see by chance, and never reading the real game:

- **LOGO**: the seat knows its hand, the discard pile, every hand size and the
  draw pile's size. The cards it has not seen (:meth:`PlayerView.unseen`) are
  shuffled and dealt into the other hands and the draw pile, uniformly. This
  uses what the view shows *now*; it does not remember which cards an
  opponent took from the discard pile earlier or what a Look showed (a simple,
  common determinization; a sharper one would weight hands by that history).
  Other seats' Look memories are unknown and left empty.
- **Logic & Lore**: the seat's own line is drawn uniformly from its exact
  belief (every assignment consistent with every answer it got, ruling S3); the
  opponent's line uniformly among the assignments that keep every face the
  seat saw (face-up cards, cards held up to it; ruling S19). The opponent's
  rounds, which the seat answered, and every move played are copied from the
  view, so the world's answers agree with them.
- **LOGO Billionaire**: nothing is hidden (ruling B13); the world is the table.

Each game's position is built from the view's fields (the engines' own
classes, with the fields they keep). The test suite checks, for every game,
that ``sample_world(view, rng).view(view.seat) == view``: the world shows the
seat exactly what it saw, so a search cannot tell it from the real game.

>>> import numpy as np
>>> from logo_kit.logo import LogoGame, LogoOptions
>>> game = LogoGame.new(LogoOptions(players=3), np.random.default_rng(1))
>>> world = sample_world(game.view(0), np.random.default_rng(2))
>>> world.view(0) == game.view(0), world.hands == game.hands
(True, False)
"""

from __future__ import annotations

from typing import Any

import numpy as np

from logo_kit import checks, movelog
from logo_kit.billionaire.game import ApprenticeGame
from logo_kit.billionaire.views import ApprenticeView
from logo_kit.errors import LogoKitError
from logo_kit.logo.cardcodes import codes_of
from logo_kit.logo.game import LogoGame
from logo_kit.logo.views import PlayerView as LogoView
from logo_kit.lore.game import LoreGame
from logo_kit.lore.starline import StarLine
from logo_kit.lore.views import PlayerView as LoreView

__all__ = ["WorldSampler", "sample_world"]


def sample_world(view: Any, rng: np.random.Generator) -> Any:
    """A whole position that shows ``view.seat`` exactly ``view``, hidden parts drawn by chance.

    One call; :class:`WorldSampler` keeps the Logic & Lore belief between calls
    (a search draws hundreds of worlds from one view).
    """
    return WorldSampler().sample(view, rng)


class WorldSampler:
    """Draws worlds for views, keeping the last Logic & Lore belief it computed."""

    def __init__(self) -> None:
        self._belief_key: Any = None
        self._belief_rows: np.ndarray | None = None

    def sample(self, view: Any, rng: np.random.Generator) -> Any:
        checks.generator(rng)
        if type(view) is LogoView:
            return _logo_world(view, rng)
        if type(view) is LoreView:
            return self._lore_world(view, rng)
        if type(view) is ApprenticeView:
            return _apprentice_world(view)
        raise LogoKitError(
            f"view must be a seat's view of LOGO, Logic & Lore or LOGO Billionaire, got {view!r}."
        )

    # -- Logic & Lore --------------------------------------------------------------------
    def _own_rows(self, view: LoreView) -> np.ndarray:
        key = (
            view.seat,
            view.layout,
            view.start_revealed,
            view.rounds,
            view.arrangement,
            view.revealed,
        )
        if key != self._belief_key:
            belief = view.belief()
            for card in view.revealed - belief.revealed:
                belief = belief.reveal(card)
            self._belief_rows = np.array(belief.assignments())
            self._belief_key = key
        assert self._belief_rows is not None
        return self._belief_rows

    def _lore_world(self, view: LoreView, rng: np.random.Generator) -> LoreGame:
        rows = self._own_rows(view)
        own = tuple(int(v) for v in rows[int(rng.integers(len(rows)))])
        options = view.options
        seat, other = view.seat, 1 - view.seat
        their_layout = options.layout(other)
        theirs = _faces_at_random(
            their_layout.cards, their_layout.values, dict(view.opponent_faces), rng
        )
        lines: list[StarLine | None] = [None, None]
        lines[seat] = StarLine(
            view.layout, view.mode, own, view.arrangement, view.revealed, view.start_revealed
        )
        lines[other] = StarLine(
            their_layout,
            view.opponent_mode,
            theirs,
            view.opponent_arrangement,
            view.opponent_revealed,
            options.players[other].start_revealed,
        )
        return LoreGame(
            options=options,
            lines=tuple(lines),  # type: ignore[arg-type]
            tokens=view.tokens,
            _mover=view.current_player if view.current_player >= 0 else seat,
            phase=view.phase,
            turn=view.turn,
            own_turns=view.own_turns,
            focus=view.focus,
            # one round per turn at most: both seats' rounds in the order they were asked
            rounds=tuple(sorted((*view.rounds, *view.opponent_rounds), key=lambda r: r.turn)),
            finished=view.finished,
            winner=view.winner,
            _played=view._played,  # every move played, seen by both seats (S19)
        )


def _faces_at_random(
    cards: tuple[int, ...],
    values: tuple[int, ...],
    fixed: dict[int, int],
    rng: np.random.Generator,
) -> tuple[int, ...]:
    """Values in card order: the cards in ``fixed`` keep their value, the rest a random order."""
    free = list(values)
    for value in fixed.values():
        free.remove(value)
    order = [free[i] for i in rng.permutation(len(free))]
    it = iter(order)
    return tuple(fixed[c] if c in fixed else next(it) for c in cards)


def _logo_world(view: LogoView, rng: np.random.Generator) -> LogoGame:
    unseen = codes_of(view.unseen())
    hidden = sum(view.hand_sizes) - len(view.hand) + view.draw_size
    if hidden != len(unseen):  # pragma: no cover - a broken view
        raise LogoKitError("the view's unseen cards do not fill the hidden hands and draw pile.")
    order = [unseen[i] for i in rng.permutation(len(unseen))]
    hands: list[tuple[int, ...]] = []
    at = 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(codes_of(view.hand))
            continue
        hands.append(tuple(sorted(order[at : at + size])))
        at += size
    world = LogoGame(view.options)
    seen: list[tuple[Any, ...]] = [(None,) * view.players] * view.players
    seen[view.seat] = tuple(
        codes_of(view.looked[t]) if t in view.looked else None for t in range(view.players)
    )
    fields = {
        "_totals": view.totals,
        "_active": view.active,
        "_round": view.round_number,
        "_round_first": view.first_player,
        "_results": view.results,
        "_winners": (),
        "_phase": view.phase,
        "_decks": view.decks,
        "_hands": tuple(hands),
        "_draw": tuple(order[at:]),
        "_discard": codes_of(view.discard_pile),
        "_shuffled": (),
        "_turn": view.turn_player,
        "_jumps": view.pending_jumps,
        "_skipped": view.skipped,
        "_declarer": view.declarer,
        "_pending": view.pending_action,
        "_seen": tuple(seen),
        "_log": movelog.EMPTY,
        # what this seat saw move by move (the others' memories are unknown), as the
        # engine's record of sight at this position, its start (LogoGame._heard)
        "_heard": (
            0,
            None,
            view._public,
            tuple(view._private if t == view.seat else movelog.EMPTY for t in range(view.players)),
        ),
    }
    for name, value in fields.items():
        setattr(world, name, value)
    return world


def _apprentice_world(view: ApprenticeView) -> ApprenticeGame:
    seats = len(view.money)
    zeros = (0,) * seats
    return ApprenticeGame(
        options=view.options,
        money=view.money,
        positions=view.positions,
        hands=view.hands,
        piles=view.piles,
        undealt=view.undealt,
        mover=view.mover,
        phase=view.phase,
        turn=view.turn,
        traded_with=view.traded_with,
        launching=view.launching,
        drawn=view.drawn,
        winner=view.winner,
        launches=zeros,
        busts=zeros,
        launched_money=zeros,
        last_launch=view.last_launch,
        _log=view._log,  # every move, seen by everyone (B13)
    )
