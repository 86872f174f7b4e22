import { BookOpenIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { eventGuideFor, eventGuidePath } from '@shared/content/event-guide-refs';
import type { PlanDetail } from '@shared/plans/schemas';
import { AuthorLine } from '@web/components/author-line';
import { VisibilityBadge } from '@web/components/visibility-badge';
import { eventGuideTitle } from '@web/lib/event-guides/event-guide-title';
import { Link } from '@web/lib/router';
import { eventLabel, longDate } from '../../labels';
import { messages } from '../../messages';
import { LinkedKitCard } from './linked-kit-card';
import { PlanFamilyCard } from './plan-family-card';
import { numberSteps } from './plan-format';
import { PlanItemEntry } from './plan-item-entry';

const { t } = messages;

/**
 * The plan as a document (docs/product.md#plan-view), on screen and on paper: title, badges, event
 * type, dates and description, then the attached kits and then the steps, notes and resources.
 */
export function PlanView({ plan, actions }: { plan: PlanDetail; actions: ReactNode }) {
  const entries = numberSteps(plan.items);
  const empty = plan.kits.length === 0 && plan.items.length === 0 && !plan.familyPlan;
  const guide = eventGuideFor(plan.eventType);
  return (
    <>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid min-w-0 gap-2">
            <p className="font-tactical text-xs text-primary">{t('view.eyebrow')}</p>
            <h1 className="text-2xl font-black tracking-tight break-words uppercase sm:text-4xl print:text-3xl">
              {plan.title}
            </h1>
            <div className="flex flex-wrap items-center gap-2">
              <VisibilityBadge visibility={plan.visibility} />
            </div>
            {plan.visibility === 'public' ? <AuthorLine author={plan.author} /> : null}
          </div>
          <div data-print-hide className="flex flex-wrap gap-2">
            {actions}
          </div>
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div className="grid gap-0.5">
            <dt className="font-tactical text-[0.6875rem] text-muted-foreground">{t('view.eventType')}</dt>
            <dd className="font-semibold" data-slot="plan-event-type">
              {eventLabel(plan.eventType)}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="font-tactical text-[0.6875rem] text-muted-foreground">{t('view.created')}</dt>
            <dd data-slot="plan-created">
              <time dateTime={plan.createdAt}>{longDate(plan.createdAt)}</time>
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="font-tactical text-[0.6875rem] text-muted-foreground">{t('view.updated')}</dt>
            <dd data-slot="plan-updated">
              <time dateTime={plan.updatedAt}>{longDate(plan.updatedAt)}</time>
            </dd>
          </div>
        </dl>
        {guide ? (
          // The guide for the plan's event (decision 0289): public and offline, like the plan.
          <p data-print-hide>
            <Link
              to={eventGuidePath(guide.slug)}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4"
            >
              <BookOpenIcon aria-hidden="true" className="size-4" />
              {t('view.guide', { title: eventGuideTitle(guide.slug) })}
            </Link>
          </p>
        ) : null}
        {plan.description ? (
          <p className="max-w-3xl break-words whitespace-pre-line text-muted-foreground" data-slot="plan-description">
            {plan.description}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="plan-contents" className="grid gap-4">
        <h2 id="plan-contents" className="font-tactical text-xs text-primary print:text-sm">
          {t('view.contents')}
        </h2>
        {empty ? (
          <p className="hud-panel relative bg-card/60 px-6 py-10 text-center text-muted-foreground">
            {t('view.noContent')}
          </p>
        ) : null}
        {plan.familyPlan ? <PlanFamilyCard family={plan.familyPlan} /> : null}
        {plan.kits.length > 0 ? (
          <ul aria-label={t('view.kits')} className="grid gap-3">
            {plan.kits.map((kit) => (
              <li key={kit.id}>
                <LinkedKitCard kit={kit} />
              </li>
            ))}
          </ul>
        ) : null}
        {entries.length > 0 ? (
          <ul aria-label={t('view.items')} className="grid gap-3">
            {entries.map(({ item, number }) => (
              <li key={item.id}>
                <PlanItemEntry item={item} number={number} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
