import type { FamilyPlan, HouseholdPet } from '@shared/family-plan/schemas';
import { messages } from '../messages';
import { petKindLabel, placeKindLabel, placePlanLabel } from './labels';
import { PhoneLink } from './phone-link';
import { emergencyNumber, medicalNotes, meetingPlaces, petsWithCare } from './print-parts';

const { t } = messages;

/** ": mobile, other phone" as links, or nothing when there is neither. */
function Phones({ of: p }: { of: { mobilePhone: string; otherPhone: string } }) {
  const numbers = [p.mobilePhone, p.otherPhone].filter(Boolean);
  if (numbers.length === 0) return null;
  return (
    <>
      {': '}
      {numbers.map((n, i) => (
        <span key={i}>
          {i > 0 ? ', ' : ''}
          <PhoneLink number={n} />
        </span>
      ))}
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    // Sections may run on into the next column (the columns stay balanced); a title stays with its
    // first lines and no entry is split.
    <section className="[&_li]:break-inside-avoid">
      <h2 className="mb-[1mm] break-after-avoid border-b-[0.4mm] border-black text-[14pt] font-bold uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The fridge sheet: the saved family plan on one A4 or US Letter page, black on white, large type
 * (12 pt body): the emergency number, the out-of-town contacts, the meeting places, each person with
 * phones, medical notes and school or work with its pick-up or emergency plan, the important numbers
 * and the pets with their vet and microchip, in two columns (one on a page narrower than 150 mm).
 * Phones are `tel:` links, printed as text.
 */
export function FridgeSheet({ plan, householdPets }: { plan: FamilyPlan; householdPets: readonly HouseholdPet[] }) {
  const places = meetingPlaces(plan);
  const pets = petsWithCare(plan, householdPets);
  return (
    <article data-slot="fridge-sheet" aria-label={t('fridgeSheet')} className="text-[12pt] leading-snug text-black">
      <header className="mb-[4mm] flex items-end justify-between gap-[6mm] border-b-[0.8mm] border-black pb-[2mm]">
        <h1 className="text-[22pt] leading-tight font-black">{t('title')}</h1>
        <p className="text-end">
          <span className="block text-[11pt] font-bold uppercase">{t('emergency')}</span>
          <span className="block text-[36pt] leading-none font-black">{emergencyNumber(plan)}</span>
        </p>
      </header>
      <div className="columns-2 gap-[8mm] [&>section]:mb-[4mm] print:max-[150mm]:columns-1">
        <Section title={t('contacts')}>
          {plan.outOfTownContacts.length === 0 ? <p>{t('noneYet')}</p> : null}
          <ul>
            {plan.outOfTownContacts.map((c, i) => (
              <li key={i}>
                <strong>{c.name}</strong>
                <Phones of={c} />
                {c.email ? <span className="block">{c.email}</span> : null}
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('meetingPlaces')}>
          {places.length === 0 ? <p>{t('noneYet')}</p> : null}
          <ul className="grid gap-[1.5mm]">
            {places.map((p) => (
              <li key={p.key}>
                <strong>{p.label}:</strong> {[p.name, p.address].filter(Boolean).join(', ')}
                {p.instructions ? <span className="block">{p.instructions}</span> : null}
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('people')}>
          {plan.members.length === 0 ? <p>{t('nobodyYet')}</p> : null}
          <ul className="grid gap-[2mm]">
            {plan.members.map((m) => (
              <li key={m.id} className="break-inside-avoid">
                <strong>{m.name}</strong>
                <Phones of={m} />
                {medicalNotes(m).map(({ key, label, value }) => (
                  <span key={key} className="block">
                    {label}: {value}
                  </span>
                ))}
                {m.place && (m.place.name || m.place.phone || m.place.address) ? (
                  <span className="block">
                    {placeKindLabel(m.place.kind)}: {[m.place.name, m.place.address].filter(Boolean).join(', ')}
                    {m.place.phone ? (
                      <>
                        {m.place.name || m.place.address ? ', ' : ''}
                        <PhoneLink number={m.place.phone} />
                      </>
                    ) : null}
                  </span>
                ) : null}
                {m.place?.plan ? (
                  <span className="block">
                    {placePlanLabel(m.place.kind)}: {m.place.plan}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('numbers')}>
          {plan.numbers.length === 0 ? <p>{t('noneYet')}</p> : null}
          <ul>
            {plan.numbers.map((n, i) => (
              <li key={i}>
                <strong>{n.label}:</strong> <PhoneLink number={n.number} />
                {n.note ? ` (${n.note})` : ''}
              </li>
            ))}
          </ul>
        </Section>
        {pets.length ? (
          <Section title={t('pets')}>
            <ul className="grid gap-[1.5mm]">
              {pets.map((p) => (
                <li key={p.id}>
                  <strong>{p.name}</strong> ({petKindLabel(p.kind, true)})
                  {p.vet ? (
                    <span className="block">
                      {t('vet')}: {p.vet}
                    </span>
                  ) : null}
                  {p.microchip ? (
                    <span className="block">
                      {t('microchip')}: {p.microchip}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </article>
  );
}
