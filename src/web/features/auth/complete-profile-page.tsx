import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { todayIso } from '@shared/auth/age';
import type { SessionUser } from '@shared/auth/api-types';
import { namesFromProvider } from '@shared/auth/display-name';
import type { CompleteProfileInput } from '@shared/auth/schemas';
import { API_ERROR_CODES } from '@shared/error-codes';
import { FormField, RequiredNote } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { takeAuthReturnPath } from '@web/lib/auth/auth-return';
import { sessionQueryKey, useSession } from '@web/lib/auth/session';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyRawZodResolver } from '@web/lib/lazy-zod-resolver';
import { Navigate, useNavigate } from '@web/lib/router';
import { useCreateProfile } from './api/create-profile';
import { SubmitButton } from './components/submit-button';
import { messages } from './messages';

const { t } = messages;

/** The schema (and zod) loads with the form's first focus or validation, not with the page (issue 41). */
const resolver = lazyRawZodResolver(() => import('@shared/auth/schemas').then((m) => m.completeProfileSchema));

const FIELDS = ['firstName', 'lastName', 'username', 'dateOfBirth'] as const;

/**
 * What the user gave at sign-up, or what Google sent: metadata.firstName / lastName hold
 * given_name / family_name for Google users, metadata.fullName the full name.
 */
export function profileDefaults(user: SessionUser): CompleteProfileInput {
  const m = user.metadata;
  const names = namesFromProvider({ givenName: m.firstName, familyName: m.lastName, fullName: m.fullName });
  return {
    firstName: names.firstName,
    lastName: names.lastName,
    username: m.username ?? '',
    dateOfBirth: m.dateOfBirth ?? '',
  };
}

function CompleteProfileForm({ user, onSaving }: { user: SessionUser; onSaving: (saving: boolean) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createProfile = useCreateProfile();
  const form = useForm<CompleteProfileInput>({
    // raw: the server validates the same schema again, so it gets what the user typed.
    resolver,
    defaultValues: profileDefaults(user),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    onSaving(true);
    try {
      await createProfile.mutateAsync(values);
    } catch (err) {
      onSaving(false);
      if (isSessionExpired(err)) return;
      if (isApiError(err, API_ERROR_CODES.profileExists)) {
        // Made meanwhile (another tab): nothing to complete, carry on to the command center.
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        void navigate('/dashboard', { replace: true });
      } else if (isApiError(err, API_ERROR_CODES.usernameTaken)) {
        form.setError(
          'username',
          { type: 'server', message: err.fields.username?.[0] ?? t('usernameTaken') },
          { shouldFocus: true },
        );
        toast.error(t('usernameTakenTitle'), t('usernameTaken'));
      } else {
        applyServerFieldErrors(err, form.setError, FIELDS);
        toast.error(t('profileFailed'), expectedErrorMessage(err) ?? t('profileError'));
      }
      return;
    }
    toast.success(t('profileCompleted'), t('profileWelcome'));
    // A sign-in that started on a signed-in page (an invitation's link) carries on there.
    void navigate(takeAuthReturnPath() ?? '/dashboard', { replace: true });
  });

  return (
    <form className="grid gap-4" noValidate onFocusCapture={resolver.warm} onSubmit={onSubmit}>
      <RequiredNote />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('firstName')} required error={errors.firstName?.message} className="content-start">
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label={t('lastName')} error={errors.lastName?.message} className="content-start">
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('username')} required error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField label={t('dateOfBirth')} required error={errors.dateOfBirth?.message}>
        <Input type="date" autoComplete="bday" max={todayIso()} {...form.register('dateOfBirth')} />
      </FormField>
      <SubmitButton busy={isSubmitting} className="mt-1">
        {isSubmitting ? t('creatingProfile') : t('completeDeployment')}
      </SubmitButton>
    </form>
  );
}

/** /complete-profile: the last step between a new account and the command center. */
export function Component() {
  // The route's guard has normally waited for the session already.
  const { data, isPending } = useSession();
  // Made here: the form goes on (to the page the sign-in started from); a profile that exists
  // otherwise (another tab) means /dashboard. Without this, the session's new profile could send
  // the page to /dashboard before the form had gone on.
  const [saving, setSaving] = useState(false);
  if (isPending) {
    return (
      <div className="flex min-h-svh items-center justify-center bg-background">
        <Spinner size="lg" />
      </div>
    );
  }
  if (!data?.user) return <Navigate to="/" replace />;
  if (data.profile && !saving) return <Navigate to="/dashboard" replace />;

  return (
    <main className="bg-tactical-grid flex min-h-svh items-center justify-center bg-background px-4 py-10 text-foreground">
      <div className="grid w-full max-w-lg gap-6">
        <div className="grid gap-2 text-center">
          <p className="font-tactical text-xs text-primary">{t('finalStep')}</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-3xl">{t('completeTitle')}</h1>
          <p className="text-sm text-muted-foreground">
            {t('signedInAsBefore')}
            <span className="break-all text-foreground">{data.user.email}</span>
            {t('completeLead')}
          </p>
        </div>
        <Panel title={t('operativeDetails')}>
          <CompleteProfileForm user={data.user} onSaving={setSaving} />
        </Panel>
      </div>
    </main>
  );
}
