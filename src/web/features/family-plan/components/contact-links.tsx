import { geoHref, mapsUrl, telHref } from '@web/lib/contact-links';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';

/**
 * The read view's phone and address links (@web/components/contact-links' TelLink and AddressLinks,
 * the same links and look), named in the page's language (decision 0337).
 */
const { t } = messages;
const link = 'font-semibold text-primary underline underline-offset-4 hover:text-primary/80';

/** A phone as a `tel:` link named with whose it is ("Call Ana: +1 555 0100"); plain text when it is not written like a phone. */
export function TelLink({ number, of, className }: { number: string; of: string; className?: string }) {
  const href = telHref(number);
  if (!href) return <span className={className}>{number}</span>;
  return (
    <a
      href={href}
      // A phone number reads left to right in any language (decision 0330).
      dir="ltr"
      aria-label={t('call', { who: of, number })}
      className={cn(link, 'inline-flex min-h-11 items-center whitespace-nowrap sm:min-h-0', className)}
    >
      {number}
    </a>
  );
}

/** An address: a `geo:` link for the phone's maps app, and beside it an OpenStreetMap search. */
export function AddressLinks({ address, className }: { address: string; className?: string }) {
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-3', className)}>
      <a
        href={geoHref(address)}
        aria-label={t('openInMaps', { address })}
        className={cn(link, 'inline-flex min-h-11 items-center sm:min-h-0')}
      >
        {address}
      </a>
      <a
        href={mapsUrl(address)}
        target="_blank"
        rel="noreferrer"
        aria-label={t('onOpenStreetMap', { address })}
        className={cn(link, 'inline-flex min-h-11 items-center text-sm font-normal sm:min-h-0 print:hidden')}
      >
        OpenStreetMap
      </a>
    </span>
  );
}
