import { Spinner } from '@web/components/ui/spinner';

/** Full-page loading state: lazy pages loading, the session being checked. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center bg-background">
      <Spinner size="lg" label={label} />
    </div>
  );
}
