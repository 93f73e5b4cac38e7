// One Tab stop for a group of buttons (anywidget front end; roving.py is the model).
//
// This hidden widget sits inside a box of class "lk-roving" (roving.py's button_group)
// and makes that box's buttons one group with a roving tabindex, like the card rows:
//   Tab                      reaches the group once, on its current button
//   ArrowLeft / ArrowUp      focus the previous enabled button (Home: the first)
//   ArrowRight / ArrowDown   focus the next enabled button (End: the last)
//   Enter / Space            press the focused button (the browser's own behaviour)
// Disabled and hidden buttons are skipped. With role "radiogroup" (one ToggleButtons), the buttons
// say role="radio" and aria-checked, Tab enters on the picked one, and an arrow key
// also picks the button it moves to. ipywidgets redraws its buttons (and resets their
// tabindex) whenever Python changes them, so a MutationObserver puts the tabindex back.
// A button that takes the focus any other way (a click, Python's button.focus() from a
// board's next_focus) becomes the group's current button.
// Written for the logo_kit boards; nothing is fetched at run time.

const STEPS = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

function buttonsOf(group) {
  return Array.from(group.querySelectorAll("button"));
}

function isChecked(button) {
  return button.classList.contains("mod-active");
}

function shown(button) {
  return button.getClientRects().length > 0; // not inside display: none
}

function setAttr(element, name, value) {
  // Only real changes: the observer below sees every write, so equal writes would loop.
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function attach(group, model) {
  let current = null;

  function enabled() {
    // Shown buttons only, when any is shown (a hidden group keeps its Tab stop for later).
    const usable = buttonsOf(group).filter((b) => !b.disabled);
    const visible = usable.filter(shown);
    return visible.length ? visible : usable;
  }

  function radio() {
    return model.get("role") === "radiogroup";
  }

  function tidy() {
    setAttr(group, "role", model.get("role") || "toolbar");
    setAttr(group, "aria-label", model.get("label") || "buttons");
    // JupyterLab: arrow keys inside the group are the group's, not the notebook's.
    setAttr(group, "data-lm-suppress-shortcuts", "true");
    const all = buttonsOf(group);
    const usable = enabled();
    // The Tab stop: the focused button; else in a radio group the picked choice; else
    // the button that had it, while it is enabled; else the first enabled button.
    const focused = usable.find((b) => b === document.activeElement);
    const checked = radio() ? usable.find(isChecked) : undefined;
    const kept = usable.includes(current) ? current : undefined;
    current = focused ?? checked ?? kept ?? usable[0] ?? null;
    for (const button of all) {
      setAttr(button, "tabindex", button === current ? "0" : "-1");
      if (radio()) {
        setAttr(button, "role", "radio");
        setAttr(button, "aria-checked", isChecked(button) ? "true" : "false");
      }
    }
  }

  function moveTo(button) {
    if (!button) return;
    current = button;
    button.focus(); // focusin below makes it the Tab stop
    tidy();
    if (radio() && !isChecked(button)) button.click(); // radio keys pick as they move
  }

  function onKeydown(event) {
    const button = event.target.closest("button");
    if (!button || !group.contains(button) || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const usable = enabled();
    const at = usable.indexOf(button);
    const step = STEPS[event.key];
    if (step && !event.shiftKey) {
      moveTo(usable[Math.min(usable.length - 1, Math.max(0, at + step))]);
    } else if (event.key === "Home" || event.key === "End") {
      moveTo(event.key === "Home" ? usable[0] : usable[usable.length - 1]);
    } else {
      return; // Tab leaves the group; Enter and Space press the button the usual way
    }
    event.preventDefault();
    event.stopPropagation();
  }

  function onFocusin(event) {
    const button = event.target.closest("button");
    if (button && group.contains(button) && !button.disabled && button !== current) {
      current = button;
      tidy();
    }
  }

  const observer = new MutationObserver(tidy);
  observer.observe(group, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["disabled", "tabindex", "class", "style"],
  });
  group.addEventListener("keydown", onKeydown);
  group.addEventListener("focusin", onFocusin);
  model.on("change:role", tidy);
  model.on("change:label", tidy);
  tidy();
  return () => {
    observer.disconnect();
    group.removeEventListener("keydown", onKeydown);
    group.removeEventListener("focusin", onFocusin);
    model.off("change:role", tidy);
    model.off("change:label", tidy);
  };
}

function render({ model, el }) {
  // The widget's element is put into its box after render() returns: wait for it.
  // Every frame at first, then twice a second (a widget shown on its own has no box).
  let detach = null;
  let stopped = false;
  let tries = 0;
  function find() {
    if (stopped) return;
    const group = el.closest(".lk-roving");
    if (group) detach = attach(group, model);
    else if (++tries < 120) requestAnimationFrame(find);
    else setTimeout(find, 500);
  }
  find();
  return () => {
    stopped = true;
    if (detach) detach();
  };
}

export default { render };
