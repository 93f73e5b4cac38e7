"""Write JupyterLab settings overrides into a virtual environment.

Stops the news and update pop-ups and the "Select Kernel" question (they
would cover the lessons in a classroom and in browser tests).
Usage: ``python tools/lab_settings.py .venv``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OVERRIDES = {
    "@jupyterlab/apputils-extension:notification": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
    # Open a lesson straight into its kernel instead of asking which kernel to start.
    "@jupyterlab/notebook-extension:tracker": {"autoStartDefaultKernel": True},
}


def main(venv: str) -> None:
    target = Path(venv) / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(OVERRIDES, indent=2) + "\n")
    print(f"wrote {target}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else sys.prefix)
