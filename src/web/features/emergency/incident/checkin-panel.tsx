import { CircleAlertIcon, CircleCheckIcon, ClockIcon, MapPinIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { checkCheckin } from '@shared/incidents/checkin';
import { INCIDENT_LIMITS } from '@shared/incidents/limits';
import type {
  CheckinLocation,
  CheckinStatus,
  IncidentCheckinView,
  IncidentPerson,
  IncidentView,
} from '@shared/incidents/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { useSession } from '@web/lib/auth/session';
import { errorText, useErrorTexts } from '@web/lib/i18n/error-text';
import { mapUrl } from '@web/lib/incidents/incident-text';
import { useOnline } from '@web/lib/offline/connectivity';
import type { QueuedCheckin } from '@web/lib/offline/store';
import { cn } from '@web/lib/utils';
import { messages } from '../messages';
import { bigButton } from './incident-controls';
import { useCheckin, useClearLocation, useIncident, useQueuedCheckins, type CheckinOutcome } from './use-incident';

export { QUEUED_TEXT } from '../messages/en';

const { t } = messages;

/** Whom a check-in is about: the member's name, or the name typed for someone without an account. */
const checkinSubject = (c: Pick<IncidentCheckinView, 'subject' | 'subjectName'>): string =>
  c.subject?.name ?? c.subjectName ?? t('someone');

const fieldClass =
  'min-h-12 w-full rounded-sm border-2 border-foreground bg-background px-3 text-lg text-foreground placeholder:text-muted-foreground';

/**
 * Check-in (issue 37), for every member while an incident is open: "I'm safe" and "I need help"
 * with an optional short note, for oneself or for someone else (a member, or a name typed: "Leo
 * is with me"); "Share my location" only when tapped (shown to the household only) and "Remove my
 * location". Below, each person's latest status live, "I need help" first and apart, and who has
 * not been heard from. New check-ins are announced (help assertively). Made offline, a check-in
 * is queued on the device and sent when the device is back online.
 */
export function CheckinPanel({ className }: { className?: string }) {
  const { incident, me } = useIncident();
  if (!incident) return null;
  return <OpenCheckinPanel key={incident.id} incident={incident} me={me} className={className} />;
}

function OpenCheckinPanel({
  incident,
  me,
  className,
}: {
  incident: IncidentView;
  me: string | null;
  className?: string;
}) {
  const headingId = useId();
  const help = incident.latest.filter((c) => c.status === 'help');
  const safe = incident.latest.filter((c) => c.status !== 'help');
  return (
    <section aria-labelledby={headingId} className={cn('grid gap-5 text-lg', className)}>
      <h2 id={headingId} className="border-b-2 border-foreground pb-1 text-2xl font-black tracking-tight uppercase">
        {t('checkIn')}
      </h2>
      <CheckinAnnouncer incident={incident} />
      {help.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-lg font-bold">{t('needsHelp')}</h3>
          <ul aria-label={t('needsHelp')} className="grid gap-2">
            {help.map((c) => (
              <CheckinEntry key={c.id} checkin={c} />
            ))}
          </ul>
        </div>
      ) : null}
      <CheckinForm incident={incident} me={me} />
      <div className="grid gap-2">
        <h3 className="text-lg font-bold">{t('checkedIn')}</h3>
        {safe.length > 0 ? (
          <ul aria-label={t('checkedIn')} className="grid gap-2">
            {safe.map((c) => (
              <CheckinEntry key={c.id} checkin={c} />
            ))}
          </ul>
        ) : (
          <p>{t('nobodySafeYet')}</p>
        )}
      </div>
      <div className="grid gap-2">
        <h3 className="text-lg font-bold">{t('notHeardFrom')}</h3>
        {incident.notHeardFrom.length > 0 ? (
          <ul aria-label={t('notHeardFrom')} className="grid list-disc gap-1 ps-6">
            {incident.notHeardFrom.map((p) => (
              <li key={p.id}>{p.name}</li>
            ))}
          </ul>
        ) : (
          <p>{t('everyoneHeard')}</p>
        )}
      </div>
    </section>
  );
}

function CheckinEntry({ checkin }: { checkin: IncidentCheckinView }) {
  const help = checkin.status === 'help';
  const subject = checkinSubject(checkin);
  const reportedByOther = checkin.reportedBy && checkin.subject?.id !== checkin.reportedBy.id;
  return (
    <li
      className={cn(
        'grid gap-1 rounded-sm border-2 p-3',
        help ? 'border-destructive border-s-8 bg-destructive/15' : 'border-border',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 font-semibold">
        {help ? (
          <CircleAlertIcon aria-hidden="true" className="size-5 text-destructive" />
        ) : (
          <CircleCheckIcon aria-hidden="true" className="size-5 text-optimal" />
        )}
        <span>{subject}</span>
        <span className={help ? 'font-black uppercase' : undefined}>{t('status', { status: checkin.status })}</span>
        <span className="font-normal">{t('atTime', { time: t('time', { iso: checkin.createdAt }) })}</span>
      </p>
      {checkin.note ? <p className="break-words">“{checkin.note}”</p> : null}
      {reportedByOther ? <p>{t('checkedInBy', { name: checkin.reportedBy!.name })}</p> : null}
      {checkin.location ? (
        <p>
          <a
            className="inline-flex min-h-12 items-center gap-2 font-semibold underline underline-offset-4"
            href={mapUrl(checkin.location.latitude, checkin.location.longitude)}
            target="_blank"
            rel="noreferrer"
          >
            <MapPinIcon aria-hidden="true" className="size-5" />
            {t('whereWas', { subject, accuracyM: checkin.location.accuracyM })}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/**
 * Screen readers hear each new check-in once: "safe" politely, "needs help" at once. The check-ins
 * already there when the page opens are not read out.
 */
function CheckinAnnouncer({ incident }: { incident: IncidentView }) {
  const seen = useRef<Set<string> | null>(null);
  const [polite, setPolite] = useState('');
  const [urgent, setUrgent] = useState('');
  useEffect(() => {
    if (seen.current === null) {
      seen.current = new Set(incident.checkins.map((c) => c.id));
      return;
    }
    const known = seen.current;
    const fresh = incident.checkins.filter((c) => !known.has(c.id));
    for (const c of fresh) known.add(c.id);
    const say = (list: IncidentCheckinView[]) =>
      list
        .map((c) =>
          t('announce', {
            subject: checkinSubject(c),
            status: c.status,
            time: t('time', { iso: c.createdAt }),
            note: c.note,
          }),
        )
        .join(' ');
    const help = fresh.filter((c) => c.status === 'help');
    const safe = fresh.filter((c) => c.status !== 'help');
    if (help.length) setUrgent(say(help));
    if (safe.length) setPolite(say(safe));
  }, [incident.checkins]);
  return (
    <>
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="checkins-announced">
        {polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="help-announced">
        {urgent}
      </div>
    </>
  );
}

type Who = 'me' | 'other' | `user:${string}`;

function CheckinForm({ incident, me }: { incident: IncidentView; me: string | null }) {
  const session = useSession().data;
  const online = useOnline();
  const checkin = useCheckin();
  const clearLocation = useClearLocation();
  const queued = useQueuedCheckins().filter((q) => q.incidentId === incident.id);
  const [who, setWho] = useState<Who>('me');
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  // The check's English messages; shown through the catalogue of message codes (decision 0361),
  // which loads (not with the page) once there is one to show.
  const [errors, setErrors] = useState<{ note?: string; subjectName?: string }>({});
  useErrorTexts(Boolean(errors.note ?? errors.subjectName));
  const [location, setLocation] = useState<CheckinLocation | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationMessage, setLocationMessage] = useState<string | null>(null);
  const [last, setLast] = useState<{ outcome: CheckinOutcome; text: string } | null>(null);
  const ids = { who: useId(), name: useId(), note: useId(), noteError: useId(), nameError: useId() };

  const myName = session?.profile?.firstName || null;
  const others = useMemo(() => {
    const people = new Map<string, IncidentPerson>();
    for (const c of incident.latest) if (c.subject) people.set(c.subject.id, c.subject);
    for (const p of incident.notHeardFrom) people.set(p.id, p);
    people.delete(me ?? '');
    return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [incident.latest, incident.notHeardFrom, me]);
  const myLatest = incident.latest.find((c) => c.subject?.id === me);
  const myLocations = incident.checkins.filter((c) => c.reportedBy?.id === me && c.location).map((c) => c.id);

  // 'you' (kept with a queued check-in) stands for oneself; the page writes it in its language.
  const subjectLabel = () =>
    who === 'me'
      ? 'you'
      : who === 'other'
        ? name.trim()
        : (others.find((p) => `user:${p.id}` === who)?.name ?? t('them'));

  const send = (status: CheckinStatus, loc: CheckinLocation | null = location, noteText = note) => {
    const input = {
      status,
      note: noteText.trim() || null,
      subjectUserId: who.startsWith('user:') ? who.slice('user:'.length) : null,
      subjectName: who === 'other' ? name.trim() : null,
      location: loc,
    };
    const label = subjectLabel();
    // The server's rules, without zod (issue 41): they come with the page, offline on a first visit too.
    const check = checkCheckin({ ...input, id: '00000000-0000-4000-8000-000000000000' });
    const nameMissing = who === 'other' && !input.subjectName;
    if (!check.ok || nameMissing) {
      const issue = (field: string) => (check.ok ? undefined : check.issues.find((i) => i.path[0] === field)?.message);
      setErrors({
        note: issue('note'),
        subjectName: nameMissing ? t('nameMissing') : issue('subjectName'),
      });
      return;
    }
    setErrors({});
    checkin.mutate(
      { incidentId: incident.id, checkin: input, subjectLabel: label },
      {
        onSuccess: (outcome) => {
          const who = label === 'you' ? null : label;
          const help = status === 'help';
          setLast({
            outcome,
            text:
              outcome === 'queued'
                ? t('checkinQueued', { help, label: who })
                : t('checkinSent', { help, label: who, time: t('time', { iso: new Date().toISOString() }) }),
          });
          // The next check-in is most likely one's own again.
          setNote('');
          setWho('me');
          setName('');
        },
        onError: (err) => {
          if (isSessionExpired(err)) return;
          toast.error(t('notSent'), expectedErrorMessage(err) ?? t('somethingWrong'));
        },
      },
    );
  };

  const shareLocation = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setLocationMessage(t('noGeolocation'));
      return;
    }
    setLocating(true);
    setLocationMessage(t('locating'));
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const loc: CheckinLocation = {
          latitude: pos.coords.latitude,
          longitude: pos.coords.longitude,
          accuracyM: Number.isFinite(pos.coords.accuracy) ? pos.coords.accuracy : null,
        };
        setLocation(loc);
        // Already checked in: the same status again, now with where (a new check-in).
        if (who === 'me' && myLatest) {
          send(myLatest.status, loc, myLatest.note ?? '');
          setLocationMessage(t('locationShared'));
        } else {
          setLocationMessage(t('locationGoesWith'));
        }
      },
      (err) => {
        setLocating(false);
        setLocationMessage(err.code === err.PERMISSION_DENIED ? t('locationBlocked') : t('locationNotFound'));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const removeLocation = () => {
    setLocation(null);
    setLocationMessage(null);
    if (myLocations.length > 0) {
      clearLocation.mutate(
        { incidentId: incident.id, checkinIds: myLocations },
        { onSuccess: () => setLocationMessage(t('locationRemoved')) },
      );
    }
  };

  return (
    <div className="grid gap-4 print:hidden">
      {!online ? <p className="rounded-sm border-2 border-foreground p-3">{t('offline')}</p> : null}
      <div className="grid gap-2">
        <label htmlFor={ids.who} className="font-semibold">
          {t('whoFor')}
        </label>
        <select id={ids.who} value={who} onChange={(e) => setWho(e.target.value as Who)} className={fieldClass}>
          <option value="me">{t('me', { name: myName })}</option>
          {others.map((p) => (
            <option key={p.id} value={`user:${p.id}`}>
              {p.name}
            </option>
          ))}
          <option value="other">{t('someoneElse')}</option>
        </select>
      </div>
      {who === 'other' ? (
        <div className="grid gap-2">
          <label htmlFor={ids.name} className="font-semibold">
            {t('theirName')}
          </label>
          <input
            id={ids.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={INCIDENT_LIMITS.subjectNameMax}
            autoComplete="off"
            aria-invalid={errors.subjectName ? true : undefined}
            aria-describedby={errors.subjectName ? ids.nameError : undefined}
            className={fieldClass}
          />
          {errors.subjectName ? (
            <p id={ids.nameError} className="font-semibold text-destructive">
              {errorText(errors.subjectName)}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-2">
        <label htmlFor={ids.note} className="font-semibold">
          {t('note')}
        </label>
        <input
          id={ids.note}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={INCIDENT_LIMITS.noteMax}
          placeholder={t('notePlaceholder')}
          autoComplete="off"
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? ids.noteError : undefined}
          className={fieldClass}
        />
        {errors.note ? (
          <p id={ids.noteError} className="font-semibold text-destructive">
            {errorText(errors.note)}
          </p>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          className={cn(bigButton, 'bg-optimal text-optimal-foreground')}
          disabled={checkin.isPending}
          onClick={() => send('safe')}
        >
          <CircleCheckIcon aria-hidden="true" />
          {t('imSafe')}
        </Button>
        <Button variant="destructive" className={bigButton} disabled={checkin.isPending} onClick={() => send('help')}>
          <CircleAlertIcon aria-hidden="true" />
          {t('needHelp')}
        </Button>
      </div>
      {last ? (
        <p className="font-semibold" role="status">
          {last.text}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          className={cn(bigButton, 'border-2 border-foreground')}
          disabled={locating}
          onClick={shareLocation}
        >
          <MapPinIcon aria-hidden="true" />
          {t('shareLocation')}
        </Button>
        {location || myLocations.length > 0 ? (
          <OnlineOnly worksOffline={myLocations.length === 0}>
            <Button
              variant="outline"
              className={cn(bigButton, 'border-2 border-foreground')}
              disabled={clearLocation.isPending}
              onClick={removeLocation}
            >
              {t('removeLocation')}
            </Button>
          </OnlineOnly>
        ) : null}
      </div>
      {locationMessage ? <p>{locationMessage}</p> : null}
      {queued.length > 0 ? <QueuedList queued={queued} /> : null}
    </div>
  );
}

function QueuedList({ queued }: { queued: QueuedCheckin[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-bold">{t('waitingToSend')}</h3>
      <ul aria-label={t('waitingToSend')} className="grid gap-2">
        {queued.map((q) => (
          <li key={q.checkin.id} className="grid gap-1 rounded-sm border-2 border-dashed border-foreground p-3">
            <p className="flex items-center gap-2 font-semibold">
              <ClockIcon aria-hidden="true" className="size-5" />
              {t('queuedSubject', { label: q.subjectLabel === 'you' ? null : q.subjectLabel })}:{' '}
              {t('status', { status: q.checkin.status })}
              {q.checkin.note ? ` — “${q.checkin.note}”` : ''}
            </p>
            <p>{t('queued')}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
