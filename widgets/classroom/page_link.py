"""The page's side of a class board: what the student's browser remembers, and whether the
page still reaches its server.

:class:`PageLink` is an invisible anywidget (its JavaScript ships in ``page_link.js``):

- **A name's secret.** The browser keeps a random secret in its ``localStorage`` (made
  once per browser) with the class code and name it last joined; the board reads them
  here. The class pool gives a name to the first secret that joins under it, so another
  browser cannot take it, and a reload rejoins in one step (the code and name are filled
  in again).
- **A heartbeat.** The page pings every few seconds (and at every press); the kernel
  answers. With no answer the page shows "Connection lost — reload the page" across its
  top, so a student whose server restarted is told, rather than pressing Add to no
  effect. Each ping also lets the board do what waits on time (:attr:`on_beat`: results
  held while the teacher paused are sent once the teacher resumes).
- **The kernel ends with its page** (``end_kernel_on_close=True``, the teacher's board):
  Voilà's own close-time shutdown posts without an XSRF field, which a server behind a
  token refuses (403), so the teacher's kernel outlived every visit; the page asks for
  the shutdown itself, with the token its address carries.

>>> link = PageLink()
>>> beats = []
>>> link.on_beat = lambda: beats.append(1)
>>> answers = []
>>> link.send = answers.append               # the kernel's answer, caught for the example
>>> link._handle_custom_msg({"type": "ping"}, [])
>>> answers, beats
([{'type': 'pong'}], [1])
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

__all__ = ["PageLink"]


class PageLink(anywidget.AnyWidget):
    """Invisible: the browser's memory for the class, and the page's heartbeat."""

    _esm = Path(__file__).with_name("page_link.js")
    secret = traitlets.Unicode("").tag(sync=True)
    """This browser's secret ('' until the page has said it)."""
    remembered = traitlets.Dict({}).tag(sync=True)
    """The class code and name this browser last joined (``{"code": …, "name": …}``)."""
    end_kernel_on_close = traitlets.Bool(False).tag(sync=True)
    """True: when the page closes, it shuts its kernel down (the teacher's page)."""

    def __init__(self, *, end_kernel_on_close: bool = False) -> None:
        super().__init__(
            layout={"height": "0px", "margin": "0", "overflow": "hidden"},
            end_kernel_on_close=end_kernel_on_close,
        )
        self.add_class("logo-kit-page-link")
        self.on_beat: Callable[[], Any] | None = None
        self.on_msg(self._message)

    def remember(self, code: str, name: str) -> None:
        """Have the browser remember this class and name (for a one-step rejoin)."""
        self.remembered = {"code": code, "name": name}

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict) or content.get("type") != "ping":
            return  # the page sends nothing else; anything else is ignored
        self.send({"type": "pong"})
        if self.on_beat is not None:
            self.on_beat()
