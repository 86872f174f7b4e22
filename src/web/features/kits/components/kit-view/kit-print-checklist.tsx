import type { KitDetail } from '@shared/kits/schemas';
import { PrintStyle } from '@web/components/print-style';
import { messages } from '../../messages';
import { categoryLabel } from '../kit-labels';
import type { KitCategoryGroup } from './kit-format';
import { itemDisplayName } from './kit-format';

const { t } = messages;

/**
 * What Print puts on paper: the kit as a black-on-white checklist, a box per item (ticked when it
 * is packed, when the viewer sees packing), every category with items, whatever is open on
 * screen. Rendered only while printing (usePrinting), and even then hidden on screen and from
 * assistive technology (the screen says the same); the screen's own content is `print:hidden`.
 */
export function KitPrintChecklist({
  kit,
  groups,
  showPacked,
}: {
  kit: KitDetail;
  groups: readonly KitCategoryGroup[];
  showPacked: boolean;
}) {
  const packed = kit.items.filter((i) => i.packed).length;
  return (
    // A paper copy of what the screen already says: out of the accessibility tree.
    <section data-slot="kit-print-checklist" aria-hidden="true" className="hidden bg-white text-black print:block">
      <PrintStyle />
      <h1 className="text-2xl font-bold text-black">{kit.name}</h1>
      {showPacked ? (
        <p className="mt-1 text-sm text-black">{t('packedOf', { packed, total: kit.items.length })}</p>
      ) : null}
      {groups
        .filter((g) => g.items.length > 0)
        .map((group) => (
          <div key={group.category} className="mt-4 break-inside-avoid">
            <h2 className="border-b border-black text-base font-bold text-black">{categoryLabel(group.category)}</h2>
            <ul className="mt-1 grid gap-1">
              {group.items.map((item) => (
                <li key={item.id} className="flex items-start gap-2 text-sm text-black">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 inline-flex size-4 shrink-0 items-center justify-center border border-black text-xs leading-none text-black"
                  >
                    {showPacked && item.packed ? '✓' : ''}
                  </span>
                  <span>
                    {itemDisplayName(item)} × {item.quantity || 1}
                    {item.notes ? <span className="text-black"> — {item.notes}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
