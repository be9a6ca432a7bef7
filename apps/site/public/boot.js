// Starts the site's script on a prerendered page once the browser has painted it. The page
// is readable and its links work without script; on a slow link the text and the first
// picture get the bandwidth first, and the script (listed in data-load: the entry, then the
// modules to preload) follows right after the first paint. (A classic script: the site's CSP allows
// only its own files, so this cannot be inline.)
(function () {
  // The header's navigation sections are native <details> (DisclosureNav of @jute/ui): a tap
  // opens one before the page's script has arrived. Until React takes over, keep each
  // section button's aria-expanded in step with its section (toggle does not bubble: capture).
  document.addEventListener(
    "toggle",
    function (event) {
      var details = event.target;
      if (!details || !details.hasAttribute || !details.hasAttribute("data-disclosure")) return;
      var summary = details.querySelector(":scope > summary");
      if (summary) summary.setAttribute("aria-expanded", details.open ? "true" : "false");
    },
    true,
  );
  // A form rendered at build time (marked data-early-form) takes typing before React owns it,
  // and hydration would put back the values it was rendered with. Until the form's own hook
  // (src/lib/use-early-input.ts) marks it data-early-ready, keep what is typed in each field
  // (by id) and hold a press of its submit button; the hook puts the values back and carries
  // the press out. The record is window.__juteEarlyInput: { values: {id: value}, submit: [form ids] }.
  // A press before this script ran was the browser's own: such a form posts itself to the
  // server (method="post"), and the page that comes back says it was sent. If the site's
  // script cannot be loaded, a held press is let go the same way (see release below).
  var early = (window.__juteEarlyInput = window.__juteEarlyInput || { values: {}, submit: [] });
  var released = false;
  function earlyForm(target) {
    var form = target && target.form !== undefined ? target.form : target;
    if (released || !form || !form.hasAttribute || !form.hasAttribute("data-early-form")) return null;
    return form.hasAttribute("data-early-ready") ? null : form;
  }
  function keep(event) {
    var field = event.target;
    if (field && field.id && earlyForm(field)) early.values[field.id] = field.value;
  }
  document.addEventListener("input", keep, true);
  document.addEventListener("change", keep, true);
  document.addEventListener(
    "submit",
    function (event) {
      var form = earlyForm(event.target);
      if (!form || !form.id) return;
      event.preventDefault();
      event.stopPropagation();
      if (early.submit.indexOf(form.id) < 0) early.submit.push(form.id);
    },
    true,
  );
  // What was typed before this script ran (the page parses before deferred scripts run).
  Array.prototype.forEach.call(document.querySelectorAll("form[data-early-form] [id]"), function (field) {
    if ("value" in field && field.value) early.values[field.id] = field.value;
  });
  var script = document.currentScript;
  var files = ((script && script.getAttribute("data-load")) || "").split(" ").filter(Boolean);
  var started = false;
  // The site's script could not be loaded: hold nothing more, and send each held form as the
  // browser would have (its own post; submit() fires no submit event, so nothing holds it).
  function release() {
    released = true;
    var held = early.submit;
    early.submit = [];
    held.forEach(function (id) {
      var form = document.getElementById(id);
      if (form && form.getAttribute("method") === "post") HTMLFormElement.prototype.submit.call(form);
    });
  }
  function append(href, index) {
    var element;
    if (index === 0) {
      element = document.createElement("script");
      element.type = "module";
      element.src = href;
      element.onerror = release;
    } else {
      element = document.createElement("link");
      element.rel = "modulepreload";
      element.href = href;
    }
    element.crossOrigin = "";
    document.head.appendChild(element);
  }
  // Each file is asked for in a task of its own: every request costs the main thread a
  // little, and fifteen of them in one task made one long task (20 to 30 ms under Lighthouse,
  // which counted up to 150 ms of blocking time for it). The timers are not nested, so the
  // browser does not clamp them.
  function start() {
    if (started) return;
    started = true;
    files.forEach(function (href, index) {
      setTimeout(function () {
        append(href, index);
      }, 0);
    });
  }
  // A page in a background tab paints nothing: start at once, or when it is hidden before its
  // first paint. A visible page starts once the browser reports its first paint (or, where the
  // browser reports no paints, after its next frame); the 3 s timer is a safety net only.
  if (document.visibilityState === "hidden") {
    start();
    return;
  }
  document.addEventListener("visibilitychange", start, { once: true });
  var paints = typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes;
  if (paints && paints.indexOf("paint") >= 0) {
    new PerformanceObserver(function (_list, observer) {
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
