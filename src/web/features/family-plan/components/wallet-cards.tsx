import type { FamilyPlan } from '@shared/family-plan/schemas';
import { messages } from '../messages';
import { PhoneLink } from './phone-link';
import {
  CARD_BUDGET,
  moreOnTheFridgeSheet,
  WALLET_CARD as C,
  walletCardBack,
  walletCardFront,
  type CardSide,
  type Run,
} from './wallet-card-layout';

/** ISO/IEC 7810 ID-1, the credit card: 85.6 x 54 mm. */
export const WALLET_CARD_SIZE = { width: `${C.widthMm}mm`, height: `${C.heightMm}mm` } as const;

const cardStyle: React.CSSProperties = {
  ...WALLET_CARD_SIZE,
  boxSizing: 'border-box',
  overflow: 'hidden',
  borderWidth: `${C.borderMm}mm`,
  padding: `${C.paddingMm}mm`,
  fontSize: `${C.fontPt}pt`,
  lineHeight: `${C.linePt}pt`,
};
const lineStyle: React.CSSProperties = { height: `${C.linePt}pt` };
const { t } = messages;

function Runs({ runs }: { runs: readonly Run[] }) {
  return runs.map((r, i) => {
    const text = r.tel ? <PhoneLink key={i} number={r.text} href={r.tel} /> : r.text;
    return r.strong ? <strong key={i}>{text}</strong> : <span key={i}>{text}</span>;
  });
}

/**
 * One side of a card, its lines as wallet-card-layout broke them: each line one element that the
 * browser never wraps again (`white-space: pre`), so the card holds exactly what was counted.
 */
function Side({ side, which, name }: { side: CardSide; which: 'front' | 'back'; name: string }) {
  return (
    <div
      data-slot="wallet-card"
      data-side={which}
      aria-label={which === 'front' ? t('walletCardFront', { name }) : t('walletCardBack', { name })}
      style={cardStyle}
      className="flex flex-col border-dashed border-black font-mono break-inside-avoid text-black"
    >
      <p
        style={{ fontSize: `${C.titleFontPt}pt`, lineHeight: `${C.titleLinePt}pt`, height: `${C.titleLinePt}pt` }}
        className="font-black whitespace-pre"
      >
        {side.title}
      </p>
      {side.lines.map((line, i) =>
        line.kind === 'text' ? (
          <p key={i} style={lineStyle} className="whitespace-pre">
            <Runs runs={line.runs} />
          </p>
        ) : line.kind === 'row' ? (
          <p
            key={i}
            style={{
              ...lineStyle,
              display: 'grid',
              gridTemplateColumns: `repeat(${line.cols}, minmax(0, 1fr))`,
              columnGap: `${C.gapCells * CARD_BUDGET.cellEm}em`,
            }}
          >
            {line.cells.map((cell, j) => (
              <span key={j} className="whitespace-pre">
                <Runs runs={cell} />
              </span>
            ))}
          </p>
        ) : (
          <p key={i} data-slot="wallet-card-more" style={lineStyle} className="mt-auto font-bold whitespace-pre italic">
            {moreOnTheFridgeSheet()}
          </p>
        ),
      )}
    </div>
  );
}

/**
 * Wallet cards: for each person a front (name, emergency number, out-of-town contacts, every
 * household member's mobile, meeting places) and a back (medical notes, their school, childcare or
 * workplace with its plan, the important numbers), side by side in a row: cut along the dashed
 * outline, fold on the middle line, and the back is behind the front. Credit-card size whatever the
 * paper (A4 or US Letter), a row never split across pages. What does not fit a card is left off
 * whole and the card says "More on the fridge sheet" (wallet-card-layout, decision 263).
 */
export function WalletCards({ plan }: { plan: FamilyPlan }) {
  return (
    <article data-slot="wallet-cards" aria-label={t('walletCards')} className="text-black">
      {plan.members.length === 0 ? <p>{t('walletCardsNobody')}</p> : null}
      <div className="grid gap-y-[4mm]">
        {plan.members.map((m) => (
          // Side by side on paper (A4 and Letter are wider than two cards); wrapped only on a
          // narrower page, where they could not be folded anyway.
          <div key={m.id} className="flex flex-wrap gap-y-[4mm] break-inside-avoid">
            <Side side={walletCardFront(plan, m)} which="front" name={m.name} />
            <Side side={walletCardBack(plan, m)} which="back" name={m.name} />
          </div>
        ))}
      </div>
    </article>
  );
}
