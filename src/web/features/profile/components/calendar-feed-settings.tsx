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
      toast.error('Error', `Could not ${replacing ? 'reset' : 'create'} the calendar link. Please try again.`);
      return;
    } finally {
      setConfirmOpen(false);
    }
    toast.success(
      replacing ? 'Calendar link reset' : 'Calendar link created',
      replacing
        ? 'The old link no longer works. Subscribe again with the new one.'
        : 'Copy it into your calendar app to subscribe.',
    );
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied', 'Add it in your calendar app as a calendar from a URL (a subscription).');
    } catch {
      // No clipboard (an insecure origin, or permission refused): leave it selected to copy by hand.
      linkRef.current?.select();
      toast.error('Copy failed', 'Select the link and copy it yourself.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Calendar Feed</h2>
        </CardTitle>
        <CardDescription>Add your expiry dates to Google Calendar, Apple Calendar or Thunderbird.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Subscribe to your private calendar link: every supply batch and kit item with an expiry date shows on its day,
          with a reminder a week before, and your calendar app keeps it up to date. Anyone with the link can see these
          dates: keep it to yourself, and reset it if it gets out.
        </p>
        {feed.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            Loading calendar link...
          </p>
        ) : feed.isError ? (
          <div className="grid justify-items-start gap-2">
            <p className="text-sm text-destructive">The calendar link could not be loaded.</p>
            <Button type="button" variant="outline" onClick={() => void feed.refetch()}>
              Try Again
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
                {reset.isPending ? 'Creating...' : 'Create calendar link'}
              </Button>
            </OnlineOnly>
          </div>
        ) : (
          <div className="grid gap-3">
            <FormField label="Calendar link">
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
                Copy link
              </Button>
              <OnlineOnly>
                <Button type="button" variant="outline" disabled={reset.isPending} onClick={() => setConfirmOpen(true)}>
                  <RotateCcwIcon aria-hidden="true" />
                  Reset link
                </Button>
              </OnlineOnly>
            </div>
          </div>
        )}
      </CardContent>
      <AlertDialog open={confirmOpen} onOpenChange={(next) => !reset.isPending && setConfirmOpen(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Reset the calendar link?</AlertDialogTitle>
            <AlertDialogDescription>
              The old link stops working at once: calendars subscribed to it stop updating until you subscribe them to
              the new link.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={reset.isPending}>Cancel</AlertDialogCancel>
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
                Reset link
              </AlertDialogAction>
            </OnlineOnly>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
