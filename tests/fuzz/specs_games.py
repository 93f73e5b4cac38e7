"""Sample values for fuzzing the three games: LOGO, Logic & Lore, LOGO Billionaire.

The game APIs change while the games are redesigned. Everything here is looked
up by *name* at run time, so:

- a renamed or new public function is found from ``__all__`` by itself;
- a renamed parameter is one line in ``values`` (``"name": factory``);
- a changed constructor is one line in a builder below. Builders that know two
  spellings try the new one first (``either``), so this file works before and
  after the redesign merge.

Each value factory takes the sample instance whose method is called (or None)
and returns a fresh, valid value; the fuzzer breaks one argument at a time from
a call built of these.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from typing import Any

import numpy as np
from fuzz_targets import Spec, const
from fuzz_values import typed_text
from hypothesis import strategies as st
from specs_core import GAMES


def logo() -> Any:
    return importlib.import_module("logo_kit.logo")


def lore() -> Any:
    return importlib.import_module("logo_kit.lore")


def bb() -> Any:
    return importlib.import_module("logo_kit.billionaire")


def either(*builders: Callable[[], Any]) -> Any:
    """The first builder that works: the redesigned API first, today's as a fallback."""
    first: Exception | None = None
    for build in builders:
        try:
            return build()
        except Exception as error:
            first = first or error
    raise first  # type: ignore[misc]


def rng(_owner: Any = None) -> np.random.Generator:
    return np.random.default_rng(0)


def is_over(state: Any) -> bool:
    return state.is_terminal if hasattr(state, "is_terminal") else state.is_over


def walk(state: Any, steps: int, seed: int, *, until_over: bool = False) -> Any:
    """Random legal moves (chance sampled) from ``state``: ``steps`` of them, or to the end."""
    generator = np.random.default_rng(seed)
    for _ in range(steps):
        if is_over(state):
            break
        if getattr(state, "is_chance", False):
            state = state.apply(state.sample_chance(generator))
            continue
        moves = list(state.legal_moves())
        state = state.apply(moves[int(generator.integers(len(moves)))])
    if until_over and not is_over(state):
        raise RuntimeError("the sample game did not end; raise the step count")
    return state


def mover(state: Any) -> int:
    seat = getattr(state, "current_player", getattr(state, "current", 0))
    return seat if isinstance(seat, int) and seat >= 0 else 0


def legal_move(state: Any) -> Any:
    if getattr(state, "is_chance", False):
        return state.sample_chance(np.random.default_rng(0))
    moves = list(state.legal_moves())
    return moves[0] if moves else None


def log_of(state: Any) -> tuple:
    return tuple(state.log if hasattr(state, "log") else state.history)


# -- follow-ups: use what a constructor accepted, so bad options show up now, not mid-game --


def choose_once(bot: Any, view: Any) -> Any:
    """One decision of ``bot`` (``choose(view, rng)``; today's LOGO bots take ``choose(view)``)."""
    parameters = inspect.signature(bot.choose).parameters
    return bot.choose(view, np.random.default_rng(0)) if len(parameters) > 1 else bot.choose(view)


def plays(start: Callable[[Any], Any], steps: int = 40) -> Callable[[Any], Any]:
    """A follow-up that starts a game with the new options and plays ``steps`` random moves."""
    return lambda options: walk(start(options), steps, 0)


# -- LOGO -----------------------------------------------------------------------------------


@cache
def logo_states() -> tuple:
    from logo_kit.logo import LogoGame, LogoOptions

    root = either(lambda: LogoGame.new(LogoOptions(players=3)), lambda: LogoGame(3))
    dealt = either(
        lambda: LogoGame.new(LogoOptions(players=3), np.random.default_rng(1)),
        lambda: LogoGame.start(3, np.random.default_rng(1)),
    )
    short = either(
        lambda: LogoGame.new(LogoOptions(players=2, target_score=20), np.random.default_rng(2)),
        lambda: LogoGame.start(2, np.random.default_rng(2), options=LogoOptions(target_score=20)),
    )
    return (root, dealt, walk(dealt, 30, 3), walk(short, 20_000, 4, until_over=True))


def logo_dealt(_owner: Any = None) -> Any:
    return logo_states()[1]


def logo_view(_owner: Any = None) -> Any:
    state = logo_dealt()
    return state.view(mover(state))


def logo_hand(_owner: Any = None) -> list:
    from logo_kit.logo import parse_cards

    return parse_cards("R1 R2 R3 B1 B2 0 LOGO")


def logo_bots(_owner: Any = None) -> list:
    """One bot per seat of the sample games (3)."""
    from logo_kit.logo import GreedyLowPlayer

    return [
        either(
            lambda n=n: GreedyLowPlayer(name=f"greedy {n}"),
            lambda n=n: GreedyLowPlayer(n, name=f"greedy {n}"),
        )
        for n in range(3)
    ]


def logo_bot_instances() -> list:
    from logo_kit.logo import players

    bots = [
        either(lambda: players.GreedyLowPlayer(), lambda: players.GreedyLowPlayer(0)),
        either(lambda: players.ColorHandChaser(), lambda: players.ColorHandChaser(0)),
        either(lambda: players.RandomPlayer(), lambda: players.RandomPlayer(0)),
    ]
    return bots


def logo_pool() -> tuple:
    from logo_kit.logo import LogoOptions
    from logo_kit.logo.cards import Color, Kind, parse_card

    return (
        parse_card("R7"),
        parse_card("LOGO"),
        Color.RED,
        Kind.JUMP,
        LogoOptions(),
        logo_view(),
        logo_dealt(),
        Fraction(1, 2),
        np.random.default_rng(5),
    )


LOGO = Spec(
    "logo_kit.logo",
    # public names reached through a submodule, not the package face: fuzzed all the same
    beyond_face={
        "cards": (
            "ACTIONS CardError Color HAND_SIZE Kind color_hand_colors count_in_deck "
            "decks_for_players kept_hand parse_card validate_hand"
        ),
        "experiment": "Tally read_tally red_cards_trial",
        "game": "Phase",
        "moves": (
            "Accept Deal DealCard Declare Discard Move Reshuffle ReshuffleCard StealPick "
            "Stop TakeDiscard TakeDraw"
        ),
        "narrate": "next_step",
        "odds": "MAX_DRAWS_AHEAD expected_hand_value read_draws_ahead",
        "odds_declare": "DeclareAdvice",
        "odds_wait": "WaitAdvice next_turn_values",
        "players": "ColorHandChaser Player RandomPlayer",
        "scoring": "Showdown showdown",
        "stats": "declared_rounds mean_round_points round_points",
        "views": "LogoSummary PLAYER_MOVES PlayerView RoundResult",
    },
    values={
        # cards and hands
        "cards": logo_hand,
        "hand": logo_hand,
        "text": const("R1 r2, B3 0 jump LOGO"),
        "parse_card.text": const("g12"),
        "card": lambda _o: logo_pool()[0],
        "kind": lambda _o: logo().cards.Kind.NUMBER,
        "Card.color": lambda _o: logo().cards.Color.RED,
        "Card.number": const(5),
        "color": lambda _o: logo().cards.Color.RED,
        "draws": const(3),
        "decks": const(1),
        "size": const(7),
        "hand_size": const(7),
        "opponents": const(2),
        "unseen": const(None),
        "seen": const(()),
        "samples": const(200),
        "order": lambda _o: tuple(logo().standard_deck()),
        # scoring and options
        "values": const([3, 5, 9]),
        "declarer": const(0),
        "declarer_wins_ties": const(False),
        "target_score": const(100),
        "max_rounds": const(3),
        "first_player": const(0),
        "LogoOptions.players": const(3),
        # engine, views and bots
        "players": logo_bots,
        "LogoGame.players": const(3),
        "start.players": const(3),
        "replay.players": const(3),
        "decks_for_players.players": const(3),
        "seat": lambda owner: mover(owner) if hasattr(owner, "current_player") else 0,
        "move": lambda owner: legal_move(owner) if hasattr(owner, "legal_moves") else None,
        "moves": lambda owner: log_of(owner if hasattr(owner, "legal_moves") else logo_dealt()),
        "view": logo_view,
        "game": logo_dealt,
        "state": logo_dealt,
        "options": lambda _o: logo().LogoOptions(),
        "rng": rng,
        "seed": const(1),
        "games": const(2),
        "entries": const(
            [  # today's run_tournament takes bot factories
                lambda generator: logo().GreedyLowPlayer(generator, name="g1"),
                lambda generator: logo().GreedyLowPlayer(generator, name="g2"),
            ]
        ),
        "name": const("bot"),
        "declare_at": const(5),
        "consider_at": const(15),
        "min_p_lowest": const(0.9),
        "target": const(1),
        "action": lambda _o: logo().cards.Kind.JUMP,
    },
    instances={
        "LogoGame": lambda: list(logo_states()),
        "PlayerView": lambda: [s.view(mover(s)) for s in logo_states()[1:]],
        "Card": lambda: [logo_pool()[0], logo_pool()[1]],
        "bots": logo_bot_instances,
        "CalculatorPlayer": lambda: [
            either(
                lambda: logo().CalculatorPlayer(samples=100),
                lambda: logo().CalculatorPlayer(0, samples=100),
            )
        ],
        "DeclareAdvice": lambda: [logo().declare_advice(logo_hand(), 2)],
    },
    skip={"Player.choose": "the abstract base class"},
    int_choices={"games": GAMES},
    followups={
        "LogoOptions": plays(
            lambda options: either(
                lambda: logo().LogoGame.new(options, np.random.default_rng(0)),
                lambda: logo().LogoGame.start(3, np.random.default_rng(0), options=options),
            )
        ),
        **{
            bot: lambda player: choose_once(player, logo_view())
            for bot in ("GreedyLowPlayer", "ColorHandChaser", "CalculatorPlayer", "RandomPlayer")
        },
    },
    pool=logo_pool,
)


# -- Logic & Lore ----------------------------------------------------------------------------


@cache
def lore_states() -> tuple:
    from logo_kit.lore import LoreGame, LoreOptions

    light = LoreGame.new(LoreOptions.both("light", stars=4), np.random.default_rng(1))
    bright = LoreGame.new(
        LoreOptions.both("bright", stars=5, blackholes=1), np.random.default_rng(2)
    )
    if getattr(light, "is_chance", False):  # the redesigned deal: chance moves first
        light, bright = walk(light, 40, 1), walk(bright, 40, 2)
    return (light, walk(light, 6, 3), bright, walk(bright, 9, 4))


def lore_view(_owner: Any = None) -> Any:
    state = lore_states()[0]
    return state.view(mover(state))


@cache
def lore_beliefs() -> tuple:
    from logo_kit.lore import Belief

    return (Belief(stars=4), Belief(blackholes=1, stars=4), Belief(stars=6))


def lore_belief(_owner: Any = None) -> Any:
    return lore_beliefs()[0]


def lore_query(_owner: Any = None) -> Any:
    from logo_kit.lore import Query

    return Query.build((1, 2), mode="light")


def lore_outcome(_owner: Any = None) -> Any:
    from logo_kit.lore import Belief, outcome_distribution

    return next(iter(outcome_distribution(Belief(stars=4), (1, 2), mode="light")))


def lore_bots(_owner: Any = None) -> list:
    from logo_kit.lore import GreedyInfoPlayer, RandomPlayer

    return [GreedyInfoPlayer(name="greedy"), RandomPlayer(name="random")]


def lore_pool() -> tuple:
    from logo_kit.lore import LoreOptions, Question, Tokens

    return (
        lore_belief(),
        lore_query(),
        lore_outcome(),
        Question.ALIGNMENT,
        Tokens.start(),
        LoreOptions(),
        lore_view(),
        lore_states()[0],
        Fraction(1, 2),
        np.random.default_rng(5),
    )


LORE = Spec(
    "logo_kit.lore",
    # public names reached through a submodule, not the package face: fuzzed all the same
    beyond_face={
        "experiment": "HatCheck HatCheckRow hat_check_trial",
        "gain": "GainRow information_gain outcome_counts",
        "game": "LoreSummary StarLine",
        "information": "AnswerSplit",
        "lanes": "Layout blackhole_values",
        "moves": (
            "AlignStars ChooseFocus Deal DealCard Divine Finish Move MoveHeavens Pass "
            "Phase RemoveTokens Round Search"
        ),
        "narrate": "describe_move result_text",
        "optimal": "SoloRound",
        "planning": "Plan best_alignment ranked_rounds",
        "players": "Advice BeliefTracker LookaheadPlayer Player RacingPlayer",
        "questions": (
            "ALWAYS_AVAILABLE NO_ANSWER STAR_BRIGHT STAR_LIGHT aligned correct_half "
            "greater is_blackhole is_star massive nearby neighbours odd_sum orbit "
            "symmetric"
        ),
        "recent": "SeenEvent seen_events seen_text",
        "solo": "AskedRound SoloPuzzle",
        "solo_bounds": "entropy_bound expected_rounds_bound min_total_depth worst_case_bound",
        "solo_policies": "PolicyRounds RoundsSample greedy_round",
        "stats": "modes turns_to_win",
        "turn_plan": "RoundReview open_questions",
        "views": "PlayerView",
    },
    values={
        "belief": lore_belief,
        "query": lore_query,
        "outcome": lore_outcome,
        "Outcome.question": lambda _o: lore_outcome().question,
        "Outcome.cards": lambda _o: lore_outcome().cards,
        "LoreOptions.players": lambda _o: lore_pool()[5].players,
        "remove.questions": const((2,)),
        "cards": const((1, 2)),
        "ChooseFocus.cards": const((1, 2)),
        "card": const(1),
        "card_a": const(1),
        "card_b": const(2),
        "lane": const(1),
        "value": const(3),
        "a": const(3),
        "b": const(5),
        "value_a": const(1),
        "value_b": const(2),
        "lane_a": const(1),
        "lane_b": const(2),
        "stars": const(4),
        "blackholes": const(0),
        "mode": const("light"),
        "arrangement": lambda owner: (
            tuple(getattr(owner, "arrangement", (1, 2, 3, 4)))
            if isinstance(getattr(owner, "arrangement", None), tuple)
            else (2, 1, 3, 4)
        ),
        "MoveHeavens.arrangement": const((2, 1, 3, 4)),
        "question": const(2),
        "Divine.question": const(2),
        "questions": const(None),
        "RemoveTokens.questions": const((2, 3)),
        "value_of": const({1: 1, 2: 2, 3: 3, 4: 4}),
        "lane_of": const({1: 1, 2: 2, 3: 3, 4: 4}),
        "hidden": const(None),
        "LoreGame.new.hidden": const(((4, 3, 2, 1), None)),
        "limit": const(24),
        "top": const(3),
        "seat": const(0),
        "move": lambda owner: legal_move(owner) if hasattr(owner, "legal_moves") else None,
        "moves": lambda owner: log_of(owner if hasattr(owner, "legal_moves") else lore_states()[1]),
        "start": lambda _o: lore_states()[1].start,
        "view": lore_view,
        "options": lambda _o: lore().LoreOptions.both("light", stars=4),
        "rng": rng,
        "players": lore_bots,
        "games": const(2),
        "seed": const(1),
        "name": const("bot"),
        "risk": const(Fraction(1)),
        "horizon": const(4),
        "breadth": const(4),
        "move_chance": const(0.5),
        "align_chance": const(0.02),
        "owners": const((None,) * 7),
        "supply": const((7, 7)),
    },
    instances={
        "LoreGame": lambda: list(lore_states()),
        "PlayerView": lambda: [s.view(mover(s)) for s in lore_states()],
        "Belief": lambda: list(lore_beliefs()),
        "Layout": lambda: [lore().lanes.Layout(stars=4), lore().lanes.Layout(4, 1)],
        "Tokens": lambda: [lore().Tokens.start()],
        "Query": lambda: [lore_query()],
        "LoreOptions": lambda: [lore_pool()[5]],
        "bots": lambda: [*lore_bots(), lore().players.LookaheadPlayer(horizon=4, breadth=4)],
        "AdvisorPlayer": lambda: [lore().AdvisorPlayer()],
    },
    skip={
        "Player.choose": "the abstract base class",
        "Move": "a type alias (Union of the move classes)",
    },
    int_choices={"games": GAMES},
    followups={
        "LoreOptions": plays(
            lambda options: lore().LoreGame.new(options, np.random.default_rng(0))
        ),
        "PlayerSetup": plays(
            lambda setup: lore().LoreGame.new(
                lore().LoreOptions(players=(setup, setup)), np.random.default_rng(0)
            )
        ),
        **{
            bot: lambda player: choose_once(player, lore_view())
            for bot in ("GreedyInfoPlayer", "LookaheadPlayer", "AdvisorPlayer", "RandomPlayer")
        },
    },
    pool=lore_pool,
)


# -- LOGO Billionaire -------------------------------------------------------------------------


@cache
def bb_states() -> tuple:
    from logo_kit.billionaire import ApprenticeGame, ApprenticeOptions

    first = either(
        lambda: ApprenticeGame.new(ApprenticeOptions(players=2), np.random.default_rng(1)),
        lambda: ApprenticeGame.new(2, np.random.default_rng(1)),
    )
    small = either(
        lambda: ApprenticeGame.new(
            ApprenticeOptions(players=3, max_turns=12), np.random.default_rng(2)
        ),
        lambda: ApprenticeGame.new(3, np.random.default_rng(2), ApprenticeOptions(max_turns=12)),
    )
    return (first, walk(first, 15, 3), walk(first, 60, 5), walk(small, 5000, 4, until_over=True))


@cache
def bb_decision() -> Any:
    """The first position of the sample game where a player (not chance) decides."""
    state = bb_states()[0]
    while getattr(state, "is_chance", False) or not list(state.legal_moves()):
        state = walk(state, 1, 0)
    return state


def bb_view(_owner: Any = None) -> Any:
    """What a bot decides from: the redesign's view, or today's whole game."""
    state = bb_decision()
    return state.view(mover(state)) if hasattr(state, "view") else state


def bb_deck(_owner: Any = None) -> Any:
    from logo_kit.billionaire import RiskyBusinessDeck

    return RiskyBusinessDeck.bull()


def bb_bots(_owner: Any = None) -> list:
    from logo_kit.billionaire import FixedCountLauncher, ThresholdLauncher

    return [FixedCountLauncher(2), ThresholdLauncher(60)]


def bb_pool() -> tuple:
    from logo_kit.billionaire import ApprenticeOptions, RiskyBusinessDeck, StopAfter
    from logo_kit.billionaire.board import Category

    return (
        bb_deck(),
        RiskyBusinessDeck(((10, 3), (20, 2)), 1),
        StopAfter(2),
        Category(next(iter(Category)).value),
        ApprenticeOptions(),
        bb_states()[1],
        Fraction(1, 2),
        np.random.default_rng(5),
    )


BILLIONAIRE = Spec(
    "logo_kit.billionaire",
    # public names reached through a submodule, not the package face: fuzzed all the same
    beyond_face={
        "board": "Board BrandCard CATEGORIES Category Icon Space",
        "compare": "RuleReport rule_name",
        "deck": (
            "BUST MAX_BUSTS MAX_DISTINCT_VALUES MAX_MULTISETS MAX_VALUE_CARDS choose_deck "
            "parse_deck"
        ),
        "events": "EVENT_KINDS GameEvent move_kind",
        "experiment": "EventShare ExperimentGroup PoolRow draw_to_bust_trial mean_safe_cards",
        "game": "ApprenticeSummary card_census",
        "launch": (
            "COMPANY_MAX CompanyOutlook LaunchAdvice RiskyBusinessLaunch "
            "check_company_size company_outlook default_target launch_advice"
        ),
        "moves": (
            "Buy Deal DealCard Draw EndTrade Launch LaunchResult Move Phase RiskyCard "
            "SkipLaunch Spin Stop Swap"
        ),
        "narrate": "describe_move",
        "odds": "bust_probability",
        "options": "COMPANY_MIN DEFAULT_MAX_TURNS company_worth",
        "players": "ApprenticeBot RandomPlayer sensible_trade",
        "policy": "OptimalPolicy PolicyRow",
        "stats": "LaunchStatistics launch_statistics",
        "views": "ApprenticeView",
    },
    values={
        "deck": bb_deck,
        "Board.spaces": lambda _o: bb().board.Board.default().spaces,
        "draws": const(2),
        "draws_or_rule": const(3),
        "cards_so_far": const((10, 20)),
        "objective": const("ev"),
        "values": const(((10, 3), (20, 2))),
        "busts": const(1),
        "cards": const(2),
        "RiskyBusinessDeck.drawn_counts.cards": const((10, 20)),
        "RiskyBusinessDeck.remove.cards": const((10,)),
        "drawn_counts.cards": const((10, 20)),
        "remove.cards": const((10,)),
        "total": const(60),
        "money": const(500),
        "company_size": const(3),
        "goal": const(1000),
        "max_cards": const(3),
        "number": const(3),
        "category": lambda _o: next(iter(bb().board.Category)),
        "player": const(0),
        "seat": const(0),
        "starting_money": const(50),
        "winning_money": const(1000),
        "max_turns": const(50),
        "players": bb_bots,
        "ApprenticeGame.new.players": const(2),
        "ApprenticeOptions.players": const(2),
        "game": lambda _o: bb_states()[1],
        "state": lambda _o: bb_states()[1],
        "view": bb_view,
        "move": lambda owner: legal_move(owner) if hasattr(owner, "legal_moves") else None,
        "moves": lambda owner: log_of(owner if hasattr(owner, "legal_moves") else bb_states()[1]),
        "start": lambda _o: bb_states()[1].start,
        "options": lambda _o: bb().ApprenticeOptions(),
        "rng": rng,
        "games": const(2),
        "seed": const(1),
        "name": const("bot"),
    },
    instances={
        "ApprenticeGame": lambda: list(bb_states()),
        "RiskyBusinessDeck": lambda: list(bb_pool()[:2]),
        "OptimalPolicy": lambda: [bb().optimal_policy(bb_pool()[1])],
        "bots": lambda: [*bb_bots(), bb().EVOptimalLauncher()],
        "RandomPlayer": lambda: [bb().players.RandomPlayer()],
    },
    skip={
        "Player.choose": "the abstract base class",
        "Move": "a type alias (Union of the move classes)",
    },
    int_choices={"games": GAMES},
    followups={
        "ApprenticeOptions": plays(
            lambda options: either(
                lambda: bb().ApprenticeGame.new(options, np.random.default_rng(0)),
                lambda: bb().ApprenticeGame.new(2, np.random.default_rng(0), options),
            )
        ),
        # a deck a class types on the Risky Business board is solved at once
        "RiskyBusinessDeck": lambda deck: (
            bb().odds.bust_probability(deck, 1),
            bb().optimal_policy(deck),
        ),
        **{
            bot: lambda player: choose_once(player, bb_view())
            for bot in (
                "FixedCountLauncher",
                "ThresholdLauncher",
                "EVOptimalLauncher",
                "TargetOptimalLauncher",
                "RandomPlayer",
            )
        },
    },
    pool=bb_pool,
)

GAME_SPECS = [LOGO, LORE, BILLIONAIRE]


# -- text typed by a person: generated strings for the parsers ------------------------------

LOGO_TOKENS = [f"{c}{n}" for c in "RBG" for n in (1, 7, 12, 14)] + [
    "0",
    "JUMP",
    "STEAL",
    "LOOK",
    "STOP",
    "DESTROY",
    "LOGO",
    "K0",
    "r5",
    "logo",
    "R0",
    "R15",
    "B-1",
    "Y3",
]
LORE_TOKENS = [str(n) for n in range(0, 12)] + ["-1", "b", "B", "s", "x", "10"]
DECK_TOKENS = [
    "10:9",
    "20:7",
    "30:5",
    "50:4",
    "100:2",
    "10x3",
    "20×2",
    "5*1",
    "10:996",
    "0:1",
    "10:0",
    "-10:2",
    "10:",
    ":3",
    "ten:2",
    "10:99999",
]


def _parser(path: str, call: Callable[[Any, str], Any]) -> Callable[[], Callable[[str], Any]]:
    """Find ``module:name`` (one line to change when a parser moves) and adapt it."""

    def find() -> Callable[[str], Any]:
        module, name = path.split(":")
        function = getattr(importlib.import_module(module), name)
        return lambda text: call(function, text)

    return find


def _lore_line(parse: Any, text: str) -> Any:
    from logo_kit.lore import LoreGame, LoreOptions

    if parse is LoreGame.new:
        return parse(
            LoreOptions.both("light", stars=4), np.random.default_rng(0), hidden=(text, None)
        )
    return parse(text, lore().lanes.Layout(stars=4))


TEXT_TARGETS: list[tuple[str, Callable[[], Callable[[str], Any]], st.SearchStrategy[str]]] = [
    (
        "logo_kit.logo:parse_cards",
        _parser("logo_kit.logo:parse_cards", lambda f, t: f(t)),
        typed_text(LOGO_TOKENS),
    ),
    (
        "logo_kit.logo.cards:parse_card",
        _parser("logo_kit.logo.cards:parse_card", lambda f, t: f(t)),
        typed_text(LOGO_TOKENS, separators=("",)),
    ),
    (
        "logo_kit.lore:LoreGame.new(hidden=text)",
        _parser("logo_kit.lore:LoreGame", lambda cls, t: _lore_line(cls.new, t)),
        typed_text(LORE_TOKENS[:6]),
    ),
    (
        "logo_kit.lore:parse_line (typed hidden line)",
        _parser("logo_kit.lore.notation:parse_line", _lore_line),
        typed_text(LORE_TOKENS[:6]),
    ),
    (
        "logo_kit.billionaire.deck:parse_deck (typed deck)",
        _parser("logo_kit.billionaire.deck:parse_deck", lambda f, t: f(t, busts=1)),
        typed_text(DECK_TOKENS),
    ),
]
