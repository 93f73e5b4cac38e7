"""The Voilà server for the apps (``make apps``, and the students' side of ``make class``).

    python tools/app_server.py apps --port=8866 --ClassroomVoila.warm="{'logo-table.ipynb': 30}"

It is Voilà (every Voilà option works) with what a classroom needs on top:

* **Bounded kernels.** Every page visit holds a Python kernel (about 120-160 MB).
  The server holds at most ``max_kernels`` of them (default: what this machine's
  free memory holds, :func:`default_max_kernels`), counting the preheated ones.
  A visit beyond that gets a short page, *"The class is full — ask your teacher"*
  (HTTP 503, tried again every 30 s), never a page that hangs.
* **A vanished page's kernel ends.** A kernel whose page connected and then has had
  no connection for ``page_gone_seconds`` (60) is shut down, however the page went: a
  closed tab (which Voilà also ends at once), a killed browser, a shut laptop lid
  (the connection is then found dead by websocket pings every :data:`PING_SECONDS`).
  :func:`worst_case_release_seconds` is how long a shut lid can hold its kernel
  (under 2 minutes with the defaults). A page that never connected (a script's
  fetch, or a page still loading on a very busy laptop) gets
  ``first_connect_seconds`` (5 minutes). Kernels waiting preheated for a visit are
  left alone.
* **Preheating sized to the lesson.** ``warm`` says how many preheated kernels each
  app has ready when the server starts (apps not named get none, unless
  ``--pool_size`` gives a default); after the class has come in, a visited app's
  pool is refilled to ``spare`` kernels, ``fill_delay`` seconds after each visit, so
  a class arriving at once is not slowed by refills.
* **Light pages.** Responses are gzip-compressed (plotly.js alone shrinks from 4.8 to
  1.4 MB; a static file is compressed once and served from memory after), kernel
  messages are compressed on the websocket, and the lab extensions' versioned files
  are cached by the browser for good, so a student's second app loads no JavaScript
  again. ``light_apps`` leave plotly.js out altogether (their charts are SVG).
* **A status line** at ``/class-status`` (JSON: kernels running, how many have a
  page connected, the cap, kernels ready per app, culling rounds so far) for
  ``make class`` to say when the class can come in, and for the class-load benchmark.
"""

from __future__ import annotations

import asyncio
import gzip
import html
import json
import os
import sys
import time
import uuid
from pathlib import Path
from typing import ClassVar

from jupyter_server.auth.decorator import allow_unauthenticated
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado import web
from tornado.web import GZipContentEncoding
from traitlets import Dict, Float, Integer, List, Unicode, default
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

KERNEL_MB = 160
"""Memory a student's kernel may reach (an experiment board measured 120-160 MB)."""
RESERVED_MB = 1024
"""Memory left to the server, the teacher's board and the rest of the machine."""
PING_SECONDS = 10
"""How often the server pings each page's connection; a page that has not answered
for :data:`PONG_TIMEOUT_SECONDS` (a shut lid, a lost network) counts as gone."""
PONG_TIMEOUT_SECONDS = 20
CULL_EVERY_SECONDS = 5
FULL_RETRY_SECONDS = 30
PLOTLY_EXTENSION = "jupyterlab-plotly"
GZIP_LEVEL = 9  # compressed once and kept: the smallest is worth the one-time cost

FULL_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>The class is full</title>
<meta http-equiv="refresh" content="{retry}">
<style>body{{font:18px/1.5 sans-serif;max-width:32em;margin:4em auto;padding:0 1em}}</style>
</head><body><h1>The class is full — ask your teacher</h1>
<p>This server already holds as many boards as it can ({cap}). When a classmate
closes theirs, there is room again: this page tries again every {retry} seconds.</p>
<p><small>{app}</small></p></body></html>
"""


class ClassFull(web.HTTPError):
    """No room for another kernel: the server holds ``max_kernels`` already."""

    def __init__(self, cap: int) -> None:
        super().__init__(503, reason="The class is full")
        self.cap = cap


def available_mb(meminfo: Path = Path("/proc/meminfo")) -> int:
    """This machine's available memory in MB (``MemAvailable``), or 4096 if unknown."""
    try:
        for line in meminfo.read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) // 1024
    except (OSError, ValueError, IndexError):
        pass
    return 4096


def default_max_kernels(free_mb: int | None = None) -> int:
    """How many kernels fit in ``free_mb`` (default: the available memory now), keeping
    :data:`RESERVED_MB` for the rest; at least 4.

    >>> default_max_kernels(8 * 1024 + RESERVED_MB)
    51
    """
    free = available_mb() if free_mb is None else free_mb
    return max(4, (free - RESERVED_MB) // KERNEL_MB)


def worst_case_release_seconds(page_gone_seconds: float) -> float:
    """Longest time a page that vanished without a word (a shut lid) holds its kernel:
    the pings that find its connection dead, one culling round to notice, the grace
    period, and one more round to act."""
    found_dead = PONG_TIMEOUT_SECONDS + PING_SECONDS
    return found_dead + CULL_EVERY_SECONDS + page_gone_seconds + CULL_EVERY_SECONDS


class BoundedKernelManager(AsyncMappingKernelManager):
    """Voilà's kernel manager with a cap on kernels and an end for kernels whose page
    is gone (Voilà adds its preheated pools on top of this class)."""

    max_kernels = Integer(
        0, config=True, help="Most kernels at once, preheated ones included (0: sized to memory)"
    )
    page_gone_seconds = Float(
        60, config=True, help="A kernel whose page connected, then left, is ended this late"
    )
    first_connect_seconds = Float(
        300,
        config=True,
        help="A kernel whose page never connected is ended this late (a busy laptop may "
        "take a minute or more between a page's HTML and its connection)",
    )

    @default("cull_idle_timeout")
    def _cull_idle_timeout_default(self) -> int:
        return 1  # only switches jupyter_server's culling round on: cull_kernels decides

    @default("cull_interval")
    def _cull_interval_default(self) -> int:
        return CULL_EVERY_SECONDS

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        if self.max_kernels <= 0:
            self.max_kernels = default_max_kernels()
        self._starting: set[str] = set()  # kernels being started (their ids given here)
        self._unattended: dict[str, float] = {}  # kernel → since when nothing holds it
        self._connected_once: set[str] = set()  # kernels whose page has connected
        self._closing = False
        self.culling_rounds = 0
        self.log.info("Kernels: at most %d at once", self.max_kernels)

    # --- the cap ------------------------------------------------------------------
    def kernel_count(self) -> int:
        """Kernels running or being started."""
        return len(self._kernels.keys() | self._starting)

    def is_full(self) -> bool:
        return self.kernel_count() >= self.max_kernels

    async def start_kernel(self, *args, **kwargs) -> str:
        """Start a kernel if there is room: a page's kernel is refused beyond the cap
        (:class:`ClassFull`), a preheated refill waits for room."""
        refill = (kwargs.get("env") or {}).get("VOILA_PREHEAT") == "True"
        while refill and self.is_full() and not self._closing:
            await asyncio.sleep(1)
        if self._closing:
            raise RuntimeError("the server is stopping")
        if self.is_full():
            raise ClassFull(self.max_kernels)
        kernel_id = kwargs.setdefault("kernel_id", str(uuid.uuid4()))
        self._starting.add(kernel_id)  # counted at once: two visits cannot both pass
        try:
            return await super().start_kernel(*args, **kwargs)
        finally:
            self._starting.discard(kernel_id)

    # --- preheated kernels ----------------------------------------------------------
    def _pools_now(self) -> dict:
        return getattr(self, "_pools", {})  # Voilà's preheating subclass keeps them

    def pooled(self, notebook: str) -> int:
        """Preheated kernels of ``notebook`` waiting for a visit (some may still be running
        the notebook: a visit then waits for that, never for a new kernel)."""
        return sum(_finished(task) is not None for task in self._pools_now().get(notebook, ()))

    def ready(self) -> dict[str, int]:
        """Preheated kernels with their board built, per preheated app."""
        counts = {}
        for name, pool in self._pools_now().items():
            if pool:
                results = [_finished(task) for task in pool]
                counts[name] = sum(r is not None and r["task"].done() for r in results)
        return counts

    def _waiting_in_pools(self) -> set[str]:
        ids = set()
        for pool in self._pools_now().values():
            for task in pool:
                result = _finished(task)
                if result is not None:
                    ids.add(result["kernel_id"])
        return ids

    # --- ending kernels whose page is gone --------------------------------------------
    def notify_connect(self, kernel_id: str) -> None:
        super().notify_connect(kernel_id)
        self._connected_once.add(kernel_id)

    async def cull_kernels(self) -> None:
        """One culling round: a kernel that no page holds, that is not starting, not
        running its notebook (a page being rendered) and not waiting preheated, is ended
        once that has lasted ``page_gone_seconds`` (its page had connected and left) or
        ``first_connect_seconds`` (its page never connected: still loading on a slow
        laptop, or never a page at all)."""
        now = time.monotonic()
        held = self._waiting_in_pools() | self._starting
        for kernel_id, kernel in list(self._kernels.items()):
            busy = getattr(kernel, "execution_state", None) in ("busy", "starting")
            if busy or kernel_id in held or self._kernel_connections.get(kernel_id, 0) > 0:
                self._unattended.pop(kernel_id, None)
                continue
            since = self._unattended.setdefault(kernel_id, now)
            left = kernel_id in self._connected_once
            if now - since >= (self.page_gone_seconds if left else self.first_connect_seconds):
                self.log.info(
                    "Ending kernel %s: no page has held it for %.0f s", kernel_id, now - since
                )
                self._unattended.pop(kernel_id, None)
                try:
                    await self.shutdown_kernel(kernel_id)
                except Exception as error:  # one kernel's trouble must not stop the round
                    self.log.warning("Could not end kernel %s: %s", kernel_id, error)
        for kernel_id in list(self._unattended):
            if kernel_id not in self._kernels:
                del self._unattended[kernel_id]
        self._connected_once &= set(self._kernels)
        self.culling_rounds += 1

    async def shutdown_all(self, *args, **kwargs) -> None:
        self._closing = True  # refills waiting for room give up
        await super().shutdown_all(*args, **kwargs)


def _finished(task: asyncio.Future) -> dict | None:
    """A preheating task's result once it has one (None while it runs, or if it failed)."""
    if not task.done() or task.cancelled() or task.exception() is not None:
        return None
    return task.result()


class PageHandler(TornadoVoilaHandler):
    """Voilà's page, or the class-full page when no kernel is ready and none may start."""

    async def get(self, path=None):
        notebook = self.notebook_path or path
        manager = self.kernel_manager  # a BoundedKernelManager: ClassroomVoila makes it
        if not manager.pooled(notebook) and manager.is_full():
            raise ClassFull(manager.max_kernels)
        await super().get(path)

    def write_error(self, status_code: int, **kwargs) -> None:
        error = kwargs.get("exc_info", (None, None))[1]
        if not isinstance(error, ClassFull):
            return super().write_error(status_code, **kwargs)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Retry-After", str(FULL_RETRY_SECONDS))
        self.set_header("Cache-Control", "no-store")
        self.finish(
            FULL_PAGE.format(
                retry=FULL_RETRY_SECONDS,
                cap=error.cap,
                app=html.escape(self.request.path),
            )
        )


class CompressedOnce:
    """A static file handler's mix-in: a compressible file is gzipped once (per version of
    the file) and then served from memory to every browser that accepts gzip, instead
    of being compressed again for each of thirty students."""

    _gzipped: ClassVar[dict[tuple[str, float, int], bytes]] = {}

    @allow_unauthenticated  # as the static handlers it joins: their files need no login
    async def get(self, path: str, include_body: bool = True) -> None:
        request = self.request
        if "gzip" not in request.headers.get("Accept-Encoding", "") or "Range" in request.headers:
            return await super().get(path, include_body)
        # tornado's StaticFileHandler.get, up to the body
        self.path = self.parse_url_path(path)
        absolute = self.get_absolute_path(self.root, self.path)
        self.absolute_path = self.validate_absolute_path(self.root, absolute)
        if self.absolute_path is None:
            return None
        kind = self.get_content_type().split(";")[0]
        if not (kind.startswith("text/") or kind in GZipContentEncoding.CONTENT_TYPES):
            return await super().get(path, include_body)
        self.modified = self.get_modified_time()
        self.set_headers()
        if self.should_return_304():
            self.set_status(304)
            return None
        body = self._compressed(self.absolute_path)
        self.set_header("Content-Encoding", "gzip")  # the response transform leaves it be
        self.set_header("Content-Length", len(body))
        if include_body:
            self.write(body)
        return None

    @classmethod
    def _compressed(cls, path: str) -> bytes:
        info = os.stat(path)
        key = (path, info.st_mtime, info.st_size)
        if key not in cls._gzipped:
            with open(path, "rb") as file:
                cls._gzipped[key] = gzip.compress(file.read(), GZIP_LEVEL, mtime=0)
        return cls._gzipped[key]


def _compressed_once(handler: type) -> type:
    """``handler`` with :class:`CompressedOnce` in front (the same handler otherwise)."""
    return type(f"Compressed{handler.__name__}", (CompressedOnce, handler), {})


class StatusHandler(web.RequestHandler):
    """``/class-status``: kernels running, the cap, and kernels ready per app (no names,
    no ids)."""

    def get(self) -> None:
        manager = self.settings["kernel_manager"]
        self.set_header("Cache-Control", "no-store")
        self.finish(
            {
                "kernels": manager.kernel_count(),
                "connected": sum(n > 0 for n in manager._kernel_connections.values()),
                "max_kernels": manager.max_kernels,
                "ready": manager.ready(),
                "culling_rounds": manager.culling_rounds,
            }
        )


class ClassroomVoila(Voila):
    """Voilà with bounded kernels, the class-full page, lesson-sized preheating, light
    pages and ``/class-status`` (see the module's docstring)."""

    name = "voila"
    warm = Dict(
        {},
        config=True,
        help="Preheated kernels per app, e.g. {'logo-experiment.ipynb': 30}; others: pool_size",
    )
    fill_delay = Float(
        60.0, config=True, help="Seconds after a visit before its app's pool is refilled"
    )
    spare = Integer(
        None,
        allow_none=True,
        config=True,
        help="After the first visits, a warm app's pool is refilled to this many (None: all)",
    )
    light_apps = List(
        Unicode(),
        config=True,
        help="Apps whose pages leave plotly.js out (their charts are drawn as SVG)",
    )

    def initialize(self, argv=None) -> None:
        super().initialize(argv)
        config = self.config
        config.VoilaConfiguration.multi_kernel_manager_class = BoundedKernelManager
        if self.warm:
            pools = {"default": {"pool_size": self.voila_configuration.default_pool_size}}
            pools.update({app: {"pool_size": int(n)} for app, n in self.warm.items()})
            config.VoilaKernelManager.kernel_pools_config = pools
        config.VoilaKernelManager.fill_delay = self.fill_delay
        self.voila_configuration.multi_kernel_manager_class = BoundedKernelManager
        if self.light_apps:
            self.voila_configuration.page_config_hook = self._leave_out_plotly

    def _leave_out_plotly(self, page_config: dict, *, notebook_path: str, **_) -> dict:
        """A light app's page config, without the plotly.js extension (1.4 MB)."""
        if Path(notebook_path).stem not in {Path(app).stem for app in self.light_apps}:
            return page_config
        extensions = page_config.get("federated_extensions", [])
        page_config["federated_extensions"] = [
            e for e in extensions if e.get("name") != PLOTLY_EXTENSION
        ]
        return page_config

    def init_settings(self) -> dict:
        settings = super().init_settings()  # makes the kernel manager: warm pools fill now
        if self.warm and self.spare is not None:  # later refills: only a few spare
            pools = dict(self.kernel_manager.kernel_pools_config)
            for app, kernels in self.warm.items():
                pools[app] = {"pool_size": min(int(kernels), self.spare)}
            self.kernel_manager.kernel_pools_config = pools
        prefix = self.server_url.rstrip("/")
        settings.update(
            compress_response=True,  # read when the application is made: too late for
            # Voilà's tornado_settings option
            websocket_compression_options={},
            ws_ping_interval=PING_SECONDS * 1000,
            ws_ping_timeout=PONG_TIMEOUT_SECONDS * 1000,
            # the lab extensions' files carry their build's hash (name or ?v=): a new
            # build is a new address, so the browser may keep them for good
            static_immutable_cache=[f"{prefix}/voila/labextensions/"],
        )
        return settings

    def init_handlers(self) -> list:
        handlers = []
        for route in super().init_handlers():
            handler = route[1]
            if handler is TornadoVoilaHandler:
                handler = PageHandler
            elif isinstance(handler, type) and issubclass(handler, web.StaticFileHandler):
                handler = _compressed_once(handler)
            handlers.append((route[0], handler, *route[2:]))
        status = f"{self.server_url.rstrip('/')}/class-status"
        return [(status, StatusHandler), *handlers]


def status(url: str, timeout: float = 10) -> dict:
    """The ``/class-status`` of the server at ``url`` (raises OSError if it does not answer)."""
    import urllib.request

    with urllib.request.urlopen(f"{url.rstrip('/')}/class-status", timeout=timeout) as reply:
        return json.loads(reply.read())


def main(argv: list[str] | None = None) -> None:
    ClassroomVoila.launch_instance(argv)


if __name__ == "__main__":
    main(sys.argv[1:])
