import { bootApp } from './app/boot';
import { startPwaAfterLoad } from './app/start-pwa';
import './styles/globals.css';

// index.html: every page but the landing ("/" is landing.html, landing-main.ts).
void bootApp(document.getElementById('root')!);
startPwaAfterLoad();
