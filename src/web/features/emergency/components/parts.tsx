import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { phoneParts, telHref } from '../links';
import { messages } from '../messages';

/** A section of the screen: a heading everyone can jump to, one column. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} data-emergency-section={id} className="grid gap-3 break-inside-avoid">
      <h2 id={id} className="border-b-2 border-foreground pb-1 text-2xl font-black tracking-tight uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Links styled as the screen's big buttons: at least 48 px tall, the whole width on a phone. */
export const bigLink = (tone: 'danger' | 'primary' | 'plain' = 'plain') =>
  cn(
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-sm border-2 px-4 py-2 text-lg font-bold',
    'underline-offset-4 focus-visible:ring-4 focus-visible:ring-ring focus-visible:outline-none',
    'print:min-h-0 print:border-0 print:p-0 print:font-normal',
    tone === 'danger' && 'border-destructive bg-destructive text-destructive-foreground',
    tone === 'primary' && 'border-primary bg-primary text-primary-foreground',
    tone === 'plain' && 'border-foreground bg-background text-foreground hover:bg-secondary',
  );

/** A phone number as a `tel:` link with what it is for in its name; plain text when not a phone. */
export function PhoneLink({ number, label, className }: { number: string; label: string; className?: string }) {
  const href = telHref(number);
  if (!href) return <span className="text-lg">{number}</span>;
  return (
    <a
      href={href}
      // A phone number reads left to right in any language (decision 0330).
      dir="ltr"
      aria-label={messages.t('callNamed', { label, number })}
      className={cn(bigLink('plain'), 'whitespace-nowrap', className)}
    >
      {number}
    </a>
  );
}

/** Free text whose phone numbers ("Dr Vega 555 0123") are `tel:` links. */
export function TextWithPhones({ text }: { text: string }) {
  return (
    <>
      {phoneParts(text).map((part, i) =>
        part.tel ? (
          <a key={i} href={part.tel} dir="ltr" className="font-bold whitespace-nowrap underline underline-offset-4">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** A big checkbox row for the checklists: the whole row is the label, 48 px at least. */
export function CheckRow({
  checked,
  onChange,
  children,
  extra,
}: {
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <li className="grid gap-1 border-b border-border py-1 last:border-b-0">
      <label className="flex min-h-12 cursor-pointer items-start gap-3 py-2">
        <input
          type="checkbox"
          checked={checked}
          onChange={onChange}
          className="mt-0.5 size-7 shrink-0 cursor-pointer accent-primary"
        />
        <span className={cn('text-lg', checked && 'line-through decoration-2')}>{children}</span>
      </label>
      {extra ? <div className="ps-10 text-lg">{extra}</div> : null}
    </li>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="text-lg">{children}</p>;
}
