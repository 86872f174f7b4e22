import { useId, useState, type KeyboardEvent } from 'react';
import { RESOURCE_QUANTITY_MAX } from '@shared/constants/resources';
import { checkBought, checkQuantity, QUANTITY_MESSAGE } from '@shared/resources/quantity';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { errorText, useErrorTexts } from '@web/lib/i18n/error-text';
import { messages } from '../messages';

const { t } = messages;

/**
 * What is typed, read as the schema the server checks with. An empty field is an error, not 0:
 * clearing the field to type a new number must not count as "none left".
 */
export const quantityOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

// The server's rule (shared/resources/quantity.ts, held to its schema by a test), checked on every keystroke without zod.
const parse = (text: string, check: typeof checkQuantity) => check(quantityOf(text));

/** Enter in a row's field never submits anything around it (there is nothing to submit: SAVE CHANGES does). */
const keepEnter = (e: KeyboardEvent<HTMLInputElement>, then?: () => void) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  then?.();
};

/**
 * A row's quantity as a number field: a valid number is an unsaved change at once (like plus and
 * minus); anything else shows the schema's message under the field and changes nothing, so a bad
 * value is never sent. `onInvalid` tells the page, which holds SAVE CHANGES until it is fixed.
 */
export function QuantityField({
  name,
  quantity,
  text,
  onText,
  onSet,
}: {
  name: string;
  quantity: number;
  /** What is typed while it differs from `quantity` (null: the field shows `quantity`). */
  text: string | null;
  onText: (text: string | null) => void;
  onSet: (quantity: number) => void;
}) {
  const errorId = useId();
  const parsed = text === null ? null : parse(text, checkQuantity);
  // The rule's English message through the catalogue of message codes (loaded once one shows).
  const error = parsed && !parsed.ok ? errorText(parsed.message) : null;
  useErrorTexts(error !== null);
  return (
    <span className="inline-grid gap-1">
      <OnlineOnly household worksOffline>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={RESOURCE_QUANTITY_MAX}
          step={1}
          autoComplete="off"
          aria-label={t('quantity.label', { name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // No spin buttons: plus and minus are beside it, and the field stays narrow on a phone.
          className="h-11 w-20 [appearance:textfield] px-2 font-mono font-semibold sm:h-9 sm:w-24 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          value={text ?? String(quantity)}
          onChange={(e) => {
            const next = e.currentTarget.value;
            onText(next);
            const result = parse(next, checkQuantity);
            if (result.ok) onSet(result.value);
          }}
          // Back to the number as the page holds it ("007" reads 7); a wrong entry stays, with its message.
          onBlur={() => {
            if (parsed?.ok) onText(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && text !== null) {
              e.preventDefault();
              onText(null);
            }
            keepEnter(e, () => parsed?.ok && onText(null));
          }}
        />
      </OnlineOnly>
      {error ? (
        <span id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/**
 * "+ N bought": a shopping trip in two taps and a number. The row's Bought toggle opens this
 * field (the phone's number pad comes up at once); Enter or the "+ N bought" button adds N to the
 * row, as N presses of plus would, and closes it.
 */
export function BoughtPanel({
  id,
  name,
  quantity,
  onAdd,
  onClose,
}: {
  id: string;
  name: string;
  quantity: number;
  onAdd: (n: number) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const fieldId = useId();
  const errorId = useId();
  const parsed = text.trim() === '' ? null : parse(text, checkBought);
  const overCap = parsed?.ok === true && quantity + parsed.value > RESOURCE_QUANTITY_MAX;
  const error = parsed && !parsed.ok ? errorText(parsed.message) : overCap ? errorText(QUANTITY_MESSAGE) : null;
  useErrorTexts(error !== null);
  const n = parsed?.ok && !overCap ? parsed.value : null;
  const add = () => {
    if (n === null) return;
    onAdd(n);
    onClose();
  };
  return (
    <div id={id} className="grid gap-1 rounded-md border border-border bg-muted/30 p-3 print:hidden">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {t('bought.howMany')} <span className="sr-only">{name}</span> {t('bought.didYouBuy')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={1}
          max={RESOURCE_QUANTITY_MAX}
          step={1}
          autoComplete="off"
          // Opened on purpose to type a number: the focus goes there (the phone's keypad opens).
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 w-28 font-mono sm:h-9"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              onClose();
            }
            keepEnter(e, add);
          }}
        />
        <OnlineOnly household worksOffline>
          <Button
            type="button"
            variant="outline"
            className="h-11 min-w-11 sm:h-9"
            aria-disabled={n === null || undefined}
            onClick={add}
          >
            {`${n === null ? t('bought.add') : t('bought.addCount', { count: n })} `}
            <span className="sr-only">{t('bought.to', { name })}</span>
          </Button>
        </OnlineOnly>
      </div>
      {error ? (
        <span id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </span>
      ) : null}
    </div>
  );
}
