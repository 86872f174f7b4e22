import { PauseIcon, PlayIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { messages } from '../messages';

const { t } = messages;

/** 83 000 ms -> "01:23" (hours when it runs that long: "1:02:03"). */
export function clockText(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** 83 000 ms -> "1 minute 23 seconds", for screen readers (in the page's language). */
export function spokenDuration(ms: number): string {
  const total = Math.floor(ms / 1000);
  return t('timer.spoken', { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 });
}

/**
 * The drill's stopwatch: start, pause, reset. The time is read from the clock (not counted in
 * ticks), so a busy tab does not slow it. The shown time is a `timer` (screen readers read it
 * when asked, not every second); starting, pausing and resetting are announced once.
 */
export function DrillTimer() {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [banked, setBanked] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const labelId = useId();
  const running = startedAt !== null;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [running]);

  const elapsed = banked + (running ? Math.max(0, now - startedAt) : 0);

  const start = () => {
    const at = Date.now();
    setNow(at);
    setStartedAt(at);
    setAnnouncement(t('timer.started'));
  };
  const pause = () => {
    const at = Date.now();
    const total = banked + (startedAt === null ? 0 : at - startedAt);
    setBanked(total);
    setNow(at);
    setStartedAt(null);
    setAnnouncement(t('timer.paused', { time: spokenDuration(total) }));
  };
  const reset = () => {
    setBanked(0);
    setStartedAt(null);
    setAnnouncement(t('timer.resetDone'));
  };

  return (
    <Panel
      title={t('timer.title')}
      status={running ? 'alert' : 'standby'}
      statusLabel={running ? t('timer.running') : t('timer.stopped')}
    >
      <div className="grid gap-4">
        <div role="timer" aria-labelledby={labelId} className="grid gap-1">
          <span id={labelId} className="font-tactical text-xs text-muted-foreground">
            {t('timer.elapsed')}
          </span>
          <span aria-hidden="true" className="font-mono text-5xl font-black tabular-nums">
            {clockText(elapsed)}
          </span>
          <span className="sr-only">{spokenDuration(elapsed)}</span>
        </div>
        <div className="flex flex-wrap gap-2">
          {running ? (
            <Button type="button" variant="secondary" className="min-h-11 min-w-11" onClick={pause}>
              <PauseIcon aria-hidden="true" />
              {t('timer.pause')}
            </Button>
          ) : (
            <Button type="button" variant="tactical" className="min-h-11 min-w-11" onClick={start}>
              <PlayIcon aria-hidden="true" />
              {elapsed > 0 ? t('timer.resume') : t('timer.start')}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            className="min-h-11 min-w-11"
            onClick={reset}
            disabled={!running && elapsed === 0}
          >
            <RotateCcwIcon aria-hidden="true" />
            {t('timer.reset')}
          </Button>
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </Panel>
  );
}
