import type { EmergencyAnswer } from '@shared/emergency/schemas';
import { Link } from '@web/lib/router';
import { messages } from '../messages';
import { Empty, Section, TextWithPhones } from './parts';

const { t } = messages;

function Fact({ term, value, phones = true }: { term: string; value: string; phones?: boolean }) {
  if (!value) return null;
  return (
    <div className="grid grid-cols-[minmax(0,8.5rem)_1fr] gap-x-2 text-lg max-[360px]:grid-cols-1">
      <dt className="font-bold">{term}</dt>
      <dd className="break-words whitespace-pre-line">{phones ? <TextWithPhones text={value} /> : value}</dd>
    </div>
  );
}

/** 7. People: each person's allergies, medicines, conditions and blood type; pets with vet and microchip. */
export function PeopleSection({ answer }: { answer: EmergencyAnswer }) {
  const { people, pets } = answer;
  return (
    <Section id="emergency-people" title={t('people')}>
      {people.length === 0 && pets.length === 0 ? (
        <Empty>
          {t('nobodyNamed')}{' '}
          <Link to="/family-plan" className="font-bold underline underline-offset-4">
            {t('addHousehold')}
          </Link>
          .
        </Empty>
      ) : null}
      <ul className="grid gap-3">
        {people.map((p) => {
          const noted = p.bloodType || p.allergies || p.medicines || p.conditions;
          return (
            <li key={p.id} className="grid gap-1 break-inside-avoid rounded-sm border-2 border-border p-3">
              <h3 className="text-xl font-bold">{p.name}</h3>
              {noted ? (
                <dl className="grid gap-1">
                  <Fact term={t('bloodType')} value={p.bloodType} />
                  <Fact term={t('allergies')} value={p.allergies} />
                  <Fact term={t('medicines')} value={p.medicines} />
                  <Fact term={t('conditions')} value={p.conditions} />
                </dl>
              ) : (
                <p className="text-lg">{t('noMedicalNotes')}</p>
              )}
            </li>
          );
        })}
        {pets.map((p) => (
          <li key={p.id} className="grid gap-1 break-inside-avoid rounded-sm border-2 border-border p-3">
            <h3 className="text-xl font-bold">
              {p.name} <span className="font-normal">({t('petKind', { kind: p.kind })})</span>
            </h3>
            {p.vet || p.microchip ? (
              <dl className="grid gap-1">
                <Fact term={t('vet')} value={p.vet} />
                <Fact term={t('microchip')} value={p.microchip} phones={false} />
              </dl>
            ) : (
              <p className="text-lg">{t('noVet')}</p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
