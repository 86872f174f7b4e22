import { RotateCwIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { AlertPanel } from './alert-panel';
import { messages } from './messages';

/** A list that could not load: what happened, and Try Again. */
export function ListLoadError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <AlertPanel title={title}>
      <p className="text-sm break-words text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {messages.t('tryAgain')}
      </Button>
    </AlertPanel>
  );
}
