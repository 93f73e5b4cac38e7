// The card row of logo_kit's boards (anywidget front end; card_row.py is the model).
//
// One <button> per card, in a group with one tab stop (roving tabindex):
//   click, Enter or Space   pick / unpick the card (at most `most` picked; the oldest
//                           pick makes room for a new one); with `unpick` off, a click
//                           on a picked card marks it instead (`marked`, e.g. Focus);
//   ArrowLeft / ArrowRight  move the keyboard focus along the row (Home / End too);
//   Shift+ArrowLeft / Right move the focused card one place (when the row is movable);
//   drag one card onto another: the two change places (when the row is movable).
// Cards marked `locked` never move and nothing moves past them by dragging;
// `disabled` cards cannot be picked. The model's `selected` and `order` traits carry
// what the person did back to Python, which checks it and redraws the row; Python's
// `row.focus()` puts the keyboard focus on the row's tab stop.
// Written for the logo_kit boards; nothing is fetched at run time.

function keysOf(cards) {
  return cards.map((card) => String(card.key));
}

function pickedAfterClick(selected, key, most, cards, unpick) {
  const card = cards.find((c) => String(c.key) === key);
  if (!card || card.disabled || most < 1) return selected;
  if (selected.includes(key)) return unpick ? selected.filter((k) => k !== key) : selected;
  const kept = selected.length >= most ? selected.slice(selected.length - most + 1) : selected;
  return [...kept, key];
}

function swapped(order, a, b) {
  const next = [...order];
  const i = next.indexOf(a);
  const j = next.indexOf(b);
  if (i < 0 || j < 0 || i === j) return order;
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

function neighbour(order, cards, key, step) {
  // The nearest card that may move, `step` (−1 or +1) places along from `key`.
  const locked = new Set(cards.filter((c) => c.locked).map((c) => String(c.key)));
  for (let i = order.indexOf(key) + step; i >= 0 && i < order.length; i += step) {
    if (!locked.has(order[i])) return order[i];
  }
  return null;
}

function cardButton(card, picked, word, movable, disabledRow, markWord) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "lk-card";
  button.dataset.key = String(card.key);
  button.setAttribute("aria-pressed", picked ? "true" : "false");
  const words = [card.label || card.text];
  if (picked) words.push(word);
  if (markWord) words.push(markWord);
  if (card.mark) words.push(card.mark);
  if (movable && card.locked) words.push("cannot move");
  button.setAttribute("aria-label", words.join(", "));
  button.title = words.join(", ");
  button.style.background = card.background || "#ffffff";
  button.style.color = card.color || "#111111";
  if (card.border) button.style.border = card.border;
  button.disabled = Boolean(disabledRow);
  if (card.disabled) button.classList.add("lk-card-inert");
  if (card.locked) button.classList.add("lk-card-locked");
  if (movable && !card.locked && !disabledRow) button.draggable = true;
  for (const [part, text] of [
    ["lk-card-top", card.top],
    ["lk-card-face", card.text],
    ["lk-card-bottom", card.bottom],
  ]) {
    if (!text) continue;
    const span = document.createElement("span");
    span.className = part;
    span.textContent = text;
    button.appendChild(span);
  }
  return button;
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "lk-card-row-root";
  // JupyterLab: keys pressed inside the row are the row's, not the notebook's shortcuts.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  const group = document.createElement("div");
  group.className = "lk-card-row";
  group.setAttribute("role", "group");
  const help = document.createElement("div");
  help.className = "lk-card-help";
  root.append(group, help);
  el.appendChild(root);
  let focusKey = null;
  let dragKey = null;

  function send(name, value) {
    model.set(name, value);
    model.save_changes();
  }

  function draw() {
    const cards = model.get("cards") || [];
    const selected = (model.get("selected") || []).map(String);
    const most = model.get("most");
    const movable = model.get("movable");
    const disabledRow = model.get("disabled");
    const word = model.get("pick_word") || "picked";
    const marked = model.get("mark_word") ? String(model.get("marked") || "") : "";
    const hadFocus = root.contains(document.activeElement);
    group.setAttribute("aria-label", model.get("label") || "cards");
    group.replaceChildren();
    const keys = keysOf(cards);
    if (!keys.includes(focusKey)) focusKey = selected.find((k) => keys.includes(k)) ?? keys[0];
    for (const card of cards) {
      const key = String(card.key);
      const slot = document.createElement("div");
      slot.className = "lk-card-slot";
      const picked = selected.includes(key);
      const markWord = picked && key === marked ? model.get("mark_word") : "";
      const button = cardButton(card, picked, word, movable, disabledRow, markWord);
      button.tabIndex = key === focusKey ? 0 : -1;
      slot.appendChild(button);
      const note = document.createElement("div");
      note.className = "lk-card-note";
      note.setAttribute("aria-hidden", "true");
      note.textContent = [picked ? `▲ ${word}` : "", markWord ? `◎ ${markWord}` : "", card.mark || ""]
        .filter(Boolean)
        .join(" ");
      slot.appendChild(note);
      group.appendChild(slot);
    }
    if (cards.length === 0) {
      const empty = document.createElement("span");
      empty.className = "lk-card-empty";
      empty.textContent = model.get("empty") || "—";
      group.appendChild(empty);
    }
    help.textContent = model.get("help") || "";
    help.style.display = help.textContent ? "" : "none";
    if (hadFocus) focusCard(focusKey);
  }

  function focusCard(key) {
    const button = group.querySelector(`button[data-key="${CSS.escape(String(key))}"]`);
    if (!button) return;
    for (const other of group.querySelectorAll("button.lk-card")) other.tabIndex = -1;
    button.tabIndex = 0;
    focusKey = String(key);
    button.focus();
  }

  function clickCard(key) {
    const selected = (model.get("selected") || []).map(String);
    const cards = model.get("cards") || [];
    const card = cards.find((c) => String(c.key) === key);
    if (selected.includes(key) && !model.get("unpick")) {
      // A click on a picked card marks it (e.g. the Focus card) when the row says so.
      if (model.get("mark_word") && card && !card.disabled) send("marked", key);
      return;
    }
    send("selected", pickedAfterClick(selected, key, model.get("most"), cards, model.get("unpick")));
  }

  function moveCard(key, other) {
    if (other === null || !model.get("movable") || model.get("disabled")) return;
    const cards = model.get("cards") || [];
    const card = cards.find((c) => String(c.key) === key);
    const target = cards.find((c) => String(c.key) === other);
    if (!card || !target || card.locked || target.locked) return;
    send("order", swapped(keysOf(cards), key, other));
  }

  group.addEventListener("click", (event) => {
    const button = event.target.closest("button.lk-card");
    if (!button || button.disabled) return;
    focusKey = button.dataset.key;
    clickCard(button.dataset.key);
  });

  group.addEventListener("keydown", (event) => {
    const button = event.target.closest("button.lk-card");
    if (!button) return;
    const keys = keysOf(model.get("cards") || []);
    const key = button.dataset.key;
    const at = keys.indexOf(key);
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (step && event.shiftKey) {
      moveCard(key, neighbour(keys, model.get("cards") || [], key, step));
    } else if (step) {
      const next = keys[Math.min(keys.length - 1, Math.max(0, at + step))];
      focusCard(next);
    } else if (event.key === "Home" || event.key === "End") {
      focusCard(event.key === "Home" ? keys[0] : keys[keys.length - 1]);
    } else {
      return; // Enter and Space click the button the usual way
    }
    event.preventDefault();
    event.stopPropagation();
  });

  group.addEventListener("dragstart", (event) => {
    const button = event.target.closest("button.lk-card");
    if (!button || !button.draggable) return;
    dragKey = button.dataset.key;
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", dragKey);
    button.classList.add("lk-card-dragging");
  });
  group.addEventListener("dragover", (event) => {
    const button = event.target.closest("button.lk-card");
    if (dragKey !== null && button && button.draggable) {
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
    }
  });
  group.addEventListener("drop", (event) => {
    const button = event.target.closest("button.lk-card");
    event.preventDefault();
    const key = dragKey ?? event.dataTransfer.getData("text/plain");
    dragKey = null;
    if (button && key) {
      focusKey = key;
      moveCard(key, button.dataset.key);
    }
  });
  group.addEventListener("dragend", () => {
    dragKey = null;
    for (const b of group.querySelectorAll(".lk-card-dragging")) {
      b.classList.remove("lk-card-dragging");
    }
  });

  // Python's widget.focus() (a board's next_focus): the row's tab stop takes the focus.
  function onMessage(message) {
    if (message && message.do === "focus") {
      focusCard(focusKey ?? keysOf(model.get("cards") || [])[0]);
    }
  }

  const names = [
    "cards", "selected", "most", "movable", "disabled", "label", "help", "pick_word",
    "mark_word", "marked", "unpick",
  ];
  for (const name of names) model.on(`change:${name}`, draw);
  model.on("msg:custom", onMessage);
  draw();
  return () => {
    for (const name of names) model.off(`change:${name}`, draw);
    model.off("msg:custom", onMessage);
  };
}

export default { render };
