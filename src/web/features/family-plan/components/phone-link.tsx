import { FAMILY_PLAN_LIMITS } from '@shared/family-plan/figures';
import { telHref } from './print-parts';

/**
 * A phone number on a printout: a `tel:` link (a saved PDF or the page on a phone dials it),
 * printed as plain black text, kept on one line (up to a phone's 30 characters: an important
 * number may be longer). Anything not written like a phone stays plain text.
 */
export function PhoneLink({ number, href = telHref(number) }: { number: string; href?: string | null }) {
  if (!href) return number;
  const nowrap = number.length <= FAMILY_PLAN_LIMITS.phoneMax ? 'whitespace-nowrap' : '';
  return (
    // A phone number reads left to right in any language (decision 0330).
    <a href={href} dir="ltr" className={`${nowrap} text-inherit no-underline`}>
      {number}
    </a>
  );
}
