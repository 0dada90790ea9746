/**
 * Installs the service worker (web/public/sw.js) once the page has loaded, so it never competes
 * with the first paint. Production builds only: in development it would serve the offline page
 * whenever Vite restarts.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;

  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('PowerPay: the offline page could not be installed.', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
