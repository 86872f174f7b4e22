import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/globals.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (production builds only) and its update prompt load after the page, from
// their own chunk (decision 080): nothing of them is in a route's first-paint JavaScript.
if (import.meta.env.PROD) {
  const startServiceWorker = () => void import('./app/pwa/start-service-worker');
  window.addEventListener(
    'load',
    () =>
      'requestIdleCallback' in window ? requestIdleCallback(startServiceWorker) : setTimeout(startServiceWorker, 1),
    { once: true },
  );
}
