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
  var script = document.currentScript;
  var files = ((script && script.getAttribute("data-load")) || "").split(" ").filter(Boolean);
  var started = false;
  function append(href, index) {
    var element;
    if (index === 0) {
      element = document.createElement("script");
      element.type = "module";
      element.src = href;
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
