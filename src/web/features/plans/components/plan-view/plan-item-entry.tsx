import { BookOpenIcon, ExternalLinkIcon } from 'lucide-react';
import { itemLinks, type ItemLink } from '@shared/plans/item-links';
import type { PlanItem } from '@shared/plans/schemas';
import { Badge } from '@web/components/ui/badge';
import { Link } from '@web/lib/router';
import { cn } from '@web/lib/utils';
import { kindLabel } from '../../labels';
import { messages } from '../../messages';

const { t } = messages;

const BADGE_VARIANT = { step: 'default', note: 'secondary', resource: 'outline' } as const;

const LINK_CLASS =
  'inline-flex min-h-11 items-center gap-1.5 py-1 text-sm break-words text-primary underline-offset-4 hover:underline print:min-h-0 print:text-black';

/**
 * A step's "Source: …" or "Field guide: …" line as a link (a tap target of its own on a phone);
 * on paper a source's address is printed under it.
 */
function ItemLinkEntry({ link }: { link: ItemLink }) {
  const content = (
    <>
      <span className="font-semibold text-muted-foreground print:text-black">
        {link.label === 'Field guide' ? t('view.fieldGuide') : t('view.source')}:
      </span>{' '}
      <span className="min-w-0">{link.name}</span>
    </>
  );
  if (link.label === 'Field guide') {
    return (
      <Link to={link.href} className={LINK_CLASS}>
        <BookOpenIcon aria-hidden="true" className="size-4 shrink-0" />
        {content}
      </Link>
    );
  }
  return (
    <>
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
        <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
        {content}
        <span className="sr-only">{t('view.newTab')}</span>
      </a>
      {/* On paper the address is all a reader has. */}
      <span data-print-only className="hidden text-sm break-all print:block">
        {link.href}
      </span>
    </>
  );
}

/** One step (numbered among the steps), note or resource of a plan, with its source and field guide links. */
export function PlanItemEntry({ item, number }: { item: PlanItem; number: number | null }) {
  const { text, links } = itemLinks(item.content);
  return (
    <div
      data-slot="plan-item"
      data-kind={item.kind}
      data-print-keep
      className={cn(
        'hud-panel relative flex gap-3 bg-card p-4 print:p-3',
        item.kind !== 'step' && 'bg-card/60 [--hud-bracket:var(--border)]',
      )}
    >
      <span
        data-slot="step-number"
        aria-hidden={number === null || undefined}
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-full border font-mono text-sm font-bold',
          number === null ? 'border-transparent' : 'border-primary text-primary print:border-black',
        )}
      >
        {number ?? ''}
      </span>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Badge variant={BADGE_VARIANT[item.kind]}>{kindLabel(item.kind)}</Badge>
        <p className="break-words whitespace-pre-line">{text}</p>
        {links.length > 0 ? (
          <ul aria-label={t('view.sources')} className="grid">
            {links.map((link) => (
              <li key={`${link.label}-${link.href}`}>
                <ItemLinkEntry link={link} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
