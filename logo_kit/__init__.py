"""logo_kit: exact probability for LOGO, Logic & Lore and LOGO Billionaire.

The core (this package, minus :mod:`logo_kit.widgets`) needs only numpy and
sympy. Games live in :mod:`logo_kit.logo`, :mod:`logo_kit.lore` and
:mod:`logo_kit.billionaire`; shared exact helpers in :mod:`logo_kit.exact`; the stored
strategy studies through :func:`published` (and the exact solo Star Light study
through :func:`optimal_solo`).
"""

from logo_kit.errors import BotError, ContradictionError, IllegalMoveError, LogoKitError
from logo_kit.exact import Distribution, entropy_bits, hypergeometric
from logo_kit.studies import optimal_solo, published

__version__ = "0.1.0"

__all__ = [
    "BotError",
    "ContradictionError",
    "Distribution",
    "IllegalMoveError",
    "LogoKitError",
    "__version__",
    "entropy_bits",
    "hypergeometric",
    "optimal_solo",
    "published",
]
