import type { HoldOut } from '@shared/emergency/schemas';
import { Link } from '@web/lib/router';
import { messages } from '../messages';
import { Empty, Section } from './parts';

const { t } = messages;

/** 6. Hold out: days covered now ("12.5 days — limited by water") and what runs out first. */
export function HoldOutSection({ holdOut }: { holdOut: HoldOut | null }) {
  return (
    <Section id="emergency-hold-out" title={t('holdOut')}>
      {holdOut ? (
        <>
          <p className="text-2xl font-black">
            {t('figure', { days: holdOut.daysCovered, limitedBy: holdOut.limitedBy })}
          </p>
          <p className="text-lg">
            {t('runsOut', {
              first: holdOut.runsOut[0]!.resource,
              firstDays: holdOut.runsOut[0]!.days,
              then: holdOut.runsOut[1]!.resource,
              thenDays: holdOut.runsOut[1]!.days,
            })}
          </p>
          <p className="text-lg">{t('forPeople', { people: holdOut.people, goalDays: holdOut.goalDays })}</p>
          {holdOut.nextDrop ? (
            <p className="text-lg">{t('nextDrop', { on: holdOut.nextDrop.on, days: holdOut.nextDrop.daysCovered })}</p>
          ) : null}
        </>
      ) : (
        <Empty>
          {t('holdOutUnknown')}{' '}
          <Link to="/readiness" className="font-bold underline underline-offset-4">
            {t('setUpReadiness')}
          </Link>
          .
        </Empty>
      )}
    </Section>
  );
}
