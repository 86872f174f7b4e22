import { SirenIcon } from 'lucide-react';
import { useState } from 'react';
import type { HouseholdAlert } from '@shared/alerts/schemas';
import { PLAN_EVENT_TYPE_VALUES, type PlanEventType } from '@shared/constants/plans';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { useStartIncident } from '@web/lib/incidents/use-start-incident';
import { useNavigate } from '@web/lib/router';
import { messages } from '../messages';

const { t } = messages;

/** The warning's plan event type (one of the 13, or Custom for anything the table does not know). */
export const alertEventType = (alert: Pick<HouseholdAlert, 'eventType'>): PlanEventType =>
  (PLAN_EVENT_TYPE_VALUES as readonly string[]).includes(alert.eventType)
    ? (alert.eventType as PlanEventType)
    : 'custom';

/**
 * "Start emergency mode for this" (owners and editors, an active warning, no emergency open): asks
 * first, as ending one does, then starts it with the warning's event type and the warning named, and
 * opens /emergency, where the warning's instruction leads.
 */
export function StartForAlert({ alert }: { alert: HouseholdAlert }) {
  const [confirming, setConfirming] = useState(false);
  const start = useStartIncident();
  const navigate = useNavigate();
  const eventType = alertEventType(alert);
  return (
    <>
      <OnlineOnly>
        <Button
          variant="destructive"
          className="min-h-12 justify-self-start px-5 text-base"
          disabled={start.isPending}
          onClick={() => setConfirming(true)}
        >
          <SirenIcon aria-hidden="true" />
          {t('start.button')}
        </Button>
      </OnlineOnly>
      <ConfirmDialog
        open={confirming}
        title={t('start.title', { event: t(`event.${eventType}`) })}
        description={t('start.text')}
        cancelLabel={t('start.notNow')}
        confirmLabel={t('start.confirm')}
        onlineOnly
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          // Not mutate's own onSuccess: the started incident replaces this button with a link to it
          // at once, and a callback of an unmounted caller is never run. A refusal is toasted by the hook.
          start.mutateAsync({ eventType, practice: false, alertId: alert.id }).then(
            () => navigate('/emergency'),
            () => undefined,
          );
        }}
      />
    </>
  );
}
