import type { HoldOut } from '@shared/emergency/schemas';
import { figureText, formatDays } from '@shared/readiness/calculator';
import { calendarDayLong } from '@web/lib/format';
import { Link } from '@web/lib/router';
import { Empty, Section } from './parts';

/** 6. Hold out: days covered now ("12.5 days — limited by water") and what runs out first. */
export function HoldOutSection({ holdOut }: { holdOut: HoldOut | null }) {
  return (
    <Section id="emergency-hold-out" title="Hold out">
      {holdOut ? (
        <>
          <p className="text-2xl font-black">{figureText(holdOut.daysCovered, holdOut.limitedBy)}</p>
          <p className="text-lg">
            Runs out first: {holdOut.runsOut[0]!.resource} after {formatDays(holdOut.runsOut[0]!.days)}, then{' '}
            {holdOut.runsOut[1]!.resource} after {formatDays(holdOut.runsOut[1]!.days)}.
          </p>
          <p className="text-lg">
            For {holdOut.people} {holdOut.people === 1 ? 'person' : 'people'}; our goal is {holdOut.goalDays} days.
          </p>
          {holdOut.nextDrop ? (
            <p className="text-lg">
              From {calendarDayLong(holdOut.nextDrop.on)}, expiring stock leaves{' '}
              {formatDays(holdOut.nextDrop.daysCovered)}.
            </p>
          ) : null}
        </>
      ) : (
        <Empty>
          How long our water and food last is not known yet.{' '}
          <Link to="/readiness" className="font-bold underline underline-offset-4">
            Set up the household on the Readiness page
          </Link>
          .
        </Empty>
      )}
    </Section>
  );
}
