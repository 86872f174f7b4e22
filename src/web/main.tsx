import { preloadPage } from './app/pages';
import { startPwaAfterLoad } from './app/start-pwa';
import './styles/globals.css';

// index.html: every page but the landing ("/" is landing.html, landing-main.tsx). The page's
// chunk is asked for first, so it downloads beside the app's code rather than once that code
// has run (index.html preloads the app's files: vite.config.ts preloadApp).
preloadPage(window.location.pathname);
void import('./app/boot').then(({ bootApp }) => bootApp(document.getElementById('root')!));
startPwaAfterLoad();
