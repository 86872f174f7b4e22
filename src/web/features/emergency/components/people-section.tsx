import type { EmergencyAnswer } from '@shared/emergency/schemas';
import { Link } from '@web/lib/router';
import { Empty, Section, TextWithPhones } from './parts';

const PET_KIND = { dog: 'dog', cat: 'cat', other: 'pet' } as const;

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
    <Section id="emergency-people" title="People">
      {people.length === 0 && pets.length === 0 ? (
        <Empty>
          Nobody is named yet.{' '}
          <Link to="/family-plan" className="font-bold underline underline-offset-4">
            Add your household to the family plan
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
                  <Fact term="Blood type" value={p.bloodType} />
                  <Fact term="Allergies" value={p.allergies} />
                  <Fact term="Medicines" value={p.medicines} />
                  <Fact term="Conditions" value={p.conditions} />
                </dl>
              ) : (
                <p className="text-lg">No medical notes saved.</p>
              )}
            </li>
          );
        })}
        {pets.map((p) => (
          <li key={p.id} className="grid gap-1 break-inside-avoid rounded-sm border-2 border-border p-3">
            <h3 className="text-xl font-bold">
              {p.name} <span className="font-normal">({PET_KIND[p.kind]})</span>
            </h3>
            {p.vet || p.microchip ? (
              <dl className="grid gap-1">
                <Fact term="Vet" value={p.vet} />
                <Fact term="Microchip" value={p.microchip} phones={false} />
              </dl>
            ) : (
              <p className="text-lg">No vet or microchip saved.</p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
