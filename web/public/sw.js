/*
 * PowerPay's service worker (docs/decisions/024-installable-app.md). It does one thing: when a page
 * cannot be fetched because the phone is offline, it answers with the offline page, which lists the
 * last tokens this device showed. Pages always come from the network first and API calls are never
 * touched, so nothing stale (a balance, a status) is ever served from a cache.
 */
const CACHE_NAME = 'powerpay-offline-v1';
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_FILES = [OFFLINE_PAGE, '/offline.js', '/offline.css', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(OFFLINE_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== CACHE_NAME).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;

  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
    return;
  }

  const url = new URL(request.url);
  if (url.origin === self.location.origin && OFFLINE_FILES.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname)));
  }
});
