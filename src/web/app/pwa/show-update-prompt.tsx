import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { UpdatePrompt } from './update-prompt';

let root: Root | undefined;

/** The update prompt, in a root of its own (it needs nothing of the app's context). */
function serviceWorkerRoot(): Root {
  if (!root) {
    const container = document.createElement('div');
    container.dataset.slot = 'service-worker-root';
    document.body.append(container);
    root = createRoot(container);
  }
  return root;
}

/** The update prompt. */
export function showUpdatePrompt(activate: () => void) {
  serviceWorkerRoot().render(
    <StrictMode>
      <UpdatePrompt activate={activate} />
    </StrictMode>,
  );
}
