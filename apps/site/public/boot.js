// Starts the site's script on a prerendered page once the browser has painted it. The page
// is readable and its links work without script; on a slow link the text and the first
// picture get the bandwidth first, and the script (listed in data-load: the entry, then the
// modules to preload) follows in the next frame. A tab opened in the background gets no
// frames: the timer starts it there. (A classic script: the site's CSP allows only its own
// files, so this cannot be inline.)
(function () {
  var script = document.currentScript;
  var files = ((script && script.getAttribute("data-load")) || "").split(" ").filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    files.forEach(function (href, index) {
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
    });
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
