import { ChevronDownIcon, ImageUpIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { IMAGE_UPLOAD_ACCEPT } from '@shared/kits/limits';
import type { KitItem, UpdateKitItemInput } from '@shared/kits/schemas';
import { EXPIRY_DATE_MAX, EXPIRY_DATE_MIN } from '@shared/supplies/expiry';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast';
import { useFieldDraft } from '@web/features/kits/hooks/use-field-draft';
import {
  useRemoveKitItem,
  useUpdateKitItem,
  useUploadKitItemImage,
} from '@web/features/kits/hooks/use-kit-edit-mutations';
import { isApiError, isSessionExpired } from '@web/lib/api';
import { errorText, loadErrorTexts, zodErrorOptions } from '@web/lib/i18n/error-text';
import { lazyLoad } from '@web/lib/lazy-load';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { messages } from '../../messages';
import { itemDisplayName } from '../kit-view/kit-format';
import { KitItemBadges } from '../kit-view/kit-item-badges';
import { KitItemSource } from '../kit-view/kit-item-source';
import { KitItemThumbnail } from '../kit-view/kit-item-thumbnail';
import { PackedCheckbox } from '../kit-view/packed-checkbox';

const { t } = messages;

type EditableField = 'itemName' | 'quantity' | 'notes' | 'expiresOn';

/** Enter in a one-line field saves it, like leaving it. */
function commitOnEnter(e: KeyboardEvent<HTMLInputElement>, commit: () => void) {
  if (e.key === 'Enter') {
    e.preventDefault();
    commit();
  }
}

/** The server's schema of an item change: loaded on the row's first focus (not with the page). */
const itemSchema = lazyLoad(() => import('@shared/kits/schemas').then((m) => m.updateKitItemSchema));

/**
 * One field checked with that schema, in the page's language: the schema's messages through the
 * catalogue of message codes, zod's own from the issue (decisions 0354, 0361).
 */
async function checkItem(input: Record<string, unknown>) {
  const [schema] = await Promise.all([itemSchema(), loadErrorTexts()]);
  const parsed = schema.safeParse(input, zodErrorOptions);
  const message = parsed.error?.issues[0]?.message;
  return { parsed, error: message === undefined ? undefined : errorText(message) };
}

/** A field's check and save, run from its blur or Enter (a chunk that cannot load is logged). */
const run = (commit: () => Promise<void>) =>
  void commit().catch((err: unknown) => logUnexpected('Checking a kit item field failed', err));

/** What the row says about its own writes: nothing yet, on the way, or done. */
type SaveState = 'idle' | 'saving' | 'saved';

/**
 * One item in the editor: a compact row (picture, name, quantity, the Packed tick, and a button
 * that opens the item's fields), so a 23-item kit fits in a few screens. The fields, the picture
 * picker and Delete are there only while the row is open. Name, quantity, notes and the expiry date save on their own when the
 * field is left (or Enter is pressed), each as a PATCH of that one field; the picture uploads when
 * chosen. The date saves on leaving, not on each change: typing a year fires a change per digit
 * (0002, 0020, 0202...), each of them a date out of range.
 * The row is a group named by the item, so its controls keep their short visible labels
 * ("Item Name", "Quantity"...) and are still told apart (decision 042).
 * Every control here writes, so offline each one is disabled with the reason (decision 081).
 * Each saved write says "Saved" next to the row: unlike the kit's settings, nothing waits for
 * Save Kit.
 */
export function KitEditItem({ kitId, item }: { kitId: string; item: KitItem }) {
  const groupId = useId();
  const fieldsId = useId();
  const [open, setOpen] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const displayName = itemDisplayName(item);
  const update = useUpdateKitItem(kitId);
  const upload = useUploadKitItemImage(kitId);
  const remove = useRemoveKitItem(kitId);
  const name = useFieldDraft(item.itemName);
  const quantity = useFieldDraft(String(item.quantity));
  const notes = useFieldDraft(item.notes ?? '');
  const expiresOn = useFieldDraft(item.expiresOn ?? '');
  // The value each field last sent and is waiting on: leaving a field twice sends it once.
  const inFlight = useRef<Partial<Record<EditableField, string>>>({});

  async function send(field: EditableField, input: UpdateKitItemInput, setError: (m: string | undefined) => void) {
    // The field went offline while being edited: keep the draft, send nothing.
    if (!isOnline()) return;
    const key = JSON.stringify(input[field]);
    if (inFlight.current[field] === key) return;
    inFlight.current[field] = key;
    setSaveState('saving');
    try {
      await update.mutateAsync({ itemId: item.id, input });
      setSaveState('saved');
    } catch (err) {
      setSaveState('idle');
      if (isSessionExpired(err)) return;
      const message = isApiError(err) ? err.fields[field]?.[0] : undefined;
      if (message) setError(message);
      logUnexpected('Updating a kit item failed', err);
      toast.error(t('error'), t('item.updateFailed'));
    } finally {
      if (inFlight.current[field] === key) delete inFlight.current[field];
    }
  }

  const commitName = async () => {
    const { parsed, error } = await checkItem({ itemName: name.draft });
    const value = parsed.data?.itemName;
    if (value === undefined) {
      name.setError(error);
      return;
    }
    name.setError(undefined);
    if (value === item.itemName) return name.setDraft(value);
    void send('itemName', { itemName: value }, name.setError);
  };

  const commitQuantity = async () => {
    const raw = quantity.draft.trim() === '' ? Number.NaN : Number(quantity.draft);
    const { parsed, error } = await checkItem({ quantity: raw });
    const value = parsed.data?.quantity;
    if (value === undefined) {
      quantity.setError(error);
      return;
    }
    quantity.setError(undefined);
    if (value === item.quantity) return quantity.setDraft(String(value));
    void send('quantity', { quantity: value }, quantity.setError);
  };

  const commitNotes = async () => {
    const { parsed, error } = await checkItem({ notes: notes.draft });
    if (!parsed.success || parsed.data.notes === undefined) {
      notes.setError(error);
      return;
    }
    const value = parsed.data.notes;
    notes.setError(undefined);
    if (value === item.notes) return notes.setDraft(value ?? '');
    void send('notes', { notes: value }, notes.setError);
  };

  const commitExpiresOn = async () => {
    // An empty field clears the date.
    const { parsed, error } = await checkItem({ expiresOn: expiresOn.draft === '' ? null : expiresOn.draft });
    if (!parsed.success || parsed.data.expiresOn === undefined) {
      expiresOn.setError(error);
      return;
    }
    const value = parsed.data.expiresOn;
    expiresOn.setError(undefined);
    if (value === item.expiresOn) return;
    void send('expiresOn', { expiresOn: value }, expiresOn.setError);
  };

  const onImage = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file || !isOnline()) {
      input.value = '';
      return;
    }
    setSaveState('saving');
    try {
      await upload.mutateAsync({ itemId: item.id, file });
      setSaveState('saved');
      toast.success(t('edit.imageUpdated'), t('edit.imageUpdatedText'));
    } catch (err) {
      setSaveState('idle');
      if (isSessionExpired(err)) return;
      logUnexpected('Uploading a kit item image failed', err);
      toast.error(t('edit.uploadError'), t('edit.uploadFailed'));
    } finally {
      // Choosing the same file again is a new upload.
      input.value = '';
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(item.id);
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Deleting a kit item failed', err);
      toast.error(t('error'), t('edit.deleteFailed'));
      return;
    }
    toast.success(t('edit.itemDeleted'), t('edit.itemDeletedText'));
  };

  return (
    <li
      data-slot="kit-item"
      data-item-id={item.id}
      data-open={open || undefined}
      className="py-1.5"
      onFocusCapture={itemSchema.warm}
    >
      <div role="group" aria-labelledby={groupId} className="grid gap-3">
        <div className="flex items-center gap-2 sm:gap-3">
          <KitItemThumbnail src={item.imageUrl} placeholder className="size-11" />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <span id={groupId} className="font-semibold break-words">
              {displayName}
            </span>
            <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              <span className="font-mono">{t('item.qty', { quantity: item.quantity })}</span>
              <KitItemSource item={item} />
              <span role="status" data-slot="item-save-state" className="font-medium text-primary">
                {saveState === 'saving' ? t('edit.saving') : saveState === 'saved' ? t('edit.saved1') : ''}
              </span>
            </span>
          </div>
          <PackedCheckbox
            kitId={kitId}
            item={item}
            onSaving={() => setSaveState('saving')}
            onSaved={() => setSaveState('saved')}
          />
          <Button
            variant="ghost"
            size="icon"
            className="size-11 shrink-0"
            aria-expanded={open}
            aria-controls={open ? fieldsId : undefined}
            aria-label={t('edit.editNamed', { name: displayName })}
            title={open ? t('edit.closeItem') : t('edit.editItem')}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDownIcon
              aria-hidden="true"
              className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
            />
          </Button>
        </div>
        {open ? (
          <div id={fieldsId} className="grid gap-3 border-s-2 border-primary/40 pb-3 ps-3 sm:ms-14">
            <div className="grid grid-cols-[minmax(0,1fr)_5rem] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_6rem] sm:gap-3">
              <FormField label={t('edit.itemName')} error={name.error}>
                {(control) => (
                  <OnlineOnly>
                    <Input
                      {...control}
                      className="h-11"
                      value={name.draft}
                      onChange={(e) => name.setDraft(e.target.value)}
                      onBlur={() => run(commitName)}
                      onKeyDown={(e) => commitOnEnter(e, () => run(commitName))}
                    />
                  </OnlineOnly>
                )}
              </FormField>
              <FormField label={t('edit.quantity')} error={quantity.error}>
                {(control) => (
                  <OnlineOnly>
                    <Input
                      {...control}
                      className="h-11"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      value={quantity.draft}
                      onChange={(e) => quantity.setDraft(e.target.value)}
                      onBlur={() => run(commitQuantity)}
                      onKeyDown={(e) => commitOnEnter(e, () => run(commitQuantity))}
                    />
                  </OnlineOnly>
                )}
              </FormField>
            </div>
            <FormField label={t('edit.notes')} error={notes.error}>
              {(control) => (
                <OnlineOnly>
                  <Textarea
                    {...control}
                    rows={2}
                    className="min-h-16"
                    value={notes.draft}
                    onChange={(e) => notes.setDraft(e.target.value)}
                    onBlur={() => run(commitNotes)}
                  />
                </OnlineOnly>
              )}
            </FormField>
            <FormField label={t('edit.expiresOn')} error={expiresOn.error} className="sm:w-48">
              {(control) => (
                <OnlineOnly>
                  <Input
                    {...control}
                    className="h-11"
                    type="date"
                    min={EXPIRY_DATE_MIN}
                    max={EXPIRY_DATE_MAX}
                    value={expiresOn.draft}
                    onChange={(e) => expiresOn.setDraft(e.target.value)}
                    onBlur={() => run(commitExpiresOn)}
                    onKeyDown={(e) => commitOnEnter(e, () => run(commitExpiresOn))}
                  />
                </OnlineOnly>
              )}
            </FormField>
            <FormField
              label={
                <>
                  <ImageUpIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                  {t('edit.updateImage')}
                </>
              }
              className="w-full sm:w-72"
            >
              {(control) => (
                <OnlineOnly>
                  <Input
                    {...control}
                    type="file"
                    accept={IMAGE_UPLOAD_ACCEPT}
                    className="min-h-11"
                    disabled={upload.isPending}
                    aria-busy={upload.isPending || undefined}
                    onChange={(e) => void onImage(e)}
                  />
                </OnlineOnly>
              )}
            </FormField>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <KitItemBadges item={item} />
              <OnlineOnly>
                <Button
                  variant="outline"
                  className="min-h-11 text-muted-foreground hover:text-destructive"
                  aria-label={t('edit.deleteNamed', { name: displayName })}
                  disabled={remove.isPending}
                  onClick={() => void onDelete()}
                >
                  <Trash2Icon aria-hidden="true" />
                  {t('edit.delete')}
                </Button>
              </OnlineOnly>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
