import { CheckIcon, PlusIcon } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { batchInputSchema, type BatchInput, type Resource, type ResourceBatch } from '@shared/resources/schemas';
import { defaultExpiry, keepsOf, type ShelfLifeClass } from '@shared/supplies/rotation';
import { messages as common } from '@web/components/messages';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { localToday } from '@web/lib/format';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { messages } from '../messages';
import { formMessages } from '../messages/forms';
import { ShelfLifeField } from './shelf-life-field';

const { t } = formMessages;

/** What the dialog is open for: a new batch of a row, or one of its batches. */
export type BatchDialogTarget = { resource: Resource; batch: ResourceBatch | null };

interface BatchFormValues {
  quantity: string;
  keeps: ShelfLifeClass;
  expiresOn: string;
  addedOn: string;
  note: string;
}

const PHONE_FIELD = 'max-sm:h-11';

/**
 * Add a batch to a row, or change one: quantity, best-before date (prefilled from how long the
 * row's stock keeps, src/shared/supplies/rotation.ts, and editable), the day it was added, a note.
 * "Keeps" and "Best before" agree (decision 0257): a batch being edited shows the class its dates
 * say (no expiry for an undated one), and a best-before that is the default of the day added
 * moves with that day.
 * Nothing is sent here: the batch joins the tracker's unsaved changes like a press of plus or
 * minus, and the one SAVE CHANGES sends them all (or keeps them on the device offline). So its
 * button adds or changes, it never reads as a save (decision 0294).
 */
export function BatchDialog({
  target,
  onClose,
  onSave,
}: {
  target: BatchDialogTarget | null;
  onClose: () => void;
  onSave: (batch: BatchInput & { note: string | null }) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target ? (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle className="break-words">
              {target.batch
                ? t('batch.editTitle', { name: target.resource.name })
                : t('batch.addTitle', { name: target.resource.name })}
            </DialogTitle>
            <DialogDescription>{t('batch.description')}</DialogDescription>
          </DialogHeader>
          <BatchForm target={target} onClose={onClose} onSave={onSave} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The server's own schema, its messages in the page's language (catalogue of message codes, decision 0360). */
const batchResolver = lazyZodResolver<z.input<typeof batchInputSchema>, BatchInput>(() =>
  Promise.resolve(batchInputSchema),
);

function BatchForm({
  target,
  onClose,
  onSave,
}: {
  target: BatchDialogTarget;
  onClose: () => void;
  onSave: (batch: BatchInput & { note: string | null }) => void;
}) {
  const { resource, batch } = target;
  const today = localToday();
  const defaults: BatchFormValues = batch
    ? {
        quantity: String(batch.quantity),
        keeps: keepsOf(resource.shelfLife, batch.addedOn, batch.expiresOn),
        expiresOn: batch.expiresOn ?? '',
        addedOn: batch.addedOn,
        note: batch.note ?? '',
      }
    : {
        quantity: '',
        keeps: resource.shelfLife,
        expiresOn: defaultExpiry(resource.shelfLife, today) ?? '',
        addedOn: today,
        note: '',
      };
  const toInput = (v: BatchFormValues): BatchInput => ({
    id: batch?.id ?? crypto.randomUUID(),
    resourceId: resource.id,
    quantity: v.quantity.trim() === '' ? Number.NaN : Number(v.quantity),
    addedOn: v.addedOn,
    expiresOn: v.expiresOn === '' ? null : v.expiresOn,
    note: v.note.trim() === '' ? null : v.note,
  });
  // Over the typed values.
  const resolver: Resolver<BatchFormValues, unknown, BatchInput & { note: string | null }> = async (
    values,
    context,
    options,
  ) => {
    const result = await batchResolver(
      toInput(values),
      context,
      options as unknown as Parameters<typeof batchResolver>[2],
    );
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as FieldErrors<BatchFormValues> }
      : { values: result.values as BatchInput & { note: string | null }, errors: {} };
  };
  const form = useForm<BatchFormValues, unknown, BatchInput & { note: string | null }>({
    resolver,
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const { onChange: addedOnChange, ...addedOn } = form.register('addedOn');
  /** A best-before still at the default of the day added moves with that day (a date the user chose stays). */
  const onAddedOnChange = (e: ChangeEvent<HTMLInputElement>) => {
    const before = form.getValues('addedOn');
    const next = e.target.value;
    const keeps = form.getValues('keeps');
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if (day.test(before) && day.test(next) && form.getValues('expiresOn') === (defaultExpiry(keeps, before) ?? ''))
      form.setValue('expiresOn', defaultExpiry(keeps, next) ?? '');
    return addedOnChange(e);
  };
  const onSubmit = form.handleSubmit((value) => {
    onSave(value);
    onClose();
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(e) => void onSubmit(e)}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t('batch.quantity', { unit: resource.unit })} required error={errors.quantity?.message}>
          <Input
            className={PHONE_FIELD}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...form.register('quantity')}
          />
        </FormField>
        <FormField label={t('batch.addedOn')} required error={errors.addedOn?.message}>
          <Input className={PHONE_FIELD} type="date" {...addedOn} onChange={(e) => void onAddedOnChange(e)} />
        </FormField>
      </div>
      <ShelfLifeField
        control={form.control}
        name="keeps"
        description={t('batch.keepsHint')}
        onPicked={(value) => form.setValue('expiresOn', defaultExpiry(value, form.getValues('addedOn') || today) ?? '')}
      />
      <FormField
        label={t('field.bestBefore')}
        description={t('batch.bestBeforeHint')}
        error={errors.expiresOn?.message}
      >
        <Input className={PHONE_FIELD} type="date" {...form.register('expiresOn')} />
      </FormField>
      <FormField label={t('batch.note')} description={t('batch.noteHint')} error={errors.note?.message}>
        <Input className={PHONE_FIELD} autoComplete="off" maxLength={200} {...form.register('note')} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="ghost" className="max-sm:h-11" onClick={onClose}>
          {common.t('cancel')}
        </Button>
        <Button type="submit" variant="tactical" className="max-sm:h-11">
          {batch ? <CheckIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
          {batch ? t('batch.change') : messages.t('batch.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
