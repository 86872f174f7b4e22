import { useForm } from 'react-hook-form';
import type { Passkey } from '@shared/account/passkeys';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { useRenamePasskey } from '../../api/passkeys';
import { messages as profileMessages } from '../../messages';
import type { RenameInput } from '../passkey-form-schemas';
import { messages } from './messages';
import { failed } from './passkey-failed';

/** The rename form, with its texts: a chunk loaded on "Rename" (issue 43). */

const { t } = messages;
const profile = profileMessages.t;

const renameResolver = lazyZodResolver<RenameInput>(
  () => import('../passkey-form-schemas').then((m) => m.renameSchema),
  { raw: true },
);

export function RenamePasskey({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useRenamePasskey();
  const form = useForm<RenameInput>({
    resolver: renameResolver,
    defaultValues: { name: passkey.name },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await rename.mutateAsync({ id: passkey.id, name: values.name });
      toast.success(t('passkeyRenamed'));
      onDone();
    } catch (err) {
      failed(err, t('passkeyNotRenamed'), () => applyServerFieldErrors(err, form.setError, ['name']));
    }
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      noValidate
      onFocusCapture={renameResolver.warm}
      onSubmit={(e) => void onSubmit(e)}
    >
      <FormField label={t('newNameFor', { name: passkey.name })} error={errors.name?.message}>
        <Input autoComplete="off" maxLength={80} {...form.register('name')} />
      </FormField>
      <Button type="submit" size="sm" disabled={isSubmitting}>
        {t('saveName')}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onDone}>
        {profile('cancel')}
      </Button>
    </form>
  );
}
