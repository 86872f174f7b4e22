import { SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { NewsletterSignup } from '@shared/newsletter';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { messages } from '../messages';

const { t } = messages;

/** The schema (and zod) loads with the form's first focus or validation, not with the landing (issue 41). */
const resolver = lazyZodResolver<NewsletterSignup>(
  () => import('@shared/newsletter').then((m) => m.newsletterSignupSchema),
  { raw: true },
);

/**
 * The newsletter box's form. It carries react-hook-form (zod loads with its first validation), so newsletter-section.tsx loads
 * it lazily, outside the landing's first paint.
 */
export function NewsletterForm() {
  const subscribe = useSubscribeNewsletter();
  const form = useForm<NewsletterSignup>({
    resolver,
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values);
    } catch (err) {
      if (applyServerFieldErrors(err, form.setError, ['email'])) return;
      toast.error(t('subscribeFailed'), expectedErrorMessage(err) ?? t('unexpectedError'));
      return;
    }
    form.reset();
    toast.success(t('subscribed'), t('subscribedText'));
  });

  return (
    <form
      noValidate
      onFocusCapture={resolver.warm}
      onSubmit={onSubmit}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <FormField label={t('emailLabel')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('emailPlaceholder')}
          {...form.register('email')}
        />
      </FormField>
      <Button type="submit" variant="tactical" disabled={isSubmitting} className="sm:mt-7">
        <SendIcon aria-hidden="true" />
        {isSubmitting ? t('subscribing') : t('subscribe')}
      </Button>
    </form>
  );
}
