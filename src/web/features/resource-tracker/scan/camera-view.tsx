import { CameraOffIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { normaliseBarcode } from '@shared/barcodes/code';
import { logUnexpected } from '@web/lib/log-unexpected';
import { formMessages } from '../messages/forms';
import type { BarcodeReader } from './barcode-reader';
import { RepeatGuard } from './repeat-guard';

type CameraState = 'starting' | 'live' | 'refused' | 'absent' | 'unreadable' | 'failed';

const { t } = formMessages;

/** Between two looks at the picture: enough for a steady count, light on a phone's battery. */
const LOOK_EVERY_MS = 120;

const stateOf = (err: unknown): CameraState => {
  const name = err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'absent';
  return 'failed';
};

/**
 * The camera (the rear one on a phone) and what it reads: each code once when it comes into view
 * (repeat-guard.ts). `paused` keeps the camera on but reads nothing (while a new code's form is open).
 */
export function CameraView({
  paused,
  pausedFor,
  onCode,
}: {
  paused: boolean;
  /** The code whose form paused the camera (its unit is counted by the form's flow). */
  pausedFor: string | null;
  onCode: (code: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  // Read by the loop on each look, so a change never restarts the camera.
  const latest = useRef({ paused, pausedFor, onCode });
  useLayoutEffect(() => {
    latest.current = { paused, pausedFor, onCode };
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const guard = new RepeatGuard();

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('absent');
        return;
      }
      // The reader (and its WebAssembly) loads while the user answers the camera prompt.
      const readerReady = import('./barcode-reader').then((m) => m.createBarcodeReader());
      readerReady.catch(() => undefined);
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (err) {
        if (!stopped) setState(stateOf(err));
        return;
      }
      if (stopped || !video.current) {
        stream.getTracks().forEach((t) => t.stop());
        return;
      }
      video.current.srcObject = stream;
      void video.current.play().catch(() => undefined);
      let reader: BarcodeReader;
      try {
        reader = await readerReady;
      } catch (err) {
        logUnexpected('Loading the barcode reader failed', err);
        if (!stopped) setState('unreadable');
        return;
      }
      if (stopped) return;
      setState('live');
      let warned = false;
      let wasPaused = false;
      const look = async () => {
        if (stopped) return;
        // After a pause (a new code's form, seconds of typing) what was in view is forgotten,
        // but for the code the form was about: its unit is counted already, and it counts again
        // once it has left the view, as if it had been in view all along (decision 0326).
        if (wasPaused && !latest.current.paused) {
          guard.reset();
          if (latest.current.pausedFor) guard.look([latest.current.pausedFor], performance.now());
        }
        wasPaused = latest.current.paused;
        if (!latest.current.paused && video.current) {
          try {
            const codes = (await reader.read(video.current)).flatMap((raw) => normaliseBarcode(raw) ?? []);
            if (!stopped) for (const code of guard.look(codes, performance.now())) latest.current.onCode(code);
          } catch (err) {
            // One unreadable frame (the stream changing size, a frame dropped): the next look goes on.
            if (!warned) console.warn('A barcode look failed', err);
            warned = true;
          }
        }
        if (!stopped) timer = setTimeout(() => void look(), LOOK_EVERY_MS);
      };
      void look();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const blocked = state !== 'live' && state !== 'starting';
  return (
    <div className="grid gap-2">
      {blocked ? null : (
        <div className="relative overflow-hidden rounded-md border border-border bg-black">
          <video
            ref={video}
            aria-label={t('camera.label')}
            muted
            playsInline
            className="aspect-[4/3] max-h-[40vh] w-full object-cover"
          />
          {/* Where to hold the code: a guide only, the whole picture is read. */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-[12%] top-1/2 h-1/3 -translate-y-1/2 rounded border-2 border-primary/80"
          />
        </div>
      )}
      <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
        {blocked ? <CameraOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
        {t(`camera.${state}`)}
      </p>
    </div>
  );
}
