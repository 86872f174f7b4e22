import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ArrowLeftIcon,
  CircleAlertIcon,
  FileUpIcon,
  PlusIcon,
  RotateCwIcon,
  SaveIcon,
  ScanBarcodeIcon,
} from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { checkQuantity } from '@shared/resources/quantity';
import { overallPreparedness } from '@shared/resources/status';
import { EmergencyLink } from '@web/components/emergency-link';
import { messages as common } from '@web/components/messages';
import { OnlineOnly } from '@web/components/online-only';
import { PrintStyle } from '@web/components/print-style';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@web/components/unsaved-changes';
import { CLIENT_ERROR_CODES, isApiError, isSessionExpired } from '@web/lib/api';
import { useSession } from '@web/lib/auth/session';
import { loadAllMessages } from '@web/lib/i18n/i18n';
import { isOnline } from '@web/lib/offline/connectivity';
import { preloadUnlessPrecached } from '@web/lib/offline/preload-unless-precached';
import { useRealtimeInvalidation } from '@web/lib/realtime/use-realtime-invalidation';
import { resourcesQueryKey, resourcesQueryOptions, useResources } from '@web/lib/resources/resources-query';
import { Link } from '@web/lib/router';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useSaveResources, type ResourceSave } from './api/save-resources';
import type { BatchDialogTarget } from './components/batch-dialog';
import { ExportMenu } from './components/export-menu';
import { PreparednessRing } from './components/preparedness-ring';
import { quantityOf } from './components/quantity-field';
import { ResourceCategoryPanel } from './components/resource-category-panel';
import type { BatchActions, QuantityActions } from './components/resource-item-row';
import type { SupplyDialogTarget } from './components/supply-dialog';
import { TrackerSkeleton } from './components/tracker-skeleton';
import { groupByCategory, useResourceDraft } from './hooks/use-resource-draft';
import { messages } from './messages';
import { downloadText, exportWords, localDate, reportCsv, reportFileName } from './report';

const { t } = messages;

/** A dialog's code, once its texts (the forms' message set, defined with it) are loaded in the page's locale. */
const withMessages = <M,>(module: Promise<M>): Promise<M> =>
  module.then(async (m) => {
    await loadAllMessages();
    return m;
  });

// The supply and batch forms (react-hook-form, the resolver, the Radix select): loaded when first
// opened, not in the page's first JavaScript (issue 41); kept mounted after, so they close as before.
const BatchDialog = lazy(() =>
  withMessages(import('./components/batch-dialog')).then((m) => ({ default: m.BatchDialog })),
);
const SupplyDialog = lazy(() =>
  withMessages(import('./components/supply-dialog')).then((m) => ({ default: m.SupplyDialog })),
);
// Scan (issue 42): the camera, the reader and its WebAssembly load only when Scan is pressed.
const ScanDialog = lazy(() => withMessages(import('./scan/scan-dialog')).then((m) => ({ default: m.ScanDialog })));
// The import flow (its parser answers come from the server; zod for the mapping form): loaded on
// the first press of "Import CSV", never in the page's first JavaScript.
const ImportDialog = lazy(() =>
  withMessages(import('./components/import-dialog')).then((m) => ({ default: m.ImportDialog })),
);

// The offline queue: what SAVE CHANGES does offline. Loaded with the first offline save, or on a
// first visit (no precache yet) right after the page, so a save made once the connection has
// dropped still finds it (decision 0308: no page loads it otherwise while nothing is queued).
const loadResourceQueue = () => import('./offline/resource-queue');
preloadUnlessPrecached(loadResourceQueue);

/** The supplies, asked for as soon as the page's code has loaded (app/routes.tsx). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(resourcesQueryOptions);
}

/** /resource-tracker: the user's supplies, edited locally and saved in one request. */
/** Another member's save (or another device's) shows here without a reload (docs/product.md#households). */
// The household's counts and goal, and its members' ages, move the targets that follow the goal (decision 0292).
const REALTIME_TABLES = ['user_resources', 'households', 'family_plans'] as const;
const REALTIME_KEYS = [resourcesQueryKey];

export function Component() {
  useRealtimeInvalidation(REALTIME_TABLES, REALTIME_KEYS);
  useDocumentTitle(t('page.title'));
  const resources = useResources();
  const save = useSaveResources();
  const queryClient = useQueryClient();
  const userId = useSession().data?.user?.id;
  const {
    items,
    changes,
    batchChanges,
    count,
    adjust,
    setQuantity,
    putBatch,
    removeBatch,
    settle,
    discard,
    shiftPending,
  } = useResourceDraft(resources.data?.resources);
  // What is typed in a quantity field while it is not a valid quantity yet (or not tidied on blur).
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const quantityActions: QuantityActions = {
    typed,
    onType: (id, text) =>
      setTyped((t) => {
        if (text !== null) return { ...t, [id]: text };
        if (!(id in t)) return t;
        const { [id]: _dropped, ...rest } = t;
        return rest;
      }),
    onSet: setQuantity,
  };
  // Rows whose field holds something that is not a quantity: SAVE CHANGES waits until they are fixed.
  const invalidNames = items
    .filter((i) => typed[i.id] !== undefined && !checkQuantity(quantityOf(typed[i.id]!)).ok)
    .map((i) => i.name);
  const blocked = invalidNames.length > 0;
  const [dialog, setDialog] = useState<SupplyDialogTarget | null>(null);
  const [batchDialog, setBatchDialog] = useState<BatchDialogTarget | null>(null);
  const [scanning, setScanning] = useState(false);
  const [scanOpened, setScanOpened] = useState(false);
  if (scanning && !scanOpened) setScanOpened(true);
  // Each form mounts when first opened and stays (decision 0297).
  const [dialogOpened, setDialogOpened] = useState(false);
  const [batchDialogOpened, setBatchDialogOpened] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [importOpened, setImportOpened] = useState(false);
  if (importOpen && !importOpened) setImportOpened(true);
  if (dialog && !dialogOpened) setDialogOpened(true);
  if (batchDialog && !batchDialogOpened) setBatchDialogOpened(true);
  // Batches join the same unsaved changes as plus and minus; one SAVE CHANGES sends all (decision 0294).
  const unsavedBatches = useMemo(() => new Set(batchChanges.batches.map((b) => b.id)), [batchChanges]);
  const batchActions: BatchActions = {
    unsaved: unsavedBatches,
    onAdd: (resource) => setBatchDialog({ resource, batch: null }),
    onEdit: (resource, batch) => setBatchDialog({ resource, batch }),
    onRemove: (resource, batch) => removeBatch(resource.id, batch.id),
  };
  // The row as saved (the dialog edits settings, not the unsaved quantity).
  const editRow = (item: { id: string }) => {
    const saved = resources.data?.resources.find((r) => r.id === item.id);
    if (saved) setDialog({ mode: 'edit', resource: saved });
  };
  const groups = useMemo(() => groupByCategory(items), [items]);
  const overall = overallPreparedness(items);
  const dirty = count > 0;
  const { blocker } = useUnsavedChangesGuard(dirty);
  const loaded = resources.data !== undefined;

  /** Offline (decision 081): the changes wait on this device and are sent when the connection is back. */
  const saveOnDevice = async (sent: ResourceSave, sentWithKey?: string) => {
    if (!userId) return;
    try {
      const { queueResourceChanges } = await loadResourceQueue();
      await queueResourceChanges(queryClient, userId, sent, sentWithKey);
      settle(sent);
      toast.success(t('toast.onDevice'), t('toast.onDeviceBody'));
    } catch (err) {
      console.error('Saving resources on this device failed', err);
      toast.error(t('error'), t('toast.saveFailed'));
    }
  };

  const onSave = () => {
    if (!dirty || blocked || save.isPending) return;
    // Its key is made once, here: if the answer is lost, the queue sends it again with this key.
    const sent: ResourceSave = { changes, ...batchChanges, saveKey: crypto.randomUUID() };
    if (!isOnline()) {
      void saveOnDevice(sent);
      return;
    }
    save.mutate(sent, {
      onSuccess: () => {
        settle(sent);
        toast.success(t('toast.saved'), t('toast.savedBody'));
      },
      onError: (err) => {
        // An ended session is handled (and toasted) once, by the query client.
        if (isSessionExpired(err)) return;
        // The connection dropped on the way: keep the changes on the device instead. The server
        // may have applied them already: they wait with their key, which it applies once.
        if (isApiError(err, CLIENT_ERROR_CODES.network)) {
          void saveOnDevice(sent, sent.saveKey);
          return;
        }
        console.error('Saving resources failed', err);
        toast.error(t('error'), t('toast.saveFailed'));
      },
    });
  };

  // The report's columns show what is on screen, unsaved edits included; the batches are as saved (report.ts).
  // The header and the file's name are in the page's language (decision 0352).
  const onDownloadCsv = () => {
    void exportWords().then((words) => {
      downloadText(reportCsv(items, resources.data?.resources, words), reportFileName(new Date(), words));
      if (dirty) toast.message(t('toast.batchesAsSaved'), t('toast.batchesAsSavedBody'));
    });
  };
  const onPrint = () => window.print();

  return (
    <div className="bg-tactical-grid min-h-svh bg-background text-foreground print:bg-none">
      <PrintStyle />
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur-sm print:hidden">
        {/* Wraps on the narrowest phones (320 px): the Emergency control made the row too long. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-1.5 px-3 py-3 sm:gap-2 sm:px-6">
          <Button asChild variant="ghost" size="sm" className="-ms-2 max-sm:h-11 max-sm:min-w-11">
            <Link to="/dashboard">
              <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
              <span className="max-sm:sr-only">{t('page.back')}</span>
            </Link>
          </Button>
          <div className="ms-auto flex flex-wrap items-center justify-end gap-1.5 sm:gap-2">
            <EmergencyLink compact />
            <OnlineOnly household>
              <Button
                variant="outline"
                size="sm"
                className="font-mono tracking-wider uppercase max-sm:h-11 max-sm:min-w-11"
                onClick={() => setDialog({ mode: 'add' })}
                disabled={!loaded}
              >
                <PlusIcon aria-hidden="true" />
                {/* Icon-only on narrow screens, like EXPORT REPORT; the name stays. */}
                <span className="max-sm:sr-only">{t('addSupply')}</span>
              </Button>
            </OnlineOnly>
            <OnlineOnly household worksOffline>
              <Button
                variant="outline"
                size="sm"
                className="font-mono tracking-wider uppercase max-sm:h-11 max-sm:min-w-11"
                onClick={() => setScanning(true)}
                disabled={!loaded}
              >
                <ScanBarcodeIcon aria-hidden="true" />
                {/* Icon-only on narrow screens, like EXPORT REPORT; the name stays. */}
                <span className="max-sm:sr-only">{t('scan')}</span>
              </Button>
            </OnlineOnly>
            <OnlineOnly household>
              <Button
                variant="outline"
                size="sm"
                className="font-mono tracking-wider uppercase max-sm:h-11 max-sm:min-w-11"
                onClick={() => setImportOpen(true)}
                disabled={!loaded}
              >
                <FileUpIcon aria-hidden="true" />
                <span className="max-sm:sr-only">{t('page.importCsv')}</span>
              </Button>
            </OnlineOnly>
            <ExportMenu onDownloadCsv={onDownloadCsv} onPrint={onPrint} disabled={!loaded} />
            <OnlineOnly household worksOffline>
              <Button
                variant="tactical"
                size="sm"
                className="max-sm:h-11"
                onClick={onSave}
                disabled={!dirty || blocked || save.isPending}
                aria-describedby={blocked ? 'quantity-blocked' : dirty ? 'unsaved-marker' : undefined}
              >
                <SaveIcon aria-hidden="true" />
                {save.isPending ? t('page.saving') : t('page.save')}
              </Button>
            </OnlineOnly>
          </div>
        </div>
      </header>

      <main className="mx-auto grid max-w-6xl gap-6 px-3 py-6 sm:gap-8 sm:px-6 sm:py-10 print:block print:p-0">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4 print:mb-6 print:break-after-avoid">
          <div className="grid min-w-0 flex-1 basis-56 gap-2">
            <p className="font-tactical text-xs text-primary">{t('page.eyebrow')}</p>
            <h1 className="text-2xl font-black tracking-tight uppercase sm:text-4xl">{t('page.title')}</h1>
            <p className="max-w-2xl text-muted-foreground print:hidden">{t('page.lead')}</p>
            <p className="hidden text-sm print:block">
              {t('page.report', { day: localDate(), count: dirty ? count : 0 })}
            </p>
            {/* One live region that stays mounted, so the marker is announced when it appears. */}
            <div role="status" className="empty:hidden print:hidden">
              {dirty ? (
                <Badge id="unsaved-marker" variant="low">
                  <CircleAlertIcon aria-hidden="true" />
                  {t('page.unsaved', { count })}
                </Badge>
              ) : null}
              {blocked ? (
                <p id="quantity-blocked" className="mt-2 text-sm font-medium text-destructive">
                  {t('page.blocked', { names: invalidNames })}
                </p>
              ) : null}
            </div>
          </div>
          {loaded ? (
            <div className="flex items-center gap-4">
              <PreparednessRing percent={overall} />
              <div className="grid gap-1">
                <p className="font-tactical text-xs text-muted-foreground">{t('ring.title')}</p>
                <p className="text-sm text-muted-foreground">
                  {t('stocked', { count: items.filter((i) => i.status === 'good').length, total: items.length })}
                </p>
                {/* What the ring counts (decision 0292); days covered is on Readiness. */}
                <p data-slot="ring-caption" className="max-w-64 text-xs text-muted-foreground">
                  {t('ring.caption', { percent: overall })}{' '}
                  <Link
                    className="underline underline-offset-2 max-sm:inline-flex max-sm:min-h-11 max-sm:items-center"
                    to="/readiness"
                  >
                    {t('ring.readiness')}
                  </Link>
                  {t('ring.captionEnd')}
                </p>
              </div>
            </div>
          ) : null}
        </div>

        {resources.isPending ? (
          <div aria-busy="true">
            <p className="sr-only" role="status">
              {t('page.loading')}
            </p>
            <TrackerSkeleton />
          </div>
        ) : resources.isError && !loaded ? (
          // Load errors go to the console only (docs/product.md#resource-tracker); we add a quiet retry.
          <div className="grid justify-items-start gap-3">
            <p className="text-muted-foreground">{t('page.loadFailed')}</p>
            <Button
              variant="outline"
              className="min-h-11"
              onClick={() => void resources.refetch()}
              disabled={resources.isFetching}
            >
              <RotateCwIcon aria-hidden="true" />
              {common.t('tryAgain')}
            </Button>
          </div>
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-2 print:block">
            {groups.map((group) => (
              <ResourceCategoryPanel
                key={group.category}
                group={group}
                onAdjust={adjust}
                quantityActions={quantityActions}
                onEdit={editRow}
                batchActions={batchActions}
              />
            ))}
          </div>
        )}
      </main>

      <Suspense fallback={null}>
        {batchDialogOpened ? (
          <BatchDialog target={batchDialog} onClose={() => setBatchDialog(null)} onSave={putBatch} />
        ) : null}
        {importOpened ? <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} /> : null}
        {dialogOpened ? (
          <SupplyDialog
            target={dialog}
            onClose={() => setDialog(null)}
            onDeleted={(id) => {
              discard(id);
              quantityActions.onType(id, null);
            }}
          />
        ) : null}
        {scanOpened ? (
          <ScanDialog
            open={scanning}
            onClose={() => setScanning(false)}
            onCounted={shiftPending}
            onCountedOffline={(id) => adjust(id, 1)}
          />
        ) : null}
      </Suspense>

      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        description={t('page.leave', { count })}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  );
}
