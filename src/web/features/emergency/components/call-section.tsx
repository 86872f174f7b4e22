import { MessageSquareIcon, PhoneIcon } from 'lucide-react';
import type { EmergencyAnswer } from '@shared/emergency/schemas';
import { Link } from '@web/lib/router';
import { smsHref, telHref } from '../links';
import { bigLink, Empty, PhoneLink, Section } from './parts';

/** 1. Call: the emergency number, the out-of-town contact (call and "We are OK" text), the household, the numbers. */
export function CallSection({ answer }: { answer: EmergencyAnswer }) {
  const { emergencyNumber, outOfTownContacts, people, numbers } = answer;
  const mobiles = people.filter((p) => p.mobilePhone !== '');
  return (
    <Section id="emergency-call" title="Call">
      <a href={telHref(emergencyNumber.number)!} className={bigLink('danger')}>
        <PhoneIcon aria-hidden="true" className="size-6" />
        Call {emergencyNumber.number}
      </a>

      {outOfTownContacts.map((c) => {
        const phone = c.mobilePhone || c.otherPhone;
        const sms = c.mobilePhone ? smsHref(c.mobilePhone) : null;
        return (
          <div key={c.name} className="grid gap-2 rounded-sm border-2 border-primary p-3">
            <p className="text-lg">
              <strong>{c.name}</strong>, out-of-town contact
            </p>
            <div className="flex flex-wrap gap-2">
              {phone && telHref(phone) ? (
                <a href={telHref(phone)!} className={bigLink('primary')} aria-label={`Call ${phone} (${c.name})`}>
                  <PhoneIcon aria-hidden="true" className="size-5" />
                  Call {phone}
                </a>
              ) : null}
              {sms ? (
                <a href={sms} className={bigLink('plain')} aria-label={`Text “We are OK” to ${c.name}`}>
                  <MessageSquareIcon aria-hidden="true" className="size-5" />
                  Text “We are OK”
                </a>
              ) : null}
              {c.mobilePhone && c.otherPhone ? (
                <PhoneLink number={c.otherPhone} label={`${c.name}, other phone`} />
              ) : null}
            </div>
          </div>
        );
      })}

      {mobiles.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="text-xl font-bold">Our household</h3>
          <ul className="grid gap-2">
            {mobiles.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-lg">{p.name}</span>
                <PhoneLink number={p.mobilePhone} label={p.name} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {numbers.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="text-xl font-bold">Important numbers</h3>
          <ul className="grid gap-2">
            {numbers.map((n, i) => (
              <li key={i} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-lg">
                  {n.label}
                  {n.note ? <span className="block text-lg">{n.note}</span> : null}
                </span>
                <PhoneLink number={n.number} label={n.label} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {outOfTownContacts.length === 0 && mobiles.length === 0 && numbers.length === 0 ? (
        <Empty>
          No phone numbers saved yet.{' '}
          <Link to="/family-plan" className="font-bold underline underline-offset-4">
            Add them to the family plan
          </Link>
          .
        </Empty>
      ) : null}
    </Section>
  );
}
