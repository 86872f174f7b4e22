import { Fragment } from 'react';
import type { PlanFamily } from '@shared/plans/schemas';
import { AddressLinks, TelLink } from '@web/components/contact-links';
import { Link } from '@web/lib/router';
import { meetingPlaceLabel } from '../../labels';
import { messages } from '../../messages';

const { t } = messages;

/** ": mobile · other phone", each a `tel:` link, or nothing. */
function Phones({ of, phones }: { of: string; phones: string[] }) {
  const shown = phones.filter((p) => p.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <>
      {': '}
      {shown.map((p, i) => (
        <Fragment key={i}>
          {i > 0 ? ' · ' : ''}
          <TelLink number={p} of={of} className="print:text-inherit print:no-underline" />
        </Fragment>
      ))}
    </>
  );
}

/**
 * "Our family communication plan" in a survival plan (to the members of its creator's household only): the emergency number, who to
 * call (every member's mobile and the out-of-town contacts, tap to call) and where to meet (addresses open a map), on screen
 * and on paper (decision 0295).
 */
export function PlanFamilyCard({ family }: { family: PlanFamily }) {
  // A copy kept on the device from before the mobiles were sent has none.
  const mobiles = family.memberMobiles as PlanFamily['memberMobiles'] | undefined;
  return (
    <section
      aria-labelledby="plan-family"
      className="hud-panel relative grid gap-3 bg-card/60 p-5 print:border print:border-black print:bg-white"
    >
      <h3 id="plan-family" className="font-semibold">
        {t('family.title')}
      </h3>
      <p className="text-sm">
        {t('family.emergency')}{' '}
        <strong data-slot="plan-family-emergency">
          <TelLink
            number={family.emergencyNumber}
            of={t('family.emergencyServices')}
            className="print:text-inherit print:no-underline"
          />
        </strong>
      </p>
      {mobiles?.length ? (
        <div className="grid gap-1">
          <h4 className="font-tactical text-[0.6875rem] text-muted-foreground">{t('family.mobiles')}</h4>
          <ul className="grid gap-1 text-sm">
            {mobiles.map((m, i) => (
              <li key={i}>
                <strong>{m.name}</strong>
                <Phones of={m.name} phones={[m.mobilePhone]} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {family.outOfTownContacts.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="font-tactical text-[0.6875rem] text-muted-foreground">{t('family.contact')}</h4>
          <ul className="grid gap-1 text-sm">
            {family.outOfTownContacts.map((c, i) => (
              <li key={i}>
                <strong>{c.name}</strong>
                <Phones of={c.name} phones={[c.mobilePhone, c.otherPhone]} />
                {c.email ? ` · ${c.email}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {family.meetingPlaces.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="font-tactical text-[0.6875rem] text-muted-foreground">{t('family.places')}</h4>
          <ul className="grid gap-1 text-sm">
            {family.meetingPlaces.map((p) => (
              <li key={p.label}>
                <strong>{meetingPlaceLabel(p.label)}:</strong> {p.name}
                {p.name && p.address ? ', ' : ''}
                {p.address ? <AddressLinks address={p.address} /> : null}
                {p.instructions ? ` (${p.instructions})` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {family.outOfTownContacts.length === 0 && family.meetingPlaces.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('family.nothing')}</p>
      ) : null}
      <p data-print-hide className="text-sm">
        <Link to="/family-plan" className="text-primary underline underline-offset-4">
          {t('family.open')}
        </Link>
      </p>
    </section>
  );
}
