import { MessageSquareIcon, PhoneIcon } from 'lucide-react';
import type { EmergencyAnswer } from '@shared/emergency/schemas';
import { Link } from '@web/lib/router';
import { smsHref, telHref } from '../links';
import { messages } from '../messages';
import { bigLink, Empty, PhoneLink, Section } from './parts';

const { t } = messages;

/** 1. Call: the emergency number, the out-of-town contact (call and "We are OK" text), the household, the numbers. */
export function CallSection({ answer }: { answer: EmergencyAnswer }) {
  const { emergencyNumber, outOfTownContacts, people, numbers } = answer;
  const mobiles = people.filter((p) => p.mobilePhone !== '');
  return (
    <Section id="emergency-call" title={t('call')}>
      <a href={telHref(emergencyNumber.number)!} className={bigLink('danger')}>
        <PhoneIcon aria-hidden="true" className="size-6" />
        {t('callNumber', { number: emergencyNumber.number })}
      </a>

      {outOfTownContacts.map((c) => {
        const phone = c.mobilePhone || c.otherPhone;
        const sms = c.mobilePhone ? smsHref(c.mobilePhone, t('weAreOkSms')) : null;
        return (
          <div key={c.name} className="grid gap-2 rounded-sm border-2 border-primary p-3">
            <p className="text-lg">
              <strong>{c.name}</strong>
              {t('outOfTownContact')}
            </p>
            <div className="flex flex-wrap gap-2">
              {phone && telHref(phone) ? (
                <a
                  href={telHref(phone)!}
                  className={bigLink('primary')}
                  aria-label={t('callContact', { phone, name: c.name })}
                >
                  <PhoneIcon aria-hidden="true" className="size-5" />
                  {t('callNumber', { number: phone })}
                </a>
              ) : null}
              {sms ? (
                <a href={sms} className={bigLink('plain')} aria-label={t('textOkTo', { name: c.name })}>
                  <MessageSquareIcon aria-hidden="true" className="size-5" />
                  {t('textOk')}
                </a>
              ) : null}
              {c.mobilePhone && c.otherPhone ? (
                <PhoneLink number={c.otherPhone} label={t('otherPhone', { name: c.name })} />
              ) : null}
            </div>
          </div>
        );
      })}

      {mobiles.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="text-xl font-bold">{t('ourHousehold')}</h3>
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
          <h3 className="text-xl font-bold">{t('importantNumbers')}</h3>
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
          {t('noPhones')}{' '}
          <Link to="/family-plan" className="font-bold underline underline-offset-4">
            {t('addPhones')}
          </Link>
          .
        </Empty>
      ) : null}
    </Section>
  );
}
