import { useEffect } from 'react';
import { REMINDER_MESSAGES } from '@shared/supplies/reminder-messages';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorText, useErrorTexts } from '@web/lib/i18n/error-text';
import { Link, useParams } from '@web/lib/router';
import { useUnsubscribeReminders } from './api/unsubscribe-reminders';
import { messages } from './messages';

const { t } = messages;

/**
 * /unsubscribe/:token, the visible link in reminder emails: turns expiry reminders off on load,
 * signed in or not (the token is the proof). What it says is the reminders' messages, in the
 * page's words from the catalogue of message codes.
 */
export function Component() {
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribeReminders();
  const { mutate } = unsubscribe;
  useErrorTexts(unsubscribe.isSuccess || unsubscribe.isError);

  // Once per token (React's development double effect is harmless: the call is idempotent).
  useEffect(() => {
    mutate(token);
  }, [mutate, token]);

  return (
    <div className="bg-tactical-grid grid min-h-svh place-items-center bg-background px-3 text-foreground">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1>{t('unsubscribeTitle')}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {unsubscribe.isSuccess ? (
            <p role="status">{errorText(REMINDER_MESSAGES.unsubscribed)}</p>
          ) : unsubscribe.isError ? (
            <p role="alert" className="text-destructive">
              {errorText(REMINDER_MESSAGES.badLink)}
            </p>
          ) : (
            <Spinner size="sm" label={t('unsubscribing')} showLabel />
          )}
          <Link
            to="/"
            className="inline-flex min-h-11 items-center justify-self-start text-primary underline underline-offset-4"
          >
            {t('backToHoldfast')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
