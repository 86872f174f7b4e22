import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useWatch, type Control } from 'react-hook-form';
import { completeness, isComplete } from '@shared/family-plan/completeness';
import type { FamilyPlan, FamilyPlanInput } from '@shared/family-plan/schemas';
import { Panel } from '@web/components/ui/panel';
import { checkText } from '@web/lib/family-plan/check-text';
import { localToday } from '@web/lib/format';
import { messages } from '../messages';

const { t } = messages;
const s = (text: string | undefined) => text ?? '';

/**
 * What the plan still lacks, recomputed from the form as the user types (saved or not); the last
 * practised day is the drills' (the server's latest answer), not the form's.
 */
export function CompletenessPanel({
  control,
  lastPracticedOn,
}: {
  control: Control<FamilyPlanInput, unknown, FamilyPlan>;
  lastPracticedOn: string | null;
}) {
  const [members, contacts, places] = useWatch({
    control,
    name: ['members', 'outOfTownContacts', 'meetingPlaces'],
  });
  const checks = completeness(
    {
      members: (members ?? []).map((m) => ({
        name: s(m.name),
        dateOfBirth: m.dateOfBirth || null,
        mobilePhone: s(m.mobilePhone),
        otherPhone: s(m.otherPhone),
      })),
      outOfTownContacts: (contacts ?? []).map((c) => ({
        name: s(c.name),
        mobilePhone: s(c.mobilePhone),
        otherPhone: s(c.otherPhone),
      })),
      meetingPlaces: Object.fromEntries(
        Object.entries(places ?? {}).map(([k, p]) => [k, p ? { name: s(p.name), address: s(p.address) } : null]),
      ),
      lastPracticedOn,
    },
    localToday(),
  );
  const complete = isComplete(checks);
  const missing = checks.filter((c) => !c.done).length;
  return (
    <Panel
      title={t('completeness')}
      status={complete ? 'online' : 'standby'}
      statusLabel={complete ? t('complete') : t('missingCount', { count: missing })}
    >
      <ul className="grid gap-2" aria-live="polite">
        {checks.map((c) => (
          <li key={c.id} className="flex items-start gap-2">
            {c.done ? (
              <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-optimal" />
            ) : (
              <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-low" />
            )}
            <span>
              <span className="sr-only">{c.done ? t('done') : t('missing')}</span> {checkText(c)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
