import { Link } from 'react-router';
import type { PlanFamily } from '@shared/plans/schemas';

const phones = (c: { mobilePhone: string; otherPhone: string }) =>
  [c.mobilePhone, c.otherPhone].filter((p) => p.trim() !== '').join(' · ');

/**
 * "Our family communication plan" in a survival plan (to the members of its creator's household only): the emergency number, who to
 * call and where to meet, on screen and on paper.
 */
export function PlanFamilyCard({ family }: { family: PlanFamily }) {
  return (
    <section
      aria-labelledby="plan-family"
      className="hud-panel relative grid gap-3 bg-card/60 p-5 print:border print:border-black print:bg-white"
    >
      <h3 id="plan-family" className="font-semibold">
        Our family communication plan
      </h3>
      <p className="text-sm">
        Emergency: <strong data-slot="plan-family-emergency">{family.emergencyNumber}</strong>
      </p>
      {family.outOfTownContacts.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="font-tactical text-[0.6875rem] text-muted-foreground">Out-of-town contact</h4>
          <ul className="grid gap-1 text-sm">
            {family.outOfTownContacts.map((c, i) => (
              <li key={i}>
                <strong>{c.name}</strong>
                {phones(c) ? `: ${phones(c)}` : ''}
                {c.email ? ` · ${c.email}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {family.meetingPlaces.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="font-tactical text-[0.6875rem] text-muted-foreground">Meeting places</h4>
          <ul className="grid gap-1 text-sm">
            {family.meetingPlaces.map((p) => (
              <li key={p.label}>
                <strong>{p.label}:</strong> {[p.name, p.address].filter(Boolean).join(', ')}
                {p.instructions ? ` (${p.instructions})` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {family.outOfTownContacts.length === 0 && family.meetingPlaces.length === 0 ? (
        <p className="text-sm text-muted-foreground">No contacts or meeting places yet.</p>
      ) : null}
      <p data-print-hide className="text-sm">
        <Link to="/family-plan" className="text-primary underline underline-offset-4">
          Open the family plan
        </Link>
      </p>
    </section>
  );
}
