// The page's side of a class board (see page_link.py): what this browser remembers for the
// class (its secret, class code and name, in localStorage), and a heartbeat that tells the
// student when the page has lost its server instead of going silent.

const KEY = "logo-kit-class";
const BEAT_MS = 3000;      // a ping every 3 s while the page is open
const QUIET_MS = 15000;    // no answer for this long: the server (or its kernel) is gone
const CLICK_MS = 8000;     // a press that gets no answer this long after it: the same

function load() {
  try {
    const kept = JSON.parse(window.localStorage.getItem(KEY) || "{}");
    return kept && typeof kept === "object" ? kept : {};
  } catch (error) {
    return {};
  }
}

function store(kept) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(kept));
  } catch (error) {
    // a browser that keeps nothing (private mode, storage full): the page still works
  }
}

function newSecret() {
  const bytes = new Uint8Array(24);
  window.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function banner() {
  let shown = document.querySelector(".lk-connection-lost");
  if (shown) return shown;
  shown = document.createElement("div");
  shown.className = "lk-connection-lost";
  shown.setAttribute("role", "alert");
  shown.style.cssText =
    "position:fixed;top:0;left:0;right:0;z-index:10000;padding:10px 16px;" +
    "background:#fde8e8;border-bottom:3px solid #b42318;color:#111;font:16px sans-serif;" +
    "display:none;gap:12px;align-items:center";
  const text = document.createElement("span");
  text.textContent =
    "Connection lost — reload the page. What you sent to the class is kept.";
  const button = document.createElement("button");
  button.textContent = "Reload";
  button.style.cssText = "font:inherit;padding:2px 12px";
  button.addEventListener("click", () => window.location.reload());
  shown.append(text, button);
  document.body.append(shown);
  return shown;
}

// Voilà's own close-time shutdown posts without the _xsrf field, which a server behind a
// token refuses (403): the teacher's kernel then outlived its page. Asked to, this page
// ends its kernel itself, authenticated by the token its address carries.
function endKernelOnClose() {
  window.addEventListener("pagehide", () => {
    let config = {};
    try {
      config = JSON.parse(document.getElementById("jupyter-config-data").textContent);
    } catch (error) {
      return;
    }
    const token = new URLSearchParams(window.location.search).get("token");
    if (!config.kernelId || !token) return;
    const base = config.baseUrl || "/";
    const url = `${base}voila/api/shutdown/${config.kernelId}?token=${encodeURIComponent(token)}`;
    window.navigator.sendBeacon(url, new Blob([]));
  });
}

function render({ model, el }) {
  el.classList.add("lk-page-link");
  if (model.get("end_kernel_on_close")) endKernelOnClose();
  const kept = load();
  if (!kept.secret) {
    kept.secret = newSecret();
    store(kept);
  }
  model.set("secret", kept.secret);
  model.set("remembered", { code: kept.code || "", name: kept.name || "" });
  model.save_changes();
  model.on("change:remembered", () => {
    const now = model.get("remembered") || {};
    store({ ...load(), code: now.code || "", name: now.name || "", secret: kept.secret });
  });

  let answered = Date.now();
  const lost = banner();
  const say = (gone) => {
    lost.style.display = gone ? "flex" : "none";
    document.body.classList.toggle("lk-offline", gone);
  };
  model.on("msg:custom", (message) => {
    if (message && message.type === "pong") {
      answered = Date.now();
      say(false);
    }
  });
  const ping = () => {
    try {
      model.send({ type: "ping" });
    } catch (error) {
      say(true);
    }
  };
  const beat = setInterval(() => {
    ping();
    if (Date.now() - answered > QUIET_MS) say(true);
  }, BEAT_MS);
  const pressed = () => {
    const asked = Date.now();
    ping();
    setTimeout(() => {
      if (answered < asked) say(true);
    }, CLICK_MS);
  };
  document.addEventListener("click", pressed, true);
  ping();
  return () => {
    clearInterval(beat);
    document.removeEventListener("click", pressed, true);
  };
}

export default { render };
