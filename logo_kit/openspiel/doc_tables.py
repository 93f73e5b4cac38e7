"""The tables of ``docs/openspiel.md``, written from the code: parameters and tensor layouts.

:func:`documented_tables` writes each game's parameter table and its tensor layouts
(for the default set-ups); a test checks the page holds them, so the page and the code
cannot drift. ``python -m logo_kit.openspiel.doc_tables`` prints them.
"""

from __future__ import annotations

__all__ = ["DOCUMENTED_SETUPS", "documented_tables", "parameter_table"]

DOCUMENTED_SETUPS = (
    ("logo_kit_logo", {"players": 3}),
    ("logo_kit_lore", {}),
    ("logo_kit_billionaire", {}),
)
"""The default set-up of each game (sizes scale with the options; the page says how)."""


def parameter_table(name: str) -> str:
    """``name``'s parameters as a Markdown table: default, allowed values, meaning."""
    from logo_kit.openspiel.params import PARAMETERS

    rows = [
        f"**{name}** parameters",
        "",
        "| parameter | default | allowed | meaning |",
        "|---|---|---|---|",
    ]
    for key, param in PARAMETERS[name].items():
        if param.choices:
            allowed = ", ".join(f"`{c!r}`" for c in param.choices)
        elif isinstance(param.default, bool):
            allowed = "`True`, `False`"
        else:
            allowed = f"{param.low:,} to {param.high:,}"
        rows.append(f"| `{key}` | `{param.default!r}` | {allowed} | {param.meaning} |")
    return "\n".join(rows)


def documented_tables() -> list[str]:
    """Markdown tables: per game its parameters, its observation layout, then the history
    part of its information-state tensor (LOGO, Logic & Lore)."""
    from logo_kit.openspiel import load_game

    tables = []
    for name, params in DOCUMENTED_SETUPS:
        game = load_game(name, **params)
        shown = ", ".join(f"{k}={v}" for k, v in params.items()) or "defaults"
        tables.append(parameter_table(name))
        tables.append(game.observation_layout.table(f"{name} ({shown}): observation tensor"))
        if game.history_layout is not None:
            title = f"{name} ({shown}): information-state tensor, after the observation"
            tables.append(game.history_layout.table(title))
    return tables


if __name__ == "__main__":  # pragma: no cover - prints the tables for the page
    print("\n\n".join(documented_tables()))
