import { geoHref, mapsUrl, telHref } from '@web/lib/contact-links';
import { cn } from '@web/lib/utils';
import { messages } from './messages';

const link = 'font-semibold text-primary underline underline-offset-4 hover:text-primary/80';

/**
 * A phone number as a `tel:` link (tap to call; decision 0295), named with whose it is when `of`
 * is given ("Call Ana: +1 555 0100"); plain text when it is not written like a phone.
 */
export function TelLink({ number, of, className }: { number: string; of?: string; className?: string }) {
  const href = telHref(number);
  if (!href) return <span className={className}>{number}</span>;
  return (
    <a
      href={href}
      // A phone number reads left to right in any language (decision 0330).
      dir="ltr"
      aria-label={of ? messages.t('call', { who: of, number }) : undefined}
      className={cn(link, 'inline-flex min-h-11 items-center whitespace-nowrap sm:min-h-0', className)}
    >
      {number}
    </a>
  );
}

/**
 * An address as the emergency screen shows it (decisions 0274, 0295): a `geo:` link that opens the
 * phone's maps app (no data needed), and beside it an OpenStreetMap search for any browser. The
 * address goes to OpenStreetMap only when the user follows that link.
 */
export function AddressLinks({ address, className }: { address: string; className?: string }) {
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-3', className)}>
      <a
        href={geoHref(address)}
        aria-label={messages.t('openInMaps', { address })}
        className={cn(link, 'inline-flex min-h-11 items-center sm:min-h-0')}
      >
        {address}
      </a>
      <a
        href={mapsUrl(address)}
        target="_blank"
        rel="noreferrer"
        aria-label={messages.t('onOpenStreetMap', { address })}
        className={cn(link, 'inline-flex min-h-11 items-center text-sm font-normal sm:min-h-0 print:hidden')}
      >
        OpenStreetMap
      </a>
    </span>
  );
}
