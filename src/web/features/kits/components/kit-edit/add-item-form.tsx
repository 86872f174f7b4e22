import { PlusIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { KitItemCategory } from '@shared/constants/kits';
import { IMAGE_UPLOAD_ACCEPT } from '@shared/kits/limits';
import type { createKitItemSchema, CreateKitItemInput } from '@shared/kits/schemas';
import { EXPIRY_DATE_MAX, EXPIRY_DATE_MIN } from '@shared/supplies/expiry';
import { messages as common } from '@web/components/messages';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast';
import { useAddKitItem } from '@web/features/kits/hooks/use-kit-edit-mutations';
import { isSessionExpired } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { messages } from '../../messages';
import { categoryLabel } from '../kit-labels';

const { t } = messages;

// The server's schema, loaded on the form's first focus or validation (not with the page).
const addItemResolver = lazyZodResolver<CreateKitItemInput, z.output<typeof createKitItemSchema>>(() =>
  import('@shared/kits/schemas').then((m) => m.createKitItemSchema),
);

/**
 * The inline "new item" form of one category. The shared schema validates it (a blank or invalid
 * quantity becomes 1, docs/product.md#kit-editor) and the server validates the same body again.
 */
export function AddItemForm({
  kitId,
  category,
  onDone,
}: {
  kitId: string;
  category: KitItemCategory;
  onDone: () => void;
}) {
  const titleId = useId();
  const add = useAddKitItem(kitId);
  const [image, setImage] = useState<File | null>(null);
  const form = useForm({
    resolver: addItemResolver,
    defaultValues: { category, itemName: '', quantity: '1', notes: '', expiresOn: null } satisfies CreateKitItemInput,
  });
  const { errors, isSubmitting } = form.formState;
  const blank = (useWatch({ control: form.control, name: 'itemName' }) ?? '').trim() === '';

  useEffect(() => {
    form.setFocus('itemName');
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    let added;
    try {
      added = await add.mutateAsync({ input: values, image });
    } catch (err) {
      if (isSessionExpired(err)) return;
      applyServerFieldErrors(err, form.setError, ['itemName', 'quantity', 'notes', 'expiresOn']);
      logUnexpected('Adding a kit item failed', err);
      toast.error(t('error'), t('edit.addFailed'));
      return;
    }
    if (added.imageError) {
      if (!isSessionExpired(added.imageError)) {
        logUnexpected('Uploading the new item image failed', added.imageError);
        toast.error(t('edit.uploadError'), t('edit.uploadFailedAdded'));
      }
    } else {
      toast.success(t('edit.itemAdded'), t('edit.itemAddedText'));
    }
    onDone();
  });

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onFocusCapture={addItemResolver.warm}
      onSubmit={(e) => {
        // Offline Add Item is disabled; Enter in a field must not send the item either.
        if (isOnline()) void onSubmit(e);
        else e.preventDefault();
      }}
      className="grid gap-3 rounded-sm border border-dashed border-primary/50 bg-background/40 p-4"
    >
      <p id={titleId} className="font-tactical text-xs text-primary">
        {t('edit.newItemIn', { category: categoryLabel(category) })}
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_7rem]">
        <FormField label={t('edit.itemName')} required error={errors.itemName?.message}>
          <Input autoComplete="off" className="h-11" {...form.register('itemName')} />
        </FormField>
        <FormField label={t('edit.quantity')} error={errors.quantity?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} className="h-11" {...form.register('quantity')} />
        </FormField>
      </div>
      <FormField label={t('edit.notesOptional')} error={errors.notes?.message}>
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
      <FormField label={t('edit.expiresOptional')} error={errors.expiresOn?.message} className="sm:w-56">
        <Input
          type="date"
          className="h-11"
          min={EXPIRY_DATE_MIN}
          max={EXPIRY_DATE_MAX}
          // An empty date field is no expiry.
          {...form.register('expiresOn', { setValueAs: (v: string | null) => (v ? v : null) })}
        />
      </FormField>
      <FormField label={t('edit.imageOptional')}>
        <Input
          type="file"
          className="min-h-11"
          accept={IMAGE_UPLOAD_ACCEPT}
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <OnlineOnly>
          <Button type="submit" variant="tactical" className="min-h-11" disabled={blank || isSubmitting}>
            <PlusIcon aria-hidden="true" />
            {isSubmitting ? t('edit.adding') : t('edit.addItem')}
          </Button>
        </OnlineOnly>
        <Button type="button" variant="ghost" className="min-h-11" onClick={onDone} disabled={isSubmitting}>
          {common.t('cancel')}
        </Button>
      </div>
    </form>
  );
}
