/**
 * The service worker (production builds only) and its update prompt load after the page, from
 * their own chunk (decision 080): nothing of them is in a route's first-paint JavaScript.
 */
export function startPwaAfterLoad() {
  if (!import.meta.env.PROD) return;
  const startServiceWorker = () => void import('./pwa/start-service-worker');
  const start = () =>
    'requestIdleCallback' in window ? requestIdleCallback(startServiceWorker) : setTimeout(startServiceWorker, 1);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
