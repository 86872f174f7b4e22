import type { FamilyPlan, Member } from '@shared/family-plan/schemas';
import { emergencyNumber, isPoisonControl, medicalNotes, meetingPlaces, phones } from './print-parts';

/** ISO/IEC 7810 ID-1, the credit card: 85.6 x 54 mm. */
export const WALLET_CARD_SIZE = { width: '85.6mm', height: '54mm' } as const;

const cardStyle: React.CSSProperties = {
  ...WALLET_CARD_SIZE,
  boxSizing: 'border-box',
  overflow: 'hidden',
};
const cardClass =
  'break-inside-avoid border-[0.3mm] border-dashed border-black p-[2.5mm] text-[7pt] leading-[1.2] text-black';

function Front({ plan, member }: { plan: FamilyPlan; member: Member }) {
  return (
    <div
      data-slot="wallet-card"
      data-side="front"
      aria-label={`Wallet card front: ${member.name}`}
      style={cardStyle}
      className={cardClass}
    >
      <p className="truncate text-[11pt] leading-tight font-black">{member.name}</p>
      <p className="mb-[1mm] text-[6.5pt] font-bold uppercase">
        Family emergency plan · Emergency {emergencyNumber(plan)}
      </p>
      {plan.outOfTownContacts.length === 0 ? <p>Out-of-town contact: none yet</p> : null}
      {plan.outOfTownContacts.map((c, i) => (
        <p key={i} className="line-clamp-2 text-[8pt]">
          <strong>Out-of-town contact:</strong> {[c.name, phones(c)].filter(Boolean).join(', ')}
        </p>
      ))}
      <ul className="mt-[1mm]">
        {meetingPlaces(plan).map((p) => (
          <li key={p.key} className="line-clamp-2">
            <strong>{p.label}:</strong> {[p.name, p.address].filter(Boolean).join(', ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Back({ plan, member }: { plan: FamilyPlan; member: Member }) {
  const notes = medicalNotes(member);
  const poison = plan.numbers.filter(isPoisonControl);
  const others = plan.numbers.filter((n) => !isPoisonControl(n));
  return (
    <div
      data-slot="wallet-card"
      data-side="back"
      aria-label={`Wallet card back: ${member.name}`}
      style={cardStyle}
      className={cardClass}
    >
      <p className="truncate text-[8pt] font-black">{member.name}: medical notes</p>
      {notes.length === 0 ? <p>No medical notes.</p> : null}
      {notes.map(([label, value]) => (
        <p key={label} className="line-clamp-2">
          <strong>{label}:</strong> {value}
        </p>
      ))}
      <p className="mt-[1mm] text-[8pt] font-black">Emergency {emergencyNumber(plan)}</p>
      {[...poison, ...others].map((n, i) => (
        <p key={i} className="truncate">
          <strong>{n.label}:</strong> {n.number}
        </p>
      ))}
    </div>
  );
}

/**
 * Wallet cards: for each person a front (name, out-of-town contact, meeting places) and a back
 * (medical notes, blood type, emergency and important numbers), side by side in a row: cut along
 * the dashed outline, fold on the middle line, and the back is behind the front. Credit-card size
 * whatever the paper (A4 or US Letter), a row never split across pages.
 */
export function WalletCards({ plan }: { plan: FamilyPlan }) {
  return (
    <article data-slot="wallet-cards" aria-label="Wallet cards" className="text-black">
      {plan.members.length === 0 ? <p>Add people to the plan to print their wallet cards.</p> : null}
      <div className="grid gap-y-[4mm]">
        {plan.members.map((m) => (
          <div key={m.id} className="flex break-inside-avoid">
            <Front plan={plan} member={m} />
            <Back plan={plan} member={m} />
          </div>
        ))}
      </div>
    </article>
  );
}
