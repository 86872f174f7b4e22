import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PLAN_EVENT_TYPE_VALUES, type PlanEventType } from '@shared/constants/plans';
import { BackHeader } from '@web/components/back-header';
import { ListLoadError } from '@web/components/list-load-error';
import { PrintStyle } from '@web/components/print-style';
import { LAST_EVENT_KEY } from '@web/lib/emergency/device-keys';
import { emergencyQueryKey, emergencyQueryOptions, useEmergency } from '@web/lib/emergency/emergency-query';
import { currentIncidentQueryOptions } from '@web/lib/incidents/incident-query';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { WarningSection } from './components/warning-section';
import { EmergencyScreen } from './emergency-screen';
import { CheckinPanel } from './incident/checkin-panel';
import { IncidentControls } from './incident/incident-controls';
import { useIncident, useIncidentTicks } from './incident/use-incident';
import { messages } from './messages';
import { useDeviceTicks } from './ticks';

/**
 * /emergency (docs/product.md#emergency-screen, decision 0274): who to call, where to meet, what
 * to do and grab, how long we hold out and everyone's medical notes, for a stressed person on a
 * phone. One answer (GET /api/emergency), kept on the device: opens with no network.
 */
const REALTIME_TABLES = ['family_plans', 'households', 'survival_plans', 'kits', 'user_resources'] as const;
const REALTIME_KEYS = [emergencyQueryKey];

/** The screen's answer and the open incident, asked for as soon as the page's code has loaded (app/routes.tsx). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(emergencyQueryOptions);
  void queryClient.prefetchQuery(currentIncidentQueryOptions);
}

/**
 * No animation or transition anywhere on the screen (whatever prefers-reduced-motion says), and a
 * printout on one page: the daylight palette (PrintStyle), no header, smaller type.
 */
const EMERGENCY_CSS = `
[data-emergency-page] *, [data-emergency-page] *::before, [data-emergency-page] *::after {
  animation: none !important; transition: none !important; scroll-behavior: auto !important;
}
@media print {
  @page { margin: 8mm; }
  [data-emergency-page] { font-size: 9pt; }
  [data-emergency-page] main { display: block; column-count: 2; column-gap: 6mm; padding: 0; max-width: none; }
  [data-emergency-page] main > * { margin-bottom: 3mm; }
  [data-emergency-page] section { break-inside: auto; gap: 1.5mm; }
  [data-emergency-page] h2 { break-after: avoid; }
  [data-emergency-page] li, [data-emergency-page] section > div { break-inside: avoid; }
  [data-emergency-page] .p-3 { padding: 1mm 2mm; }
  [data-emergency-page] h1 { font-size: 14pt; }
  [data-emergency-page] h2 { font-size: 11pt; }
  [data-emergency-page] h3, [data-emergency-page] .text-2xl, [data-emergency-page] .text-xl,
  [data-emergency-page] .text-lg, [data-emergency-page] .text-base { font-size: 9pt; line-height: 1.25; }
  [data-emergency-page] label, [data-emergency-page] a { min-height: 0 !important; padding: 0 !important; }
  [data-emergency-page] input[type='checkbox'] { width: 9pt; height: 9pt; }
  [data-emergency-page] li { padding-top: 0 !important; padding-bottom: 0 !important; }
}`;

function readLastEvent(): PlanEventType | null {
  try {
    const v = localStorage.getItem(LAST_EVENT_KEY);
    return (PLAN_EVENT_TYPE_VALUES as readonly string[]).includes(v ?? '') ? (v as PlanEventType) : null;
  } catch {
    return null;
  }
}

const { t } = messages;

export function Component() {
  useDocumentTitle(t('title'));
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  const query = useEmergency();
  const deviceTicks = useDeviceTicks();
  const { data: incidents, incident } = useIncident();
  // An open incident's "Do now" and "Grab" ticks are the household's, shared live.
  const sharedTicks = useIncidentTicks(incident);
  const ticks = incident ? sharedTicks : deviceTicks;
  const [deviceLastEventType] = useState(readLastEvent);
  // The household's last event type (the server knows it) first, else this device's.
  const lastEventType = incidents?.lastEventType ?? deviceLastEventType;
  const [eventType, setEventType] = useState<PlanEventType | null>(null);
  // The chooser follows the open incident's type: set when an incident opens (or is open on
  // arrival); the member may still look at another type's steps after that.
  const [followed, setFollowed] = useState<string | null>(null);
  if (incident && followed !== incident.id) {
    setFollowed(incident.id);
    setEventType(incident.eventType);
  }

  const choose = (type: PlanEventType) => {
    setEventType(type);
    try {
      localStorage.setItem(LAST_EVENT_KEY, type);
    } catch {
      // Not remembered: still chosen for this visit.
    }
  };

  // The open incident's official warning leads the screen (issue 38): from the live incident once
  // it is known, else from the screen's kept answer (offline, or before the incident answers).
  const warning = incidents ? (incident?.warning ?? null) : (query.data?.warning ?? null);

  let content;
  if (query.data) {
    content = (
      <EmergencyScreen
        answer={query.data}
        eventType={eventType}
        lastEventType={lastEventType}
        onChooseEventType={choose}
        ticks={ticks}
        incident={
          <>
            {warning ? <WarningSection warning={warning} /> : null}
            <IncidentControls show="open" />
            <CheckinPanel />
          </>
        }
        startIncident={<IncidentControls eventType={eventType} show="start" />}
      />
    );
  } else if (query.isError) {
    content = (
      <ListLoadError
        title={t('loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <p role="status" className="text-lg">
        {t('loading')}
      </p>
    );
  }

  return (
    <div data-emergency-page className="min-h-svh bg-background text-lg text-foreground">
      <PrintStyle />
      <style>{EMERGENCY_CSS}</style>
      <div className="print:hidden">
        <BackHeader to="/dashboard" label={t('back')} />
      </div>
      <main className="mx-auto grid max-w-2xl gap-8 px-4 py-6 sm:px-6">
        <h1 className="text-3xl font-black tracking-tight uppercase">{t('title')}</h1>
        {content}
      </main>
    </div>
  );
}
