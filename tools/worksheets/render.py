"""Printing on paper: markdown and stored outputs as HTML, the page around them, the key.

The worksheet itself is put together in :mod:`tools.worksheets.sheet`; this
module turns what it chose into print HTML. Maths is turned into MathML
(Chromium draws it with no script and no network); plotly charts are drawn by
the plotly.js that the ``plotly`` package ships, copied once beside the pages,
with the chart's title printed as a caption above it and the legend between
caption and plot, so title and legend never overlap.
"""

from __future__ import annotations

import base64
import html
import json
import re
from pathlib import Path
from typing import Any

from latex2mathml.converter import convert as latex_to_mathml
from nbconvert.filters.markdown_mistune import IPythonRenderer, MarkdownWithMath

from .teacher import KeyEntry

STYLE = Path(__file__).with_name("worksheet.css")
PLOTLY_JS = "plotly.min.js"


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


# sympy writes a symbol named "P(first card BUST)" as plain TeX letters, and maths drops
# the spaces between them ("P(firstcardBUST)"): words in brackets are printed as text.
_WORDS_IN_BRACKETS = re.compile(r"\(([A-Za-z]+(?: [A-Za-z0-9,]+)+)\)")


def _spaced_symbols(tex: str) -> str:
    return _WORDS_IN_BRACKETS.sub(lambda found: f"(\\text{{{found[1]}}})", tex)


def markdown(source: str) -> str:
    """Notebook markdown (with $…$ and $$…$$ maths) as HTML."""
    renderer = _MathRenderer(escape=False, exclude_anchor_links=True)
    return MarkdownWithMath(renderer=renderer).render(source)


def _text(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


class _Outputs:
    """Turns stored outputs into print HTML; counts the charts it placed."""

    def __init__(self) -> None:
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
            return ""  # a board is for the screen: the worksheet asks on paper
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
            tex = _spaced_symbols(_text(data["text/latex"]).strip().strip("$").strip())
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


# A formula or a table wider than the page is drawn smaller, never cut at the edge, but
# never under 9 pt (12 px) either: what still does not fit is reported as too wide.
_FIT_SCRIPT = """
document.querySelectorAll('math[display="block"], .out.html table').forEach(element => {
  const room = element.parentElement.clientWidth;
  const need = element.scrollWidth;
  if (need > room) {
    const size = parseFloat(getComputedStyle(element).fontSize);
    const scale = Math.min(1, Math.max(12 / size, (room - 2) / need));
    if (element.tagName.toLowerCase() === "math") {
      element.style.fontSize = (scale * 100).toFixed(1) + "%";
    } else {
      element.style.zoom = scale.toFixed(3);
    }
  }
});
"""

_PLOT_SCRIPT = r"""
(function () {
  const figures = Array.from(document.querySelectorAll("figure.plot"));
  if (typeof Plotly === "undefined") {
    figures.forEach(f => { f.textContent = "(chart: open the lesson to see it)"; });
    window.worksheetReady = true;
    return;
  }
  const drawn = figures.map(figure => {
    const spec = JSON.parse(document.getElementById(figure.id + "-data").textContent);
    // The title is printed above the chart as a caption and the legend below the plot
    // area, so the two can never overlap (a title drawn inside the plot covered the legend).
    const title = spec.layout.title;
    const text = typeof title === "string" ? title : (title && title.text) || "";
    if (text) {
      const caption = document.createElement("figcaption");
      caption.innerHTML = text.replace(/<br\s*\/?>/gi, " ");  // the page wraps it
      figure.parentElement.insertBefore(caption, figure);
    }
    const margin = Object.assign({}, spec.layout.margin || {}, {t: 12});
    const layout = Object.assign({}, spec.layout, {
      width: figure.clientWidth, autosize: false, title: {text: ""}, margin: margin,
      legend: Object.assign({}, spec.layout.legend || {},
                            {orientation: "h", x: 0, xanchor: "left", y: 1.02,
                             yanchor: "bottom"}),
    });
    if (!spec.layout.height) { layout.height = 300; }
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
        if entry.method:
            lines = "".join(f"<li>{markdown(line)}</li>" for line in entry.method)
            rows.append(f"<div class='given board'>At the board:<ol>{lines}</ol></div>")
        if entry.library:
            rows.append(
                "<p class='given'>Check with the library:</p>"
                f"<pre class='solution'>{html.escape(entry.library)}</pre>"
            )
        elif entry.solution.strip():
            # a prediction the lesson then works out openly has no worked cell: what the
            # lesson's cell holds is a sample guess, not the solution
            label = (
                "A sample prediction (never marked)"
                if entry.kind == "prediction"
                else "The lesson's solution"
            )
            rows.append(
                f"<p class='given'>{label}:</p>"
                f"<pre class='solution'>{html.escape(entry.solution.strip())}</pre>"
            )
        if entry.mistakes:
            items = "".join(
                f"<li><code>{html.escape(wrong)}</code>: {html.escape(why)}</li>"
                for wrong, why in entry.mistakes
            )
            rows.append(f"<p>Common wrong answers and the feedback they get:</p><ul>{items}</ul>")
        if entry.hint:
            rows.append(f"<p>Hint for any other answer: {html.escape(entry.hint)}</p>")
        parts.append(f"<section class='key-entry'>{''.join(rows)}</section>")
    parts.append(f"<script>{_KEY_FIT_SCRIPT}</script>")
    return _page(
        f"{title} — answer key",
        "\n".join(parts),
        kind="key",
        plots=0,
        banner=f"{stem} · answer key (teacher)",
    )


# The page laid out page by page as Chromium prints it (a block that must not break — a
# question with its box, a chart, a tally, a key entry — moves whole to the next page):
# ``layout(pageHeight)`` gives the pages and how full the last one is. ``fitChoices``
# tries each choice (a function ``apply`` sets it), keeps the one with the fewest pages
# and then the fullest last page (but not so full that the estimate could spill over),
# and applies it. Run by the printer in print media (tools/worksheets/printing.py).
LAYOUT_SCRIPT = """
function layout(pageHeight) {
  const blocks = [document.querySelector(".sheet-head"),
                  ...document.querySelector("main").children]
    .filter(block => block && block.tagName !== "SCRIPT");
  let pages = 1, used = 0, previous = null;
  for (const block of blocks) {
    const box = block.getBoundingClientRect();
    if (box.height === 0) { continue; }
    const step = box.bottom - (previous === null ? box.top : previous);
    const whole = !block.matches("div.md");
    if (used + step <= pageHeight) {
      used += step;
    } else if (whole && box.height <= pageHeight) {
      pages += 1;
      used = box.height;
    } else {
      used += step;
      while (used > pageHeight) { pages += 1; used -= pageHeight; }
    }
    previous = box.bottom;
  }
  return {pages: pages, fill: used / pageHeight};
}
function fitChoices(pageHeight, choices, apply, fallback) {
  let best = null;
  for (const choice of choices) {
    apply(choice);
    const laid = Object.assign(layout(pageHeight), choice);
    if (laid.pages > 1 && laid.fill > 0.9) { continue; }
    if (best === null || laid.pages < best.pages
        || (laid.pages === best.pages && laid.fill > best.fill)) {
      best = laid;
    }
  }
  const chosen = best === null ? fallback : best;
  apply(chosen);
  return Object.assign(layout(pageHeight), chosen);
}
"""

# The key fits itself too: the largest type, down to 9 pt, that prints on the fewest pages.
_KEY_FIT_SCRIPT = (
    LAYOUT_SCRIPT
    + """
window.fitToPages = function (pageHeight) {
  const sizes = [10.5, 10, 9.5, 9].map(size => ({size: size}));
  const apply = choice => { document.body.style.fontSize = choice.size + "pt"; };
  let fewest = null;
  for (const choice of sizes) {
    apply(choice);
    const laid = layout(pageHeight);
    if (fewest === null || laid.pages < fewest.pages) {
      fewest = Object.assign(laid, choice);
    }
  }
  apply(fewest);
  return Object.assign(layout(pageHeight), {size: fewest.size});
};
"""
)


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
