import { BackHeader } from '@web/components/back-header';
import { Badge } from '@web/components/ui/badge';
import { PlanWizard } from './components/plan-wizard/plan-wizard';
import { messages } from './messages';

const { t } = messages;

/** /plans/new: the 5-step creation wizard. The route's session guard has already sent visitors to /. */
export function Component() {
  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/plans" label={t('backToPlans')} />
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid justify-items-start gap-2">
          <Badge variant="outline" className="border-primary/60 text-primary">
            {t('new.eyebrow')}
          </Badge>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('new.title')}</h1>
          <p className="max-w-2xl text-muted-foreground">{t('new.intro')}</p>
        </div>
        <PlanWizard mode="create" />
      </main>
    </div>
  );
}
