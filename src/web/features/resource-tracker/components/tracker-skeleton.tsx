import { Skeleton } from '@web/components/ui/skeleton';

/** Placeholder panels while the supply list loads (announced by the page's aria-busy and text). */
export function TrackerSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-slot="tracker-skeleton">
      {Array.from({ length: 4 }, (_, p) => (
        <div key={p} className="hud-panel relative grid gap-4 bg-card p-5">
          <Skeleton className="h-4 w-40" />
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="grid gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-2 w-full" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
