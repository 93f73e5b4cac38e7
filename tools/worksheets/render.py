"""Printable worksheets: a lesson as a student reads it on paper, and the teacher's key.

The worksheet is built from the teacher's source (its stored outputs are the
lesson's numbers) with the code hidden: prose and maths, printed tables and
formulas, charts, and, where the lesson asks an exercise, a ruled box to
write in. What would give an answer away is left out: solution cells, grade
cells, and the output of ``predict``/``reveal``/``check`` cells. Maths is
turned into MathML (Chromium draws it with no script and no network); plotly
charts are drawn by the plotly.js that the ``plotly`` package ships, copied
once beside the pages.
"""

from __future__ import annotations

import base64
import html
import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from latex2mathml.converter import convert as latex_to_mathml
from nbconvert.filters.markdown_mistune import IPythonRenderer, MarkdownWithMath

from .lesson import exercise_cells, is_grade, is_solution
from .teacher import KeyEntry

STYLE = Path(__file__).with_name("worksheet.css")
PLOTLY_JS = "plotly.min.js"
_REVEALING = re.compile(r"\b(?:check|predict|reveal)\(")
_BOARD = re.compile(r"\b([A-Z]\w*Board)\(")
_LINES = {"prediction": 2, "answer": 3, "why": 6}
_LABELS = {"prediction": "Your prediction", "answer": "Your answer", "why": "Your answer"}


class _MathRenderer(IPythonRenderer):
    """nbconvert's notebook-markdown renderer, with maths written as MathML."""

    def block_math(self, body: str) -> str:
        return _math(body, "block")

    def inline_math(self, body: str) -> str:
        return _math(body, "inline")

    def latex_environment(self, name: str, body: str) -> str:
        return _math(f"\\begin{{{name}}}{body}\\end{{{name}}}", "block")


def _math(tex: str, display: str) -> str:
    try:
        return latex_to_mathml(tex, display=display)
    except Exception:  # an expression latex2mathml cannot read stays visible as TeX
        return f"<code class='tex'>{html.escape(tex)}</code>"


def markdown(source: str) -> str:
    """Notebook markdown (with $…$ and $$…$$ maths) as HTML."""
    renderer = _MathRenderer(escape=False, exclude_anchor_links=True)
    return MarkdownWithMath(renderer=renderer).render(source)


def _text(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


class _Outputs:
    """Turns stored outputs into print HTML; counts the charts it placed."""

    def __init__(self, boards: Mapping[str, str]) -> None:
        self.boards = boards
        self.plots = 0

    def cell(self, cell: Any) -> str:
        parts = [self.output(output, cell.source) for output in cell.get("outputs", [])]
        return "".join(part for part in parts if part)

    def output(self, output: Any, source: str) -> str:
        kind = output.get("output_type")
        if kind == "stream":
            return f"<pre class='out'>{html.escape(_text(output.get('text', '')))}</pre>"
        if kind not in ("display_data", "execute_result"):
            return ""  # errors are not printed (a lesson stores none)
        data = output.get("data", {})
        if "application/vnd.plotly.v1+json" in data:
            return self._plot(data["application/vnd.plotly.v1+json"])
        if "application/vnd.jupyter.widget-view+json" in data:
            return self._board(source)
        if "text/html" in data:
            return f"<div class='out html'>{_text(data['text/html'])}</div>"
        if "image/svg+xml" in data:
            return f"<figure class='out'>{_text(data['image/svg+xml'])}</figure>"
        for image in ("image/png", "image/jpeg"):
            if image in data:
                encoded = _text(data[image]).replace("\n", "")
                source = f"data:{image};base64,{encoded}"
                return f"<figure class='out'><img alt='' src='{source}'></figure>"
        if "text/latex" in data:
            tex = _text(data["text/latex"]).strip().strip("$").strip()
            return f"<div class='out math'>{_math(tex, 'block')}</div>"
        if "text/markdown" in data:
            return f"<div class='out'>{markdown(_text(data['text/markdown']))}</div>"
        if "text/plain" in data:
            return f"<pre class='out'>{html.escape(_text(data['text/plain']))}</pre>"
        return ""

    def _plot(self, figure: Any) -> str:
        self.plots += 1
        spec = json.dumps({"data": figure.get("data", []), "layout": figure.get("layout", {})})
        spec = spec.replace("</", "<\\/")
        return (
            f"<figure class='out plot' id='plot-{self.plots}'></figure>"
            f"<script type='application/json' id='plot-{self.plots}-data'>{spec}</script>"
        )

    def _board(self, source: str) -> str:
        found = _BOARD.search(source)
        name = found[1] if found else "board"
        app = self.boards.get(name)
        where = f" or as the app <b>{html.escape(app)}</b> (<code>make apps</code>)" if app else ""
        return (
            "<div class='board-note'>Interactive board <b>"
            f"{html.escape(name)}</b>: use it in the lesson{where}. Print the app's page to "
            "keep its state and numbers.</div>"
        )


def _answer_box(kind: str, key: str | None) -> str:
    label = _LABELS[kind] + (f" (exercise {key})" if key else "")
    lines = _LINES[kind]
    return (
        f"<section class='answer {kind}' data-exercise='{html.escape(key or '')}'>"
        f"<div class='label'>{html.escape(label)}</div>"
        + "<div class='line'></div>" * lines
        + "</section>"
    )


def _page(title: str, body: str, *, kind: str, plots: int, banner: str) -> str:
    style = STYLE.read_text()
    script = f"<script>{_FIT_SCRIPT}</script>"
    if plots:
        script += f"<script src='{PLOTLY_JS}'></script><script>{_PLOT_SCRIPT}</script>"
    else:
        script += "<script>window.worksheetReady = true;</script>"
    return (
        "<!doctype html>\n<html lang='en'><head><meta charset='utf-8'>"
        f"<title>{html.escape(title)}</title><style>{style}</style></head>"
        f"<body class='{kind}'><header class='sheet-head'>"
        "<div class='who'><span>Name</span><span>Class</span><span>Date</span></div>"
        f"<div class='banner'>{html.escape(banner)}</div></header>"
        f"<main>{body}</main>{script}</body></html>\n"
    )


# A formula or a table wider than the page is drawn smaller, never cut at the edge.
_FIT_SCRIPT = """
document.querySelectorAll('math[display="block"], .out.html table').forEach(element => {
  const room = element.parentElement.clientWidth;
  const need = element.scrollWidth;
  if (need > room) {
    const scale = Math.max(0.4, (room - 2) / need);
    if (element.tagName.toLowerCase() === "math") {
      element.style.fontSize = (scale * 100).toFixed(1) + "%";
    } else {
      element.style.zoom = scale.toFixed(3);
    }
  }
});
"""

_PLOT_SCRIPT = """
(function () {
  const figures = Array.from(document.querySelectorAll("figure.plot"));
  if (typeof Plotly === "undefined") {
    figures.forEach(f => { f.textContent = "(chart: open the lesson to see it)"; });
    window.worksheetReady = true;
    return;
  }
  const drawn = figures.map(figure => {
    const spec = JSON.parse(document.getElementById(figure.id + "-data").textContent);
    const layout = Object.assign({}, spec.layout, {width: figure.clientWidth, autosize: false});
    return Plotly.newPlot(figure, spec.data, layout, {staticPlot: true, displayModeBar: false});
  });
  Promise.all(drawn).then(
    () => { window.worksheetReady = true; },
    error => { window.worksheetError = String(error); window.worksheetReady = true; });
})();
"""


def title_of(notebook: Any, fallback: str) -> str:
    """The lesson's first ``# `` heading (its file stem if it has none)."""
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return fallback


def worksheet(notebook: Any, stem: str, boards: Mapping[str, str]) -> str:
    """The student's printable worksheet of a lesson (teacher's source in, HTML out)."""
    asked = {item.cell_index: item for item in exercise_cells(notebook)}
    outputs = _Outputs(boards)
    parts: list[str] = []
    for index, cell in enumerate(notebook.cells):
        if index in asked:
            parts.append(_answer_box(asked[index].kind, asked[index].key))
        elif is_solution(cell) or is_grade(cell):
            continue  # a solution or grade cell that does not belong to an exercise
        elif cell.cell_type == "markdown":
            parts.append(f"<div class='md'>{markdown(cell.source)}</div>")
        elif cell.cell_type == "code" and not _REVEALING.search(cell.source):
            shown = outputs.cell(cell)
            if shown:
                parts.append(f"<div class='cell'>{shown}</div>")
    title = title_of(notebook, stem)
    return _page(title, "\n".join(parts), kind="worksheet", plots=outputs.plots,
                 banner=f"{stem} · worksheet")


def key(entries: list[KeyEntry], notebook: Any, stem: str) -> str:
    """The teacher's printable answer key of a lesson."""
    title = title_of(notebook, stem)
    parts = [f"<h1>{html.escape(title)}</h1><h2>Answer key</h2>"]
    if not entries:
        parts.append("<p>This lesson has no exercises in the bank.</p>")
    for entry in entries:
        where = "" if entry.in_lesson else " <i>(in the bank, not in this lesson)</i>"
        rows = [
            f"<h3>{html.escape(entry.key)} <small>{html.escape(entry.level)}, "
            f"{html.escape(entry.kind)}</small>{where}</h3>",
            f"<div class='prompt'>{markdown(entry.prompt)}</div>",
        ]
        if entry.answer:
            rows.append(f"<p class='given'>Answer: <b>{html.escape(entry.answer)}</b></p>")
        if entry.model_answer:
            model = markdown(entry.model_answer)
            rows.append(f"<div class='given model'>Model answer: {model}</div>")
        if entry.solution.strip():
            rows.append(f"<pre class='solution'>{html.escape(entry.solution.strip())}</pre>")
        if entry.mistakes:
            items = "".join(
                f"<li><code>{html.escape(wrong)}</code>: {html.escape(why)}</li>"
                for wrong, why in entry.mistakes
            )
            rows.append(f"<p>Common wrong answers and the feedback they get:</p><ul>{items}</ul>")
        if entry.hint:
            rows.append(f"<p>Hint for any other answer: {html.escape(entry.hint)}</p>")
        parts.append(f"<section class='key-entry'>{''.join(rows)}</section>")
    return _page(f"{title} — answer key", "\n".join(parts), kind="key", plots=0,
                 banner=f"{stem} · answer key (teacher)")


def copy_plotly(folder: Path) -> None:
    """Put plotly.js (from the installed plotly package) beside the worksheets."""
    import plotly

    source = Path(plotly.__file__).parent / "package_data" / PLOTLY_JS
    target = folder / PLOTLY_JS
    if not target.exists() or target.stat().st_size != source.stat().st_size:
        target.write_bytes(source.read_bytes())


def data_uri_png(path: Path) -> str:
    """A PNG file as a data: URI (for an index page that travels as one file)."""
    return "data:image/png;base64," + base64.b64encode(path.read_bytes()).decode()
