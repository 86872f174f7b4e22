import { displayName, initials } from '@shared/auth/display-name';
import { BackHeader } from '@web/components/back-header';
import { useSession } from '@web/lib/auth/session';
import { CalendarFeedSettings } from './components/calendar-feed-settings';
import { ExpiryRemindersSettings } from './components/expiry-reminders-settings';
import { LanguageCard } from './components/language-card';
import { OfficialWarningsSettings } from './components/official-warnings-settings';
import { ProfileForm } from './components/profile-form';
import { ProfilePictureCard } from './components/profile-picture-card';
import { PushNotificationsCard } from './components/push-notifications-card';
import { SignInSecurityCard } from './components/sign-in-security-card';
import { YourDataCard } from './components/your-data-card';
import { messages } from './messages';

const { t } = messages;

/**
 * /profile-settings (docs/product.md#profile-settings): basic info, profile picture, privacy, Save
 * Changes; sign-in and security (password, email, sessions, security log); then the user's data:
 * export and account deletion. The route's guard guarantees a user
 * with a profile.
 */
export function Component() {
  const { data } = useSession();
  const user = data?.user;
  const profile = data?.profile;
  if (!user || !profile) return null;

  const name = displayName({
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: user.metadata.fullName,
    email: user.email,
  });

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground">
      <BackHeader to="/dashboard" label={t('backToDashboard')} />
      <main className="mx-auto grid max-w-3xl gap-6 px-3 py-6 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <p className="font-tactical text-xs text-primary">{t('eyebrow')}</p>
          <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('title')}</h1>
          <p className="text-muted-foreground">
            {t('signedInAsBefore')}
            <span className="break-all text-foreground">{user.email}</span>
            {t('signedInAsAfter')}
          </p>
        </div>
        <ProfilePictureCard profile={profile} initials={initials(name)} />
        {/* Keyed by user: a different account never sees the previous one's draft. */}
        <ProfileForm key={profile.userId} profile={profile} />
        <LanguageCard />
        <ExpiryRemindersSettings />
        <PushNotificationsCard />
        <OfficialWarningsSettings />
        <CalendarFeedSettings />
        <SignInSecurityCard email={user.email} />
        <YourDataCard username={profile.username} />
      </main>
    </div>
  );
}
