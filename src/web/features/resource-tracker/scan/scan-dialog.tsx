import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, LinkIcon } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { BARCODE_MESSAGE, normaliseBarcode } from '@shared/barcodes/code';
import type { ScanResponse } from '@shared/barcodes/schemas';
import type { Resource } from '@shared/resources/schemas';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectItem } from '@web/components/ui/select';
import { CLIENT_ERROR_CODES, expectedErrorMessage, isApiError, isSessionExpired } from '@web/lib/api';
import { errorText, useErrorTexts } from '@web/lib/i18n/error-text';
import { logUnexpected } from '@web/lib/log-unexpected';
import { isOnline } from '@web/lib/offline/connectivity';
import { resourcesQueryKey, useResources, type ResourcesResponse } from '@web/lib/resources/resources-query';
import { updateRows } from '../api/supply-mutations';
import { SupplyForm, UnitsGate } from '../components/supply-dialog';
import { count, messages } from '../messages';
import { formMessages } from '../messages/forms';
import { en } from '../messages/forms/en';
import { CameraView } from './camera-view';
import { confirmScan, prepareBeep } from './feedback';
import { addBarcode, scanBarcode } from './scan-api';

const { t } = formMessages;

type NewCode = Extract<ScanResponse, { outcome: 'new' }>;

/** Why the form is empty for a new code (src/shared/barcodes/schemas.ts LOOKUP_OUTCOMES): each its key. */
const LOOKUP_KEYS = {
  found: 'found',
  'not-found': 'notFound',
  unavailable: 'unavailable',
  'rate-limited': 'rateLimited',
} as const satisfies Record<NewCode['lookup'], string>;

/** Offline, only a code the device knows can count (decision 0328). In English, as the tests read it. */
export const SCAN_OFFLINE_NEW = en['scan.offlineNew'];

/**
 * Scan to add (issue 42): the camera and a Barcode field (a USB or Bluetooth scanner types the
 * code and Enter). A code the household knows adds one unit at once, with a beep; a new one opens
 * the supply form, prefilled from Open Food Facts when it knows the product, or links the code to
 * a supply already tracked. Every counted unit is saved on the server at once (decision 0325).
 */
export function ScanDialog({
  open,
  onClose,
  onCounted,
  onCountedOffline,
}: {
  open: boolean;
  onClose: () => void;
  /**
   * Units counted on the server for a supply (the cached list has its saved row already): the
   * page moves an unsaved quantity on that row by as much (decision 0325).
   */
  onCounted: (id: string, moved: number) => void;
  /** Offline, a known code's unit joins the unsaved changes like a plus (decision 0328). */
  onCountedOffline: (id: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      {open ? <ScanSession onCounted={onCounted} onCountedOffline={onCountedOffline} onClose={onClose} /> : null}
    </Dialog>
  );
}

interface Counted {
  resource: Resource;
  /** Units of this supply counted since the dialog opened. */
  session: number;
  /** Saved on the server (online), or one more unsaved change on the tracker (offline). */
  saved: boolean;
}

function ScanSession({
  onCounted,
  onCountedOffline,
  onClose,
}: {
  onCounted: (id: string, moved: number) => void;
  onCountedOffline: (id: string) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  /** The barcode rule's message, in English: shown through the catalogue of message codes. */
  const [fieldError, setFieldError] = useState<string | null>(null);
  useErrorTexts(fieldError !== null);
  const [problem, setProblem] = useState<string | null>(null);
  const [last, setLast] = useState<Counted | null>(null);
  const [total, setTotal] = useState(0);
  const [newCode, setNewCode] = useState<NewCode | null>(null);
  // The last new code's form: kept after it closes, for the camera's repeat rule.
  const [pausedFor, setPausedFor] = useState<string | null>(null);
  const perSupply = useRef(new Map<string, number>());
  // Scans are sent one after the other, in the order they were read.
  const queue = useRef<Promise<void>>(Promise.resolve());
  // A new code's form is open: the camera's reads wait until it is done.
  const busyWithNew = useRef(false);

  const tally = (resource: Resource, saved: boolean) => {
    confirmScan();
    const session = (perSupply.current.get(resource.id) ?? 0) + 1;
    perSupply.current.set(resource.id, session);
    setLast({ resource, session, saved });
    setTotal((t) => t + 1);
    setProblem(null);
  };

  const counted = (resource: Resource) => {
    tally(resource, true);
    const before = queryClient
      .getQueryData<ResourcesResponse>(resourcesQueryKey)
      ?.resources.find((r) => r.id === resource.id);
    updateRows(queryClient, (rows) =>
      rows.some((r) => r.id === resource.id)
        ? rows.map((r) => (r.id === resource.id ? resource : r))
        : [...rows, resource],
    );
    if (before) onCounted(resource.id, resource.currentQuantity - before.currentQuantity);
  };

  const failed = (err: unknown) => {
    if (isSessionExpired(err)) return;
    if (isApiError(err, CLIENT_ERROR_CODES.network)) {
      setProblem(t('scan.dropped'));
      return;
    }
    logUnexpected('Scanning a barcode failed', err);
    setProblem(expectedErrorMessage(err) ?? t('scan.failed'));
  };

  /** One scan: counted, or a new code's form. A retry of the same scan keeps its key. */
  const send = (code: string) => {
    queue.current = queue.current.then(async () => {
      if (busyWithNew.current) return;
      if (!isOnline()) {
        const known = queryClient
          .getQueryData<ResourcesResponse>(resourcesQueryKey)
          ?.resources.find((r) => r.barcodes.includes(code));
        if (!known) {
          setProblem(t('scan.offlineNew'));
          return;
        }
        tally(known, false);
        onCountedOffline(known.id);
        return;
      }
      try {
        const answer = await scanBarcode(code, crypto.randomUUID());
        if (answer.outcome === 'added') counted(answer.resource);
        else {
          busyWithNew.current = true;
          setProblem(null);
          setNewCode(answer);
          setPausedFor(answer.code);
        }
      } catch (err) {
        failed(err);
      }
    });
    return queue.current;
  };

  const onType = (e: FormEvent) => {
    e.preventDefault();
    const code = normaliseBarcode(typed);
    if (code === null) {
      setFieldError(BARCODE_MESSAGE);
      return;
    }
    setFieldError(null);
    setTyped('');
    void send(code);
    field.current?.focus();
  };

  /** After a new code was added to a supply (a new one or one tracked): count the scanned unit. */
  const backToScanning = async (countCode: string | null) => {
    busyWithNew.current = false;
    setNewCode(null);
    if (countCode) await send(countCode);
    // The field takes the next code (the form had the focus).
    requestAnimationFrame(() => field.current?.focus());
  };

  return (
    <DialogContent
      className="max-w-xl"
      onOpenAutoFocus={(e: Event) => {
        e.preventDefault();
        prepareBeep();
        field.current?.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{newCode ? t('scan.newCode', { code: newCode.code }) : messages.t('scan')}</DialogTitle>
        <DialogDescription>
          {newCode ? t(`scan.lookup.${LOOKUP_KEYS[newCode.lookup]}`) : t('scan.description')}
        </DialogDescription>
      </DialogHeader>
      {/* Hidden, not stopped, while a new code's form is open: the form has the room on a phone,
          and the camera goes on afterwards without asking again. */}
      <div className={newCode ? 'hidden' : 'contents'}>
        <CameraView paused={newCode !== null} pausedFor={pausedFor} onCode={(code) => void send(code)} />
      </div>
      {newCode ? (
        <NewCodePanel
          scan={newCode}
          onCancel={() => void backToScanning(null)}
          onLinked={() => void backToScanning(newCode.code)}
        />
      ) : (
        <>
          <form noValidate onSubmit={onType} className="grid gap-2">
            <FormField
              label={t('field.barcode')}
              description={t('scan.barcodeHint')}
              error={fieldError === null ? undefined : errorText(fieldError)}
            >
              <Input
                ref={field}
                autoComplete="off"
                enterKeyHint="send"
                spellCheck={false}
                maxLength={200}
                className="font-mono max-sm:h-11"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </FormField>
          </form>
          <div role="status" className="grid gap-1 empty:hidden" data-slot="scan-result">
            {problem ? <p className="text-sm font-medium text-destructive">{problem}</p> : null}
            {last && !problem ? (
              <>
                <p className="font-semibold break-words">
                  {last.saved
                    ? t('scan.counted', {
                        name: last.resource.name,
                        quantity: count(last.resource.currentQuantity),
                        unit: last.resource.unit,
                      })
                    : t('scan.countedOffline', { name: last.resource.name })}
                </p>
                {last.saved ? null : <p className="text-sm text-muted-foreground">{t('scan.offlineNote')}</p>}
                <p className="text-sm text-muted-foreground">
                  {t('scan.tally', { count: last.session, name: last.resource.name, total })}
                </p>
              </>
            ) : null}
          </div>
          <div className="flex justify-end">
            <Button type="button" variant="tactical" className="max-sm:h-11" onClick={onClose}>
              {t('scan.done')}
            </Button>
          </div>
        </>
      )}
    </DialogContent>
  );
}

/** A new code: the supply form (prefilled when the product is known), or a supply already tracked. */
function NewCodePanel({ scan, onCancel, onLinked }: { scan: NewCode; onCancel: () => void; onLinked: () => void }) {
  return (
    <div className="grid gap-6">
      <UnitsGate>
        {(units) => (
          <SupplyForm
            key={units}
            target={{ mode: 'add', prefill: scan.product, barcode: scan.code }}
            units={units}
            onClose={onCancel}
            onDeleted={() => undefined}
            onAdded={onLinked}
          />
        )}
      </UnitsGate>
      <LinkToExisting code={scan.code} onLinked={onLinked} />
      <div>
        <Button type="button" variant="ghost" className="max-sm:h-11" onClick={onCancel}>
          <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {t('scan.back')}
        </Button>
      </div>
    </div>
  );
}

/** "Add this code to an existing supply": the code is kept on it, then the scanned unit counts. */
function LinkToExisting({ code, onLinked }: { code: string; onLinked: () => void }) {
  const resources = useResources().data?.resources ?? [];
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sorted = resources.toSorted((a, b) => a.name.localeCompare(b.name));

  const link = async () => {
    if (!chosen) {
      setError(t('scan.chooseSupply'));
      return;
    }
    if (!isOnline()) {
      setError(SCAN_OFFLINE_NEW);
      return;
    }
    setBusy(true);
    try {
      await addBarcode(chosen, code);
      onLinked();
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Adding a barcode to a supply failed', err);
      setError(expectedErrorMessage(err) ?? t('scan.linkFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="link-code-heading" className="grid gap-3 border-t border-border pt-4">
      <h3 id="link-code-heading" className="font-tactical text-xs text-muted-foreground">
        {t('scan.linkTitle')}
      </h3>
      <div className="grid items-end gap-2 sm:grid-cols-[1fr_auto]">
        <FormField label={t('scan.existing')} error={error ?? undefined}>
          {(control) => (
            <Select
              {...control}
              className="w-full max-sm:h-11"
              placeholder={t('scan.selectSupply')}
              value={chosen}
              onValueChange={(v) => {
                setChosen(v);
                setError(null);
              }}
            >
              {sorted.map((r) => (
                <SelectItem key={r.id} value={r.id}>
                  {r.name}
                </SelectItem>
              ))}
            </Select>
          )}
        </FormField>
        <OnlineOnly household>
          <Button type="button" variant="outline" className="max-sm:h-11" disabled={busy} onClick={() => void link()}>
            <LinkIcon aria-hidden="true" />
            {busy ? t('scan.addingCode') : t('scan.addCode')}
          </Button>
        </OnlineOnly>
      </div>
    </section>
  );
}
