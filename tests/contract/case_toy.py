"""The toy game as a contract case (it proves the checker passes a correct game)."""

from engine_contract import ContractCase
from toy_game import ToyGame, ToyOptions, scramble, secret

CASES = [
    ContractCase("toy 2 players", ToyGame, lambda: ToyOptions(), scramble=scramble, secret=secret),
    ContractCase(
        "toy 3 players capped",
        ToyGame,
        lambda: ToyOptions(players=3, goal=30, max_turns=6),
        scramble=scramble,
        secret=secret,
    ),
]
