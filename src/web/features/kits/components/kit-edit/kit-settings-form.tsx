import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { KitDetail, updateKitSchema, UpdateKitInput } from '@shared/kits/schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast';
import { VisibilityChoice } from '@web/components/visibility-choice';
import type { useUpdateKit } from '@web/features/kits/hooks/use-kit-edit-mutations';
import { isSessionExpired } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { messages } from '../../messages';

const { t } = messages;

/** The form's values: who sees the kit only for its creator (no one else may send it). */
const settingsOf = (kit: Pick<KitDetail, 'name' | 'description' | 'visibility' | 'isOwner'>): UpdateKitInput => ({
  name: kit.name,
  description: kit.description ?? '',
  ...(kit.isOwner ? { visibility: kit.visibility } : {}),
});

// The server's schema, loaded on the form's first focus or validation (not with the page).
const settingsResolver = lazyZodResolver<UpdateKitInput, z.output<typeof updateKitSchema>>(() =>
  import('@shared/kits/schemas').then((m) => m.updateKitSchema),
);

/**
 * Kit Settings: name, description and who can see the kit, saved together by the header's Save
 * Kit button (`form={formId}`); nothing here is sent before that (docs/product.md#kit-editor).
 * Only the kit's creator chooses who sees it; a household member who may edit it reads it
 * (decision 244). Offline the fields stay editable (nothing is sent) and Save Kit is disabled
 * until the connection is back.
 */
export function KitSettingsForm({
  kit,
  formId,
  update,
}: {
  kit: KitDetail;
  formId: string;
  update: ReturnType<typeof useUpdateKit>;
}) {
  const form = useForm({
    resolver: settingsResolver,
    defaultValues: settingsOf(kit),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let saved;
    try {
      saved = await update.mutateAsync(values);
    } catch (err) {
      if (isSessionExpired(err)) return;
      applyServerFieldErrors(err, form.setError, ['name', 'description', 'visibility']);
      logUnexpected('Saving the kit failed', err);
      toast.error(t('error'), t('edit.saveFailed'));
      return;
    }
    form.reset(settingsOf(saved));
    toast.success(t('edit.saved'), t('edit.savedText'));
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('edit.settings')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          id={formId}
          noValidate
          onFocusCapture={settingsResolver.warm}
          onSubmit={(e) => {
            // Offline Save Kit is disabled; Enter in a field must not send the kit either.
            if (isOnline()) void onSubmit(e);
            else e.preventDefault();
          }}
          className="grid gap-4"
        >
          <FormField label={t('new.name')} required error={errors.name?.message}>
            <Input autoComplete="off" className="h-11" {...form.register('name')} />
          </FormField>
          <FormField label={t('new.description')} error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <Controller
            control={form.control}
            name="visibility"
            render={({ field }) => (
              <VisibilityChoice
                legend={t('new.whoSees')}
                name={field.name}
                value={field.value ?? kit.visibility}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                canChange={kit.isOwner}
                description={t('edit.visibilityNote')}
                error={errors.visibility?.message}
              />
            )}
          />
        </form>
      </CardContent>
    </Card>
  );
}
