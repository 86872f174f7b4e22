import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';

export const UPDATE_PROMPT_TEXT = 'New version available — reload';

interface UpdatePromptProps {
  /** Tell the waiting service worker to take over; the page reloads once it controls. */
  activate: () => void;
}

/**
 * Shown while a new version waits (show-update-prompt.tsx renders it then). Offered, never forced: a new version waits until the user chooses to reload, so code is not
 * swapped under an open form (decision 080). Persistent (no timeout, no dismiss) and outside
 * the toast queue, so another toast cannot hide it.
 */
export function UpdatePrompt({ activate }: UpdatePromptProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="update-prompt"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-sm border border-primary bg-popover px-4 py-3 text-sm text-popover-foreground shadow-lg"
    >
      <span>{UPDATE_PROMPT_TEXT}</span>
      <Button
        variant="tactical"
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          activate();
        }}
      >
        <RefreshCwIcon aria-hidden="true" />
        Reload
      </Button>
    </div>
  );
}
