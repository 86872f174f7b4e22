import { Skeleton } from '@web/components/ui/skeleton';

/** Placeholders while the kit loads (announced by the page's status text). */
export function KitEditSkeleton() {
  return (
    <div className="grid gap-6" data-slot="kit-edit-skeleton">
      <div className="grid gap-3">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-9 w-2/3" />
      </div>
      <div className="grid gap-4 rounded-md border border-border bg-card p-5">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-6 w-40" />
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="hud-panel relative grid gap-3 bg-card p-5">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
