// Keeps the plotly charts of a logo_kit board as wide as the board (see plot_fit.py).
// plotly sizes a chart when it is drawn; a chart drawn before the notebook has laid the
// board out comes out 700 px wide and sticks out of a narrow board. This watches the board's width and, when it changes (first layout, a window
// resize, a side panel opened), sends the window a "resize" event, on which plotly
// redraws every chart drawn with {responsive: true} at its container's width.

function render({ el }) {
  el.classList.add("lk-plot-fit");
  let lastWidth = -1;
  let timer = null;
  let observer = null;
  let attempts = 0;

  function nudge() {
    const board = el.closest(".logo-kit-board");
    if (!board || !board.querySelector(".js-plotly-plot")) return;
    window.dispatchEvent(new Event("resize"));
  }

  function watch() {
    const board = el.closest(".logo-kit-board");
    if (!board) {
      // not in the page yet: look again shortly (a few times only)
      if (attempts++ < 50) setTimeout(watch, 200);
      return;
    }
    observer = new ResizeObserver((entries) => {
      const width = Math.round(entries[0].contentRect.width);
      if (Math.abs(width - lastWidth) < 2) return;
      lastWidth = width;
      clearTimeout(timer);
      timer = setTimeout(nudge, 150);
    });
    observer.observe(board);
    // Charts may be drawn a little after the board: fit them once more then.
    setTimeout(nudge, 1200);
  }

  setTimeout(watch, 0);
  return () => {
    if (observer) observer.disconnect();
    clearTimeout(timer);
  };
}

export default { render };
