// Added by web/prerender-plugin.ts to the prerendered pages. Their app code is requested once the page
// has painted, so on a slow phone network the page's text and styles get the bandwidth first. A tap, a
// key or a focus before then requests it at once; so does a tab that never paints (opened in the
// background). A tap on a button before the app runs is held and replayed once it runs; a form sent
// before its code runs is queued, values and all, for that code.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var isStarted = false;

  function addToHead(element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  }

  function start() {
    if (isStarted) return;
    isStarted = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      addToHead(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.src = entry;
    addToHead(app);
  }

  // A tap on a button (the menu) before the app runs would do nothing: hold it back from the app, which
  // may be starting, and tap the button again once the app runs, so the visitor need not tap twice.
  var root = document.documentElement;
  var heldButton = null;
  document.addEventListener(
    'click',
    function (event) {
      if (root.hasAttribute('data-app-ready')) return;
      var button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (!button) return;
      event.stopPropagation();
      heldButton = button;
      start();
    },
    true,
  );
  // Every form the prerendered pages show (the meter boxes and New Purchase; marked
  // data-holds-submit) is the app's to send. One sent before the form's code runs would go as a page
  // load with its fields in the address, and one sent while the app is adopting the page could reach
  // code whose state does not yet hold what is on screen. So until the form is marked data-app-runs, a
  // send is stopped and what it sent is queued: its values, by the form's label, in
  // window.__powerpayHeldSubmits. The form's own code takes them once it runs and sends them
  // (web/src/hooks/use-prerendered-form.ts, decision 047); the form is marked held meanwhile.
  var heldSubmits = (window.__powerpayHeldSubmits = window.__powerpayHeldSubmits || {});
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (
        !(form instanceof HTMLFormElement) ||
        !form.hasAttribute('data-holds-submit') ||
        form.hasAttribute('data-app-runs')
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      var values = {};
      new FormData(form).forEach(function (value, name) {
        if (typeof value === 'string') values[name] = value;
      });
      heldSubmits[form.getAttribute('aria-label') || ''] = values;
      form.setAttribute('data-submit-held', '');
      start();
    },
    true,
  );
  new MutationObserver(function (changes, observer) {
    if (!root.hasAttribute('data-app-ready')) return;
    observer.disconnect();
    if (heldButton && heldButton.isConnected) heldButton.click();
    heldButton = null;
  }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });

  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
    window.addEventListener(type, start, { capture: true, once: true, passive: true });
  });
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: start as the page would have.
    start();
    return;
  }
  window.addEventListener('load', function () {
    setTimeout(start, 2000);
  });
})();
