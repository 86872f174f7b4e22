import { CircleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Something that stops the page, said in a panel: its title with the alert icon, then what to do. */
export function AlertPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="hud-panel relative grid justify-items-start gap-3 bg-card p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <CircleAlertIcon aria-hidden="true" className="size-5 text-destructive" />
        {title}
      </h2>
      {children}
    </div>
  );
}
