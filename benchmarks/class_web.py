"""A student's web traffic, replayed without a browser: what the class-load benchmark sends
to the students' server for each of a class's students.

A :class:`ReplayedStudent` does what a student's page does, over HTTP and the kernel's
websocket, and times it:

1. asks for the app's page (the preheated board's HTML, compressed);
2. fetches the page's static files, six at a time as a browser does (the list a real
   Chromium fetched for the same page, :func:`benchmarks.class_browsers.page_weight`;
   none when no browser is at hand);
3. opens the kernel's websocket and asks for every widget's state (ipywidgets' control
   comm: what the page's widget manager does before it draws). The board is **usable**
   here: a browser would only have to draw it;
4. turns **Send to the class** on, types the class code and a name and presses **Join**
   (widget updates and a click, as the page sends them), until the board says
   "Joined class …";
5. types results and presses the experiment's add button, until the board says the class's
   count.

Everything a page would send is sent; nothing is read from the server that a page would
not read. The browser's own work (parsing JavaScript, drawing) is left out: that is
:mod:`benchmarks.class_browsers`' part.
"""

from __future__ import annotations

import asyncio
import gzip
import html
import json
import re
import struct
import threading
import time
import uuid
from collections.abc import Coroutine
from dataclasses import dataclass, field
from typing import Any, TypeVar

from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

TIMEOUT = 600.0  # seconds: only a hung server takes this long
STATIC_AT_ONCE = 6  # a browser's connections per host
CONTROL_PROTOCOL = "1.0.0"  # ipywidgets 8's widget control comm

APP_EXPERIMENT = {
    "logo-experiment": "logo-red-cards",
    "lore-hat-check": "lore-hat-check",
    "billionaire-draw-to-bust": "billionaire-draw-to-bust",
}
"""The class experiment each experiment app sends to."""
# app → (the results box's placeholder starts with, the add button's description, results)
EXPERIMENT_INPUTS = {
    "logo-experiment": ("each hand", "Add to the pool", "2 1 3"),
    "lore-hat-check": ("one number per shuffle", "Add our group", "1 0 2"),
    "billionaire-draw-to-bust": ("one count per shuffle", "Add group", "7 3 12"),
}
Result = TypeVar("Result")


def run_apart(coroutine: Coroutine[Any, Any, Result]) -> Result:
    """Run ``coroutine`` to its end in an event loop of its own, on a thread of its own,
    and return what it returns (or raise what it raises).

    ``asyncio.run`` refuses to start in a thread whose event loop is running, and
    Playwright's sync API (the browser tests' pages) leaves its loop marked running in
    the thread that started it: in a test process, the benchmark's students would then
    never start. A thread of its own has no loop. It is a daemon, so Ctrl-C ends the
    benchmark without waiting for its students.
    """
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = asyncio.run(coroutine)
        except BaseException as error:  # handed to the caller below, whatever it is
            outcome["error"] = error

    thread = threading.Thread(target=run, name="class-load-students", daemon=True)
    thread.start()
    thread.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


@dataclass
class Timings:
    """Seconds from asking for the page to each step (None: not reached)."""

    student: str = ""
    app: str = ""
    page: float | None = None  # the page's HTML received
    static: float | None = None  # and its static files (replayed students only)
    usable: float | None = None  # static files fetched and every widget's state received
    joined: float | None = None  # "Joined class …" shown
    clicked_add: float | None = None  # the moment Add was pressed (perf_counter)
    sent: float | None = None  # the class's count shown after Add
    error: str = ""
    received_bytes: int = 0  # what the server sent this student (HTTP bodies, websocket)
    extra: dict = field(default_factory=dict)


def _message(msg_type: str, content: dict, session: str, metadata: dict | None = None) -> dict:
    return {
        "header": {
            "msg_id": uuid.uuid4().hex,
            "msg_type": msg_type,
            "username": "student",
            "session": session,
            "version": "5.3",
            "date": time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime()),
        },
        "parent_header": {},
        "metadata": metadata or {},
        "content": content,
        "channel": "shell",
        "buffers": [],
    }


def _decode(frame: str | bytes) -> dict:
    """A kernel message from the websocket: JSON text, or the binary form that carries
    buffers (a count, offsets, then the JSON part first)."""
    if isinstance(frame, str):
        return json.loads(frame)
    count = struct.unpack("!I", frame[:4])[0]
    offsets = struct.unpack(f"!{count}I", frame[4 : 4 + 4 * count])
    end = offsets[1] if count > 1 else len(frame)
    return json.loads(frame[offsets[0] : end].decode())


def page_text(page: bytes) -> str:
    """What a page shows, roughly: its text without scripts, styles and tags, one space
    between words (for saying why a student got stuck)."""
    text = re.sub(rb"<(script|style)\b.*?</\1>", b" ", page, flags=re.S | re.I)
    text = re.sub(rb"<[^>]+>", b" ", text)
    return " ".join(html.unescape(text.decode(errors="replace")).split())


class ReplayedStudent:
    """One student's page, without a browser (see the module's docstring)."""

    def __init__(self, base: str, app: str, name: str, code: str, static: list[str]) -> None:
        self.base, self.app, self.name, self.code = base.rstrip("/"), app, name, code
        self.static = static
        self.timings = Timings(student=name, app=app)
        self.session = uuid.uuid4().hex
        self.states: dict[str, dict] = {}
        self._texts: list[str] = []
        self._done: set[str] = set()  # requests the kernel has finished (went idle after)
        self._changed = asyncio.Event()

    async def run(self, http: AsyncHTTPClient) -> Timings:
        start = time.perf_counter()
        try:
            await asyncio.wait_for(self._visit(http, start), TIMEOUT)
        except (TimeoutError, HTTPClientError, OSError, ValueError, KeyError) as error:
            self.timings.error = f"{type(error).__name__}: {error}"[:200]
        return self.timings

    async def _visit(self, http: AsyncHTTPClient, start: float) -> None:
        page = await self._get(http, f"{self.base}/voila/render/{self.app}.ipynb")
        self.timings.page = time.perf_counter() - start
        found = re.search(r'"kernelId": *"([0-9a-f-]{36})"', page.decode())
        if found is None:
            raise ValueError(f"no board on the page, which said: {page_text(page)[-300:]}")
        kernel = found.group(1)
        await self._fetch_static(http)
        self.timings.static = time.perf_counter() - start
        url = self.base.replace("http", "ws", 1) + f"/api/kernels/{kernel}/channels"
        url += f"?session_id={self.session}"
        socket = await websocket_connect(url, max_message_size=64 * 2**20)
        reader = asyncio.create_task(self._read(socket))
        try:
            await self._load_widgets(socket)
            self.timings.usable = time.perf_counter() - start
            await self._join(socket)
            self.timings.joined = time.perf_counter() - start
            await self._add(socket, start)
        finally:
            socket.close()
            reader.cancel()

    async def _get(self, http: AsyncHTTPClient, url: str) -> bytes:
        """The body at ``url``, asked for compressed as a browser asks (the bytes as sent
        are what counts)."""
        request = HTTPRequest(
            url,
            decompress_response=False,
            request_timeout=TIMEOUT,
            headers={"Accept-Encoding": "gzip"},
        )
        response = await http.fetch(request)
        self.timings.received_bytes += len(response.body)
        if response.headers.get("Content-Encoding") == "gzip":
            return gzip.decompress(response.body)
        return response.body

    async def _fetch_static(self, http: AsyncHTTPClient) -> None:
        queue = list(self.static)

        async def worker() -> None:
            while queue:
                await self._get(http, self.base + queue.pop(0))

        await asyncio.gather(*(worker() for _ in range(STATIC_AT_ONCE)))

    async def _read(self, socket) -> None:
        while True:
            frame = await socket.read_message()
            if frame is None:
                return
            self.timings.received_bytes += len(frame)
            message = _decode(frame)
            kind = message.get("msg_type") or message.get("header", {}).get("msg_type")
            if kind == "status" and message["content"].get("execution_state") == "idle":
                self._done.add(message.get("parent_header", {}).get("msg_id", ""))
                self._changed.set()
            if kind != "comm_msg":
                continue
            data = message["content"].get("data", {})
            if data.get("method") == "update_states":
                for model, entry in data.get("states", {}).items():
                    self.states[model] = dict(entry.get("state", {}))
            elif data.get("method") in ("update", "echo_update"):
                comm = message["content"]["comm_id"]
                self.states.setdefault(comm, {}).update(data.get("state", {}))
                value = data.get("state", {}).get("value")
                if isinstance(value, str):
                    self._texts.append(value)
            self._changed.set()

    async def _until(self, seen) -> None:
        while not seen():
            self._changed.clear()
            await self._changed.wait()

    def _send(self, socket, msg_type: str, content: dict, metadata: dict | None = None) -> str:
        message = _message(msg_type, content, self.session, metadata)
        socket.write_message(json.dumps(message))
        return message["header"]["msg_id"]

    async def _load_widgets(self, socket) -> None:
        control = uuid.uuid4().hex
        self._send(
            socket,
            "comm_open",
            {"comm_id": control, "data": {}, "target_name": "jupyter.widget.control"},
            {"version": CONTROL_PROTOCOL},
        )
        self._send(socket, "comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
        await self._until(lambda: bool(self.states))

    def _widget(self, **wanted) -> str:
        for model, state in self.states.items():
            if all(str(state.get(k, "")).startswith(v) for k, v in wanted.items()):
                return model
        raise KeyError(f"no widget with {wanted} on {self.app}")

    def _update(self, socket, model: str, **state) -> None:
        self._send(
            socket,
            "comm_msg",
            {"comm_id": model, "data": {"method": "update", "state": state, "buffer_paths": []}},
        )

    def _click(self, socket, model: str) -> str:
        return self._send(
            socket,
            "comm_msg",
            {"comm_id": model, "data": {"method": "custom", "content": {"event": "click"}}},
        )

    def _said(self, pattern: str, since: int = 0) -> bool:
        return any(re.search(pattern, text) for text in self._texts[since:])

    async def _click_until_said(self, socket, button: str, pattern: str) -> None:
        """Press ``button`` and wait until the kernel has handled the click (a send is
        stored by then); the board must then have said ``pattern``, or it refused."""
        since = len(self._texts)
        click = self._click(socket, button)
        await self._until(lambda: click in self._done)
        if not self._said(pattern, since):
            said = [re.sub("<[^>]+>", "", t) for t in self._texts[since:] if t.strip()]
            raise ValueError(f"the board said: {said[-1][:160] if said else 'nothing'}")

    async def _join(self, socket) -> None:
        self._update(
            socket, self._widget(_model_name="Checkbox", description="Send to"), value=True
        )
        self._update(
            socket, self._widget(_model_name="Text", placeholder="e.g. 7B"), value=self.code
        )
        self._update(
            socket, self._widget(_model_name="Text", placeholder="first name"), value=self.name
        )
        join = self._widget(_model_name="Button", description="Join")
        await self._click_until_said(socket, join, f"Joined class {re.escape(self.code)} as")

    async def _add(self, socket, start: float) -> None:
        placeholder, button, results = EXPERIMENT_INPUTS[self.app]
        box = self._widget(_model_name="Text", placeholder=placeholder)
        self._update(socket, box, value=results)
        add = self._widget(_model_name="Button", description=button)
        self.timings.clicked_add = time.perf_counter()
        await self._click_until_said(socket, add, rf"Class {re.escape(self.code)}: [1-9]\d* result")
        self.timings.sent = time.perf_counter() - start


async def replay_class(
    base: str, apps: list[str], students: int, code: str, static: list[str]
) -> list[Timings]:
    """``students`` replayed students arriving at once, spread over ``apps`` in turn."""
    AsyncHTTPClient.configure(None, max_clients=students * STATIC_AT_ONCE)
    http = AsyncHTTPClient()
    run = uuid.uuid4().hex[:4]  # names of this run's own: a name once joined is taken
    replayed = [
        ReplayedStudent(base, apps[i % len(apps)], f"s{i:02d}{run}", code, static)
        for i in range(students)
    ]
    return list(await asyncio.gather(*(student.run(http) for student in replayed)))
