"""OpenSpiel's tabular Q-learning on LOGO Billionaire, through ``rl_environment``.

The learner is ``open_spiel.python.algorithms.tabular_qlearner.QLearner``, fed the
time steps of ``rl_environment.Environment`` for ``logo_kit_billionaire``. It decides
whether and what to launch and, during a launch, whether to draw another Risky
Business card or stop (the push-your-luck choice of lesson 31); its trades follow the
kit's ``sensible_trade``, the rule every kit bot trades by. A tabular learner needs few
states, so each time step's observation tensor (the whole table:
``docs/openspiel.md``) is read through its documented blocks into a small key: the
step, the companies it could launch or the company under way and the sum drawn so
far, and how far each seat is from the winning money (in eighths). The key is all the
learner sees.

Training alternates the opponent (the kit's random bot, the EV-optimal launcher) and
the learner's seat, game by game; every ``every`` games the greedy learner (no
exploration) plays ``games`` fresh games against each bot, seats alternating, and its
win rate is recorded with a 95% Wilson interval. Everything is seeded.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from logo_kit.billionaire import EVOptimalLauncher
from logo_kit.billionaire.moves import Phase
from logo_kit.billionaire.players import RandomPlayer, sensible_trade
from logo_kit.estimates import wilson_interval

GAP_LEVELS = 8


def _key(game: Any, tensor: Any) -> str:
    # the learner's state: read from the observation tensor's documented blocks
    layout = game.observation_layout
    obs = np.asarray(tensor, np.float32)

    def part(name: str) -> np.ndarray:
        return layout.part(obs, name)

    seat = int(part("seat").argmax())
    money = part("money")
    gaps = tuple(min(GAP_LEVELS - 1, int(max(0.0, 1 - m) * GAP_LEVELS)) for m in money)
    gaps = (gaps[seat], *(g for s, g in enumerate(gaps) if s != seat))
    per = game.options.cards_per_category
    sizes = np.rint(part("held")[seat] * per).astype(int)
    phase = tuple(Phase)[int(part("phase").argmax())]
    if phase is Phase.DRAW_OR_STOP:
        company = int(sizes[int(part("launching").argmax())])
        drawn = round(float(part("drawn_sum")[0]) * game.options.winning_money)
        return str(("draw", company, drawn, gaps))
    return str(("launch", tuple(int(s) if s >= 3 else 0 for s in sizes), gaps))


def _bot_action(state: Any, bot: Any, rng: np.random.Generator) -> int:
    seat = state.current_player()
    move = bot.choose(state.view(seat), rng)
    return next(a for a, m in state.moves_by_action().items() if m == move)


def _trade_action(state: Any) -> int:
    move = sensible_trade(state.view(state.current_player()))
    return next(a for a, m in state.moves_by_action().items() if m == move)


def _episode(
    env: Any,
    game: Any,
    learners: list[Any],
    seat: int,
    bot: Any,
    rng: np.random.Generator,
    learn: bool,
) -> float:
    """One game: the learner in ``seat``, ``bot`` in the other; the learner's return."""
    step = env.reset()
    learner = learners[seat]
    acted = False
    while not step.last():
        state = env.get_state
        mover = step.observations["current_player"]
        if mover != seat:
            action = _bot_action(state, bot, rng)
        elif state.position.phase is Phase.TRADE:
            action = _trade_action(state)
        else:
            action = learner.step(_keyed(game, step, seat), is_evaluation=not learn).action
            acted = True
        step = env.step([action])
    if acted:  # the last reward (a learner that never decided has nothing to learn)
        learner.step(_keyed(game, step, seat), is_evaluation=not learn)
    return step.rewards[seat]


def _keyed(game: Any, step: Any, seat: int) -> Any:
    # the time step with the learner's key in place of its observation tensor
    info = list(step.observations["info_state"])
    info[seat] = _key(game, info[seat])
    return step._replace(observations={**step.observations, "info_state": info})


def _evaluate(
    env: Any, game: Any, learners: list[Any], bot: Any, games: int, seed: int
) -> dict[str, Any]:
    rng = np.random.default_rng(seed)
    wins = sum(
        _episode(env, game, learners, g % 2, bot, rng, learn=False) > 0 for g in range(games)
    )
    low, high = wilson_interval(wins, games)
    return {"games": games, "wins": int(wins), "win_rate": wins / games, "low": low, "high": high}


def run(
    *,
    seed: int,
    episodes: int,
    every: int,
    games: int,
    winning_money: int,
    step_size: float = 0.1,
    epsilon: float = 0.1,
) -> dict[str, Any]:
    """Train and measure; the study's record (curve, set-up, CPU seconds)."""
    from open_spiel.python import rl_environment, rl_tools
    from open_spiel.python.algorithms import tabular_qlearner

    from logo_kit.openspiel import load_game

    began = time.process_time()
    game = load_game("logo_kit_billionaire", players=2, winning_money=winning_money)
    env = rl_environment.Environment(  # (its seed= only reaches a game made by name)
        game,
        chance_event_sampler=rl_environment.ChanceEventSampler(seed=seed),
        observation_type=rl_environment.ObservationType.OBSERVATION,
    )
    np.random.seed(seed)  # the learner draws its exploration from numpy's global generator
    learners = [
        tabular_qlearner.QLearner(
            player_id=seat,
            num_actions=game.num_distinct_actions(),
            step_size=step_size,
            epsilon_schedule=rl_tools.ConstantSchedule(epsilon),
            discount_factor=1.0,
        )
        for seat in range(2)
    ]
    learners[1]._q_values = learners[0]._q_values  # one table, whichever seat it plays
    bots = {"random": RandomPlayer(), "EV-optimal": EVOptimalLauncher()}
    rng = np.random.default_rng(seed)
    curve = []
    for done in range(0, episodes + 1, every):
        if done:
            for episode in range(done - every, done):
                bot = bots["random"] if episode % 2 == 0 else bots["EV-optimal"]
                _episode(env, game, learners, (episode // 2) % 2, bot, rng, learn=True)
        point = {"episodes": done, "states": len(learners[0]._q_values)}
        for k, (name, bot) in enumerate(bots.items()):
            point[name] = _evaluate(env, game, learners, bot, games, seed + 1_000 + k)
        curve.append(point)
    return {
        "game": f"logo_kit_billionaire(players=2, winning_money={winning_money})",
        "learner": "open_spiel tabular_qlearner.QLearner",
        "step_size": step_size,
        "epsilon": epsilon,
        "discount": 1.0,
        "seed": seed,
        "curve": curve,
        "reference": _reference(game, games, seed, bots),
        "cpu_seconds": round(time.process_time() - began, 1),
    }


def _reference(game: Any, games: int, seed: int, bots: dict[str, Any]) -> dict[str, Any]:
    """The EV-optimal launcher against the random bot, as a yardstick."""
    from logo_kit.engine import tournament

    result = tournament(
        [bots["EV-optimal"], bots["random"]], games, seed + 2_000, options=game.options
    )
    rate = result.win_rate("EV-optimal")
    low, high = rate.interval
    return {
        "EV-optimal vs random": {
            "games": result.games,
            "win_rate": rate.mean,
            "low": low,
            "high": high,
        }
    }


def summary_rows(record: dict[str, Any]) -> list[str]:
    """Markdown rows: the learner's win rate over training against each bot."""
    rows = [
        "| games trained | states seen | vs random: win rate (95%) | vs EV-optimal |",
        "|---:|---:|---|---|",
    ]
    for point in record["curve"]:
        cells = [
            f"{point[name]['win_rate']:.2f} ({point[name]['low']:.2f}–{point[name]['high']:.2f})"
            for name in ("random", "EV-optimal")
        ]
        rows.append(f"| {point['episodes']:,} | {point['states']:,} | {cells[0]} | {cells[1]} |")
    return rows
