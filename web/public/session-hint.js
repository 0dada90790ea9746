// Runs before a prerendered page first paints (web/prerender-plugin.ts adds it to those pages only).
// The pages are drawn at build time as a visitor sees them; for a signed-in customer this marks <html>
// so the signed-out parts ("You have not signed in", Sign In) stay hidden until the app takes over.
// The key is SESSION_STORAGE_KEY of web/src/lib/session-storage.ts.
try {
  if (window.localStorage.getItem('powerpay.session'))
    document.documentElement.setAttribute('data-signed-in', '');
} catch {
  // Storage blocked: treated as a visitor, as the app does.
}
