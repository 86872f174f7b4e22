import { SaveIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { Profile } from '@shared/auth/api-types';
import { API_ERROR_CODES } from '@shared/error-codes';
import { PROFILE_MESSAGES } from '@shared/profile/messages';
import type { UpdateProfileInput } from '@shared/profile/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { lazyRawZodResolver } from '@web/lib/lazy-zod-resolver';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { useUpdateProfile } from '../api/update-profile';
import { messages } from '../messages';

const { t } = messages;

// raw: the server validates the same schema again, so it gets what the user typed.
const resolver = lazyRawZodResolver(() => import('@shared/profile/schemas').then((m) => m.updateProfileSchema));

const FIELDS = ['firstName', 'lastName', 'username', 'isProfilePublic', 'showPreparednessScore'] as const;

export const toFormValues = (profile: Profile): UpdateProfileInput => ({
  firstName: profile.firstName,
  lastName: profile.lastName ?? '',
  username: profile.username,
  isProfilePublic: profile.isProfilePublic,
  showPreparednessScore: profile.showPreparednessScore,
});

function PrivacySwitch({
  label,
  description,
  checked,
  onChange,
  onBlur,
  name,
  error,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  name: string;
  error?: string;
}) {
  return (
    <FormField
      label={label}
      orientation="horizontal"
      description={description}
      error={error}
      className="rounded-sm border border-border p-3"
    >
      <Switch name={name} checked={checked} onCheckedChange={onChange} onBlur={onBlur} />
    </FormField>
  );
}

/**
 * Basic info and privacy, saved together by Save Changes (docs/product.md#profile-settings). The
 * form and PATCH /api/profile validate with the same schema; the saved profile replaces the
 * session's, so the dashboard's avatar menu shows the new name and @username at once. Offline the
 * fields stay editable (nothing is sent) and Save Changes waits for the connection.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver,
    defaultValues: toFormValues(profile),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let saved: Profile;
    try {
      saved = await update.mutateAsync(values);
    } catch (err) {
      if (isSessionExpired(err)) return;
      if (isApiError(err, API_ERROR_CODES.usernameTaken)) {
        form.setError(
          'username',
          { type: 'server', message: err.fields.username?.[0] ?? PROFILE_MESSAGES.usernameTaken },
          { shouldFocus: true },
        );
        toast.error(PROFILE_MESSAGES.usernameTakenTitle, PROFILE_MESSAGES.usernameTaken);
        return;
      }
      applyServerFieldErrors(err, form.setError, FIELDS);
      logUnexpected('Saving the profile failed', err);
      toast.error(t('error'), expectedErrorMessage(err) ?? PROFILE_MESSAGES.saveFailed);
      return;
    }
    form.reset(toFormValues(saved));
    toast.success(PROFILE_MESSAGES.saved, t('changesSaved'));
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        // Offline Save Changes is disabled; Enter in a field must not send the profile either.
        if (isOnline()) void onSubmit(e);
        else e.preventDefault();
      }}
      onFocusCapture={resolver.warm}
      className="grid gap-6"
      aria-label={t('profileForm')}
    >
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('basicInfo')}</h2>
          </CardTitle>
          <CardDescription>{t('basicInfoDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('firstName')} required error={errors.firstName?.message} className="content-start">
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label={t('lastName')} error={errors.lastName?.message} className="content-start">
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField label={t('username')} required error={errors.username?.message} description={t('usernameHint')}>
            <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('privacy')}</h2>
          </CardTitle>
          <CardDescription>{t('privacyDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Controller
            control={form.control}
            name="isProfilePublic"
            render={({ field }) => (
              <PrivacySwitch
                label={t('publicProfile')}
                description={t('publicProfileHint')}
                name={field.name}
                checked={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.isProfilePublic?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="showPreparednessScore"
            render={({ field }) => (
              <PrivacySwitch
                label={t('showScore')}
                description={t('showScoreHint')}
                name={field.name}
                checked={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.showPreparednessScore?.message}
              />
            )}
          />
        </CardContent>
      </Card>

      <div className="flex justify-end *:max-sm:w-full">
        <OnlineOnly>
          <Button type="submit" variant="tactical" size="lg" disabled={isSubmitting} className="max-sm:w-full">
            <SaveIcon aria-hidden="true" />
            {isSubmitting ? t('saving') : t('saveChanges')}
          </Button>
        </OnlineOnly>
      </div>
    </form>
  );
}
