import type { PlanEventType } from '@shared/constants/plans';
import { eventGuideFor, eventGuidePath } from '@shared/content/event-guide-refs';
import { OFFICIAL_STEPS } from '@shared/emergency/official-steps';
import type { EmergencyPlan } from '@shared/emergency/schemas';
import { itemLinks } from '@shared/plans/item-links';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { eventGuideTitle } from '@web/lib/event-guides/event-guide-title';
import { Link } from '@web/lib/router';
import { useSaveAsOurPlan } from '../api/save-as-our-plan';
import { messages } from '../messages';
import type { Ticks } from '../ticks';
import { CheckRow, Empty, Section } from './parts';

const { t } = messages;

function SourceLink({ name, href }: { name: string; href: string }) {
  return (
    <>
      {t('source')}{' '}
      <a href={href} target="_blank" rel="noreferrer" className="underline underline-offset-4">
        {name}
      </a>
    </>
  );
}

function PlanSteps({ plan, ticks }: { plan: EmergencyPlan; ticks: Ticks }) {
  const steps = plan.items.filter((i) => i.kind === 'step');
  const others = plan.items.filter((i) => i.kind !== 'step');
  return (
    <div className="grid gap-2">
      <h3 className="text-xl font-bold">{plan.title}</h3>
      {steps.length === 0 ? <Empty>{t('noSteps')}</Empty> : null}
      <ul aria-label={t('stepsOf', { title: plan.title })}>
        {steps.map((step) => {
          const { text, links } = itemLinks(step.content);
          return (
            <CheckRow
              key={step.id}
              checked={ticks.isTicked('step', step.id)}
              onChange={() => ticks.toggle('step', step.id)}
              extra={links.map((l) =>
                l.label === 'Source' ? <SourceLink key={l.href} name={l.name} href={l.href} /> : null,
              )}
            >
              {text}
            </CheckRow>
          );
        })}
      </ul>
      {others.map((item) => (
        <p key={item.id} className="text-lg whitespace-pre-line">
          {itemLinks(item.content).text}
        </p>
      ))}
    </div>
  );
}

function OfficialSteps({ type, ticks, canEdit }: { type: PlanEventType; ticks: Ticks; canEdit: boolean }) {
  const save = useSaveAsOurPlan();
  return (
    <div className="grid gap-2">
      <p className="text-lg">{t('noPlanYet', { type })}</p>
      <ul aria-label={t('recommendedFor', { type })}>
        {OFFICIAL_STEPS[type].map((step, index) => (
          <CheckRow
            key={step.id}
            checked={ticks.isTicked('step', step.id)}
            onChange={() => ticks.toggle('step', step.id)}
            extra={<SourceLink name={step.source.name} href={step.source.url} />}
          >
            {t('officialStep', { type, index })}
          </CheckRow>
        ))}
      </ul>
      {canEdit ? (
        <div className="grid gap-1 print:hidden">
          <OnlineOnly>
            <Button
              type="button"
              className="min-h-12 w-full text-lg sm:w-auto"
              disabled={save.isPending}
              onClick={() => save.mutate(type)}
            >
              {t('saveAsOurPlan')}
            </Button>
          </OnlineOnly>
          {save.isError ? (
            <p role="alert" className="text-lg font-bold text-destructive">
              {t('saveFailed', { message: save.error.message })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The guide for the event (decision 0289): before, during and after; it opens offline too. */
function GuideLink({ type }: { type: PlanEventType }) {
  const guide = eventGuideFor(type);
  if (!guide) return null;
  return (
    <p className="print:hidden">
      <Link
        to={eventGuidePath(guide.slug)}
        className="inline-flex min-h-12 items-center text-lg font-semibold underline underline-offset-4"
      >
        {t('readGuide', { title: eventGuideTitle(guide.slug) })}
      </Link>
    </p>
  );
}

/**
 * 4. Do now: the household's plan for the event (its steps a checklist), or the official steps,
 * then the guide for the event.
 */
export function DoNowSection({
  type,
  plan,
  ticks,
  canEdit,
}: {
  type: PlanEventType | null;
  plan: EmergencyPlan | null;
  ticks: Ticks;
  canEdit: boolean;
}) {
  return (
    <Section id="emergency-do-now" title={t('doNow')}>
      {type === null ? (
        <Empty>{t('chooseFirst')}</Empty>
      ) : plan ? (
        <PlanSteps plan={plan} ticks={ticks} />
      ) : (
        <OfficialSteps type={type} ticks={ticks} canEdit={canEdit} />
      )}
      {type === null ? null : <GuideLink type={type} />}
    </Section>
  );
}
