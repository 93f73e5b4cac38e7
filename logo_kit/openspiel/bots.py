"""OpenSpiel's MCTS and information-set MCTS as logo_kit players.

A logo_kit player decides from its seat's view. These bots turn the view
into whole positions with :class:`~logo_kit.openspiel.worlds.WorldSampler`
(the hidden cards or values drawn at random among those consistent with the
view, never read from the real game) and let OpenSpiel search them:

- :class:`ISMCTSPlayer` runs ``open_spiel.python.algorithms.ismcts.ISMCTSBot``:
  every simulation starts from a freshly drawn world (its *resampler* is our
  world sampler), and tree nodes are the seat's observations (the view's
  text), so the tree pools what the worlds share. In LOGO Billionaire nothing
  is hidden (ruling B13): there it is plain MCTS.
- :class:`MCTSPlayer` runs ``open_spiel.python.algorithms.mcts.MCTSBot`` on one
  drawn world per decision (exact in LOGO Billionaire; in the hidden-information
  games it is "determinized" MCTS, which can be fooled by the one world it drew).

Leaves are valued by a rollout: moves drawn at random (or by a logo_kit bot
given as ``rollout``), chance by its probabilities, up to ``rollout_moves``
player moves; a game not finished by then counts as no result (0 each, as a capped
game). Values are OpenSpiel's zero-sum utilities (:func:`~logo_kit.openspiel.games.utilities`:
with two players +1 for a win, −1 for a loss), the scale of the games' own returns.

Each decision's randomness comes from the ``rng`` passed to ``choose``, so a
tournament with these bots is reproducible like any other.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from logo_kit import checks
from logo_kit.engine import Player
from logo_kit.errors import LogoKitError
from logo_kit.openspiel.games import utilities
from logo_kit.openspiel.worlds import WorldSampler

__all__ = ["ISMCTSPlayer", "MCTSPlayer", "RolloutEvaluator"]

MAX_SIMULATIONS = 100_000
"""Most simulations per decision (a decision must come back in reasonable time)."""
MAX_ROLLOUT_MOVES = 10_000


class RolloutEvaluator:
    """OpenSpiel evaluator: uniform priors, leaf values from one capped rollout each.

    ``rollout`` is None (uniformly random legal moves) or a logo_kit player whose
    ``choose(view, rng)`` picks the moves. Chance moves are drawn with their
    exact probabilities (engine ``sample_chance``).
    """

    def __init__(self, rng: np.random.Generator, rollout: Any = None, rollout_moves: int = 200):
        self.rng = rng
        self.rollout = rollout
        self.rollout_moves = rollout_moves

    def evaluate(self, state: Any) -> np.ndarray:
        position = state.position
        rng = self.rng
        moves = 0
        while not position.is_terminal and moves < self.rollout_moves:
            if position.is_chance:
                position = position.apply(position.sample_chance(rng))
                continue
            if self.rollout is None:
                listed = position.legal_moves()
                move = listed[int(rng.integers(len(listed)))]
            else:
                seat = position.current_player
                move = self.rollout.choose(position.view(seat), rng)
            position = position.apply(move)
            moves += 1
        if position.is_terminal:
            return np.array(utilities(position.returns()))
        return np.zeros(position.players)  # unfinished: nobody won (as a capped game)

    def prior(self, state: Any) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return state.chance_outcomes()
        actions = state.legal_actions()
        return [(action, 1.0 / len(actions)) for action in actions]


class _SearchPlayer(Player):
    """What both search bots share: options, sizes, the OpenSpiel game, the sampler."""

    default_name = "search"

    def __init__(
        self,
        options: Any,
        *,
        simulations: int = 100,
        uct_c: float = 2.0,
        rollout: Any = None,
        rollout_moves: int = 200,
        name: str | None = None,
    ) -> None:
        from logo_kit.openspiel.codecs import codec_for

        codec_for(options)  # refuses options of no game
        self.options = options
        self.simulations = checks.whole(simulations, "simulations", low=1, high=MAX_SIMULATIONS)
        self.uct_c = float(checks.fraction(uct_c, "uct_c", low=0, high=100))
        if rollout is not None and not callable(getattr(rollout, "choose", None)):
            raise LogoKitError(f"rollout must be None or a logo_kit player, got {rollout!r}.")
        self.rollout = rollout
        self.rollout_moves = checks.whole(
            rollout_moves, "rollout_moves", low=1, high=MAX_ROLLOUT_MOVES
        )
        default = f"{self.default_name} {self.simulations}"
        self.name = default if name is None else checks.text(name, "name", most=60)
        self._game: Any = None
        self._sampler = WorldSampler()

    def __getstate__(self) -> dict[str, Any]:
        # OpenSpiel games do not pickle: a process-pool worker makes its own
        state = dict(self.__dict__)
        state["_game"] = None
        return state

    def spiel_game(self) -> Any:
        """The OpenSpiel game for this player's options (made once)."""
        if self._game is None:
            from logo_kit.openspiel import spiel_game

            self._game = spiel_game(self.options)
        return self._game

    def choose(self, view: Any, rng: np.random.Generator) -> Any:
        checks.generator(rng)
        listed = tuple(view.legal_moves)
        if not listed:
            raise LogoKitError(f"seat {view.seat} has no move to make now.")
        if len(listed) == 1:
            return listed[0]
        game = self.spiel_game()
        seed = int(rng.integers(2**31 - 1))
        worlds = np.random.default_rng(seed)
        root = game.world_state(self._sampler.sample(view, worlds), view.seat)
        evaluator = RolloutEvaluator(worlds, self.rollout, self.rollout_moves)
        action = self._search(game, root, view, worlds, evaluator, np.random.RandomState(seed))
        move = root.moves_by_action()[int(action)]
        return listed[listed.index(move)]

    def _search(self, game, root, view, worlds, evaluator, random_state) -> int:
        raise NotImplementedError


class MCTSPlayer(_SearchPlayer):
    """OpenSpiel's MCTS on one world drawn from the view per decision.

    ``simulations`` per decision (1 to 100,000), exploration ``uct_c``, leaf
    rollouts as in :class:`RolloutEvaluator`. In LOGO Billionaire, where nothing
    is hidden, the world is the real table and this is plain MCTS.
    """

    default_name = "MCTS"

    def _search(self, game, root, view, worlds, evaluator, random_state) -> int:
        from open_spiel.python.algorithms import mcts

        bot = mcts.MCTSBot(
            game, self.uct_c, self.simulations, evaluator, random_state=random_state, solve=False
        )
        return bot.step(root)


class ISMCTSPlayer(_SearchPlayer):
    """OpenSpiel's information-set MCTS, each simulation in a fresh world drawn from the view.

    Tree nodes are keyed by the mover's observation (its view's text). In LOGO
    Billionaire (perfect information) it searches with MCTS instead.
    """

    default_name = "ISMCTS"

    def _search(self, game, root, view, worlds, evaluator, random_state) -> int:
        from open_spiel.python.algorithms import ismcts, mcts

        if game.information == "perfect":
            bot = mcts.MCTSBot(
                game, self.uct_c, self.simulations, evaluator, random_state=random_state
            )
            return bot.step(root)
        bot = ismcts.ISMCTSBot(
            game,
            evaluator,
            self.uct_c,
            self.simulations,
            random_state=random_state,
            use_observation_string=True,
        )
        sampler = self._sampler

        def resample(state: Any, player: int) -> Any:
            return game.world_state(sampler.sample(view, worlds), player)

        bot.set_resampler(resample)
        return bot.step(root)
