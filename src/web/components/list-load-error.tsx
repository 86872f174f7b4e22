import { CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

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
    <div role="alert" className="hud-panel relative grid justify-items-start gap-3 bg-card p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <CircleAlertIcon aria-hidden="true" className="size-5 text-destructive" />
        {title}
      </h2>
      <p className="text-sm break-words text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try Again
      </Button>
    </div>
  );
}
