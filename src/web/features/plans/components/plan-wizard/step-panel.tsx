import type { ReactNode, Ref } from 'react';
import { PanelHeader, PanelTitle, StatusLight } from '@web/components/ui/panel';

/**
 * One wizard step: a region named by its heading. The wizard focuses it when the step changes,
 * so a screen reader announces where the user now is; `headingId` also names the step's group
 * of choices (the event types, the kits).
 */
export function StepPanel({
  title,
  headingId,
  ref,
  children,
}: {
  title: string;
  headingId: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-slot="panel"
      className="hud-panel relative rounded-none bg-card p-5 text-card-foreground shadow-sm focus-visible:outline-offset-4"
    >
      <PanelHeader>
        <StatusLight status="online" />
        <PanelTitle id={headingId}>{title}</PanelTitle>
      </PanelHeader>
      {children}
    </section>
  );
}
