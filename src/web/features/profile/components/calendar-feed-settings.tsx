import { CalendarPlusIcon, CopyIcon, RotateCcwIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { OnlineOnly } from '@web/components/online-only';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { isSessionExpired } from '@web/lib/api';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';
import { messages } from '../messages';

const { t } = messages;

/**
 * Calendar Feed: a private iCalendar link (GET /api/calendar/{token}.ics) with every supply batch
 * and kit item that has an expiry date, for a calendar app to subscribe to. Create it, copy it,
 * or reset it when it leaked (the old link stops working at once). Creating and resetting write,
 * so offline they are disabled with the reason; copying works offline.
 */
export function CalendarFeedSettings() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const url = feed.data?.url ?? null;

  async function makeLink(replacing: boolean) {
    try {
      await reset.mutateAsync();
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Creating the calendar link failed', err);
      toast.error(t('error'), replacing ? t('calendarResetFailed') : t('calendarCreateFailed'));
      return;
    } finally {
      setConfirmOpen(false);
    }
    toast.success(
      replacing ? t('calendarReset') : t('calendarCreated'),
      replacing ? t('calendarResetText') : t('calendarCreatedText'),
    );
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('linkCopied'), t('linkCopiedText'));
    } catch {
      // No clipboard (an insecure origin, or permission refused): leave it selected to copy by hand.
      linkRef.current?.select();
      toast.error(t('copyFailed'), t('copyLinkYourself'));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('calendarTitle')}</h2>
        </CardTitle>
        <CardDescription>{t('calendarDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t('calendarExplained')}</p>
        {feed.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t('loadingCalendar')}
          </p>
        ) : feed.isError ? (
          <div className="grid justify-items-start gap-2">
            <p className="text-sm text-destructive">{t('calendarFailed')}</p>
            <Button type="button" variant="outline" onClick={() => void feed.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : url === null ? (
          <div className="justify-self-start">
            <OnlineOnly>
              <Button
                type="button"
                disabled={reset.isPending}
                aria-busy={reset.isPending || undefined}
                onClick={() => void makeLink(false)}
              >
                <CalendarPlusIcon aria-hidden="true" />
                {reset.isPending ? t('creating') : t('createCalendarLink')}
              </Button>
            </OnlineOnly>
          </div>
        ) : (
          <div className="grid gap-3">
            <FormField label={t('calendarLink')}>
              <Input
                ref={linkRef}
                readOnly
                value={url}
                className="font-mono text-xs"
                onFocus={(e) => e.currentTarget.select()}
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => void copy(url)}>
                <CopyIcon aria-hidden="true" />
                {t('copyLink')}
              </Button>
              <OnlineOnly>
                <Button type="button" variant="outline" disabled={reset.isPending} onClick={() => setConfirmOpen(true)}>
                  <RotateCcwIcon aria-hidden="true" />
                  {t('resetLink')}
                </Button>
              </OnlineOnly>
            </div>
          </div>
        )}
      </CardContent>
      <AlertDialog open={confirmOpen} onOpenChange={(next) => !reset.isPending && setConfirmOpen(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('resetCalendarTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('resetCalendarText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={reset.isPending}>{t('cancel')}</AlertDialogCancel>
            <OnlineOnly>
              <AlertDialogAction
                variant="destructive"
                disabled={reset.isPending}
                onClick={(e) => {
                  // Stay open (buttons disabled) until the new link is back.
                  e.preventDefault();
                  void makeLink(true);
                }}
              >
                {t('resetLink')}
              </AlertDialogAction>
            </OnlineOnly>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
