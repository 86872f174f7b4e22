import type { ReactNode } from 'react';
import { completeness } from '@shared/family-plan/completeness';
import type { FamilyPlan, HouseholdPet, Member } from '@shared/family-plan/schemas';
import { AddressLinks, TelLink } from '@web/components/contact-links';
import { Panel } from '@web/components/ui/panel';
import { checkText } from '@web/lib/family-plan/check-text';
import { localToday } from '@web/lib/format';
import { messages } from '../messages';
import { dayLabel, petKindLabel, placeKindLabel, placePlanLabel } from './labels';
import { emergencyNumber, medicalNotes, meetingPlaces, petsWithCare } from './print-parts';

const { t } = messages;

/** One "label: value" row of a definition list. */
function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-3 sm:grid-cols-[9rem_1fr]">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Phones({ of, mobilePhone, otherPhone }: { of: string; mobilePhone: string; otherPhone: string }) {
  return (
    <>
      {mobilePhone ? (
        <Row term={t('mobile')}>
          <TelLink number={mobilePhone} of={of} />
        </Row>
      ) : null}
      {otherPhone ? (
        <Row term={t('otherPhone')}>
          <TelLink number={otherPhone} of={t('otherPhoneOf', { name: of })} />
        </Row>
      ) : null}
    </>
  );
}

function Email({ email }: { email: string }) {
  if (!email) return null;
  return (
    <Row term={t('email')}>
      <a href={`mailto:${email}`} className="font-semibold text-primary underline underline-offset-4">
        {email}
      </a>
    </Row>
  );
}

function Person({ member }: { member: Member }) {
  const place = member.place;
  return (
    <li>
      <article aria-labelledby={`person-${member.id}`} className="grid gap-2 border-s-2 border-border ps-3">
        <h3 id={`person-${member.id}`} className="text-base font-bold">
          {member.name}
        </h3>
        <dl className="grid gap-1">
          {member.dateOfBirth ? <Row term={t('born')}>{dayLabel(member.dateOfBirth)}</Row> : null}
          <Phones of={member.name} mobilePhone={member.mobilePhone} otherPhone={member.otherPhone} />
          <Email email={member.email} />
          {medicalNotes(member).map(({ key, label, value }) => (
            <Row key={key} term={label}>
              <span className="whitespace-pre-line">{value}</span>
            </Row>
          ))}
          {place && (place.name || place.address || place.phone) ? (
            <Row term={placeKindLabel(place.kind)}>
              {place.name ? <span className="block">{place.name}</span> : null}
              {place.address ? <AddressLinks address={place.address} /> : null}
              {place.phone ? (
                <span className="block">
                  <TelLink number={place.phone} of={place.name || placeKindLabel(place.kind)} />
                </span>
              ) : null}
            </Row>
          ) : null}
          {place?.plan ? (
            <Row term={placePlanLabel(place.kind)}>
              <span className="whitespace-pre-line">{place.plan}</span>
            </Row>
          ) : null}
        </dl>
      </article>
    </li>
  );
}

const None = ({ children }: { children: ReactNode }) => <p className="text-muted-foreground">{children}</p>;

/**
 * The saved family plan to read (decision 0295): the emergency number and every phone tap to
 * call, every address opens a map, the meeting places and each person's medical notes, in the
 * order a family needs them. What is still missing is listed first, in words.
 */
export function FamilyPlanReadView({
  plan,
  householdPets,
}: {
  plan: FamilyPlan;
  householdPets: readonly HouseholdPet[];
}) {
  const places = meetingPlaces(plan);
  const pets = petsWithCare(plan, householdPets).filter((p) => p.vet || p.microchip);
  const number = emergencyNumber(plan);
  const missing = completeness(plan, localToday()).filter((c) => !c.done);

  return (
    <div data-family-plan-read className="grid gap-6 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3 text-lg">
        <span className="font-tactical text-xs text-muted-foreground">{t('emergency')}</span>
        <TelLink number={number} of={t('emergencyServices')} className="text-3xl font-black" />
      </p>

      {missing.length > 0 ? (
        <Panel title={t('stillMissing')} status="standby" statusLabel={t('missingCount', { count: missing.length })}>
          <ul className="grid list-disc gap-1 ps-5">
            {missing.map((c) => (
              <li key={c.id}>{checkText(c)}</li>
            ))}
          </ul>
        </Panel>
      ) : null}

      <Panel title={t('contacts')} statusLabel={t('contactsStatus')}>
        {plan.outOfTownContacts.length === 0 ? <None>{t('noContact')}</None> : null}
        <ul className="grid gap-4">
          {plan.outOfTownContacts.map((c, i) => (
            <li key={i} className="grid gap-2 border-s-2 border-border ps-3">
              <h3 className="text-base font-bold">{c.name}</h3>
              <dl className="grid gap-1">
                <Phones of={c.name} mobilePhone={c.mobilePhone} otherPhone={c.otherPhone} />
                <Email email={c.email} />
              </dl>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel title={t('meetingPlaces')} statusLabel={t('meetingPlacesStatus')}>
        {places.length === 0 ? <None>{t('noMeetingPlaces')}</None> : null}
        <ol className="grid gap-4">
          {places.map((p) => (
            <li key={p.key} className="grid gap-1 border-s-2 border-border ps-3">
              <h3 className="font-tactical text-xs text-muted-foreground">{p.label}</h3>
              {p.name ? <p className="text-base font-bold">{p.name}</p> : null}
              {p.address ? <AddressLinks address={p.address} /> : null}
              {p.instructions ? <p className="whitespace-pre-line">{p.instructions}</p> : null}
            </li>
          ))}
        </ol>
      </Panel>

      <Panel title={t('people')} statusLabel={t('peopleStatus')}>
        {plan.members.length === 0 ? <None>{t('nobodyYet')}</None> : null}
        <ul className="grid gap-5">
          {plan.members.map((m) => (
            <Person key={m.id} member={m} />
          ))}
        </ul>
      </Panel>

      <Panel title={t('numbers')} statusLabel={t('numbersStatus')}>
        {plan.numbers.length === 0 ? <None>{t('noNumbers')}</None> : null}
        <dl className="grid gap-1">
          {plan.numbers.map((n, i) => (
            <Row key={i} term={n.label}>
              <TelLink number={n.number} of={n.label} />
              {n.note ? <span className="text-muted-foreground"> ({n.note})</span> : null}
            </Row>
          ))}
        </dl>
      </Panel>

      {pets.length > 0 ? (
        <Panel title={t('pets')} statusLabel={t('petsCare')}>
          <ul className="grid gap-4">
            {pets.map((p) => (
              <li key={p.id} className="grid gap-2 border-s-2 border-border ps-3">
                <h3 className="text-base font-bold">
                  {p.name} ({petKindLabel(p.kind)})
                </h3>
                <dl className="grid gap-1">
                  {p.vet ? <Row term={t('vet')}>{p.vet}</Row> : null}
                  {p.microchip ? <Row term={t('microchip')}>{p.microchip}</Row> : null}
                </dl>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </div>
  );
}
