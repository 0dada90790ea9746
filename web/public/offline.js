// The offline page's list of the last tokens this device showed. The app writes them
// (web/src/features/purchases/utils/recent-tokens.ts, same storage key and shape).
(function () {
  var STORAGE_KEY = 'powerpay.recent-tokens';
  var dateTime = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Africa/Lagos',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

  function readTokens() {
    try {
      var stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) || '[]');
      return Array.isArray(stored)
        ? stored.filter(function (entry) {
            return entry && entry.token;
          })
        : [];
    } catch {
      return [];
    }
  }

  function formatToken(token) {
    return String(token)
      .replace(/[\s-]/g, '')
      .match(/.{1,4}/g)
      .join(' ');
  }

  function formatTime(iso) {
    var date = new Date(iso);
    return isNaN(date.getTime()) ? 'an unknown time' : dateTime.format(date);
  }

  function line(className, text) {
    var element = document.createElement('p');
    element.className = className;
    element.textContent = text;
    return element;
  }

  var tokens = readTokens();
  var list = document.getElementById('recent-list');
  tokens.forEach(function (entry) {
    var item = document.createElement('li');
    item.className = 'token';
    item.appendChild(line('token-meta', entry.meterName + ' · meter ' + entry.meterNo));
    item.appendChild(line('token-digits', formatToken(entry.token)));
    item.appendChild(
      line('token-meta', [entry.units, entry.disco, 'Ref ' + entry.ref].filter(Boolean).join(' · ')),
    );
    item.appendChild(
      line('token-time', 'Bought ' + formatTime(entry.paidAt) + ' · saved ' + formatTime(entry.seenAt)),
    );
    list.appendChild(item);
  });
  document.getElementById(tokens.length > 0 ? 'recent' : 'no-recent').hidden = false;

  document.getElementById('retry').addEventListener('click', function () {
    window.location.reload();
  });
})();
