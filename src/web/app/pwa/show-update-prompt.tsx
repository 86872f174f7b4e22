import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { OfflineReady } from './offline-ready';
import { UpdatePrompt } from './update-prompt';

let root: Root | undefined;

/** The service worker's notices, in a root of their own (they need nothing of the app's context). */
function serviceWorkerRoot(): Root {
  if (!root) {
    const container = document.createElement('div');
    container.dataset.slot = 'service-worker-root';
    document.body.append(container);
    root = createRoot(container);
  }
  return root;
}

/** "Ready for offline use": the first service worker has cached the app (decision 0295). */
export function showOfflineReady() {
  serviceWorkerRoot().render(
    <StrictMode>
      <OfflineReady />
    </StrictMode>,
  );
}

/** The update prompt. */
export function showUpdatePrompt(activate: () => void) {
  serviceWorkerRoot().render(
    <StrictMode>
      <UpdatePrompt activate={activate} />
    </StrictMode>,
  );
}
