import { BackHeader } from '@web/components/back-header';
import { Badge } from '@web/components/ui/badge';
import { PlanWizard } from './components/plan-wizard/plan-wizard';

/** /plans/new: the 5-step creation wizard. The route's session guard has already sent visitors to /. */
export function Component() {
  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/plans" label="Back to Plans" />
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid justify-items-start gap-2">
          <Badge variant="outline" className="border-primary/60 text-primary">
            MISSION PLANNING
          </Badge>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">New Survival Plan</h1>
          <p className="max-w-2xl text-muted-foreground">
            Pick the event, name the plan, link your kits and write down what to do. Nothing is saved until the last
            step.
          </p>
        </div>
        <PlanWizard mode="create" />
      </main>
    </div>
  );
}
