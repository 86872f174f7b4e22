import { ExternalLinkIcon } from 'lucide-react';
import { messages } from '../messages';

/** A guide's or an article's sources: each opens in a new tab, a 44 px target on a phone. */
export function SourceLinks({ sources }: { sources: readonly { name: string; url: string }[] }) {
  return (
    <ul className="grid gap-0 text-sm sm:gap-1">
      {sources.map((source) => (
        <li key={source.url}>
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline sm:min-h-0"
          >
            {source.name}
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{messages.t('newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
