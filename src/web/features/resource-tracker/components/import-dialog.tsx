import { FileUpIcon } from 'lucide-react';
import { useState } from 'react';
import {
  IMPORT_FIELDS,
  importMappingSchema,
  type ImportAction,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
} from '@shared/resources/import';
import { messages as common } from '@web/components/messages';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Select, SelectItem } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { errorText, useErrorTexts } from '@web/lib/i18n/error-text';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useImportSupplies, usePreviewImport } from '../api/import-supplies';
import { count } from '../messages';
import { formMessages } from '../messages/forms';
import { IMPORT_LIMITS } from '../messages/forms/en';

const { t } = formMessages;

const NO_COLUMN = 'none';

/**
 * "Import CSV": choose a file, map a spreadsheet's columns (prefilled with the server's guess),
 * read the preview (new, merged, already there, refused with the reason), then import it all in
 * one request. Nothing is written before "Import N supplies".
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      {open ? (
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{t('import.title')}</DialogTitle>
            <DialogDescription>{t('import.description', IMPORT_LIMITS)}</DialogDescription>
          </DialogHeader>
          <ImportFlow onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ImportFlow({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  /** The mapping as chosen in the form (column positions as text, "none" for no column). */
  const [chosen, setChosen] = useState<Record<ImportField, string> | null>(null);
  const [mappingErrors, setMappingErrors] = useState<Partial<Record<ImportField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const previewing = usePreviewImport();
  const importing = useImportSupplies();
  // The mapping form's messages and the rows' reasons are English (the shared schema, the preview's
  // answer): they show through the catalogue of message codes, loaded once one is there.
  useErrorTexts(Object.keys(mappingErrors).length > 0 || (preview?.rows.some((r) => r.reason !== null) ?? false));

  const failed = (label: string, fallback: string) => (err: unknown) => {
    if (isSessionExpired(err)) return;
    const message = expectedErrorMessage(err);
    if (message === undefined) logUnexpected(label, err);
    // The server words its refusal in the reader's language.
    setProblem(message ?? fallback);
  };

  const mappingOf = (values: Record<ImportField, string>) =>
    importMappingSchema.safeParse(
      Object.fromEntries(IMPORT_FIELDS.map((f) => [f, values[f] === NO_COLUMN ? null : Number(values[f])])),
    );

  const runPreview = (next: File, mapping: ImportMapping | null) => {
    setProblem(null);
    previewing.mutate(
      { file: next, mapping },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          if (answer.mapping && mapping === null)
            setChosen(
              Object.fromEntries(
                IMPORT_FIELDS.map((f) => [f, answer.mapping![f] === null ? NO_COLUMN : String(answer.mapping![f])]),
              ) as Record<ImportField, string>,
            );
        },
        onError: (err) => {
          setPreview(null);
          failed('Import preview failed', t('import.previewFailed'))(err);
        },
      },
    );
  };

  const onFile = (next: File | null) => {
    setFile(next);
    setPreview(null);
    setChosen(null);
    setMappingErrors({});
    if (next) runPreview(next, null);
  };

  const onMappingChange = (field: ImportField, value: string) => {
    if (!chosen || !file) return;
    const values = { ...chosen, [field]: value };
    setChosen(values);
    const parsed = mappingOf(values);
    if (!parsed.success) {
      setMappingErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) as Partial<
          Record<ImportField, string>
        >,
      );
      return;
    }
    setMappingErrors({});
    runPreview(file, parsed.data);
  };

  const onImport = () => {
    if (!file || !preview) return;
    const parsed = chosen ? mappingOf(chosen) : null;
    if (parsed && !parsed.success) return;
    setProblem(null);
    importing.mutate(
      { file, mapping: parsed ? parsed.data : null },
      {
        onSuccess: ({ counts }) => {
          toast.success(t('import.done'), t('import.doneBody', counts));
          onClose();
        },
        onError: failed('Import failed', t('import.failed')),
      },
    );
  };

  const counts = preview?.counts;
  const lines = (action: ImportAction) => preview?.rows.filter((r) => r.action === action).length ?? 0;
  const writes = counts ? counts.added + counts.merged : 0;
  const busy = previewing.isPending || importing.isPending;

  return (
    <div className="grid min-w-0 gap-4">
      <FormField label={t('import.file')} description={t('import.fileHint')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,text/csv"
            disabled={importing.isPending}
            className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-border file:bg-secondary file:px-3 file:py-2 file:text-sm max-sm:file:min-h-11"
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          />
        )}
      </FormField>

      {problem ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {problem}
        </p>
      ) : null}

      {previewing.isPending ? (
        <div className="flex justify-center py-4">
          <Spinner label={t('import.reading')} />
        </div>
      ) : null}

      {preview && chosen ? (
        <fieldset className="grid gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">{t('import.columns')}</legend>
          <p className="text-sm text-muted-foreground">{t('import.columnsHint')}</p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {IMPORT_FIELDS.map((field) => (
              <FormField
                key={field}
                label={t(`field.${field}`)}
                required={field === 'name'}
                error={mappingErrors[field] === undefined ? undefined : errorText(mappingErrors[field])}
              >
                {(control) => (
                  <Select
                    {...control}
                    className="w-full max-sm:h-11"
                    value={chosen[field]}
                    disabled={busy}
                    onValueChange={(v) => onMappingChange(field, v)}
                  >
                    <SelectItem value={NO_COLUMN}>{t('import.noColumn')}</SelectItem>
                    {preview.columns.map((c, i) => (
                      <SelectItem key={i} value={String(i)}>
                        {c.trim() === '' ? t('import.column', { n: i + 1 }) : c}
                      </SelectItem>
                    ))}
                  </Select>
                )}
              </FormField>
            ))}
          </div>
        </fieldset>
      ) : null}

      {preview && counts ? (
        <section aria-label={t('import.preview')} className="grid min-w-0 gap-2">
          <p role="status" className="text-sm">
            {t('import.summary', {
              format: t(`import.format.${preview.format}`),
              lines: preview.rows.length,
              add: lines('add'),
              merge: lines('merge'),
              same: lines('same'),
              refuse: lines('refuse'),
            })}
          </p>
          <div className="max-h-80 overflow-auto rounded-md border border-border">
            <table className="w-full text-start text-sm">
              <thead className="sticky top-0 bg-background">
                <tr>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t('import.line')}
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t('import.supply')}
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t('field.quantity')}
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium max-sm:hidden">
                    {t('field.bestBefore')}
                  </th>
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t('import.action')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.line} className="border-t border-border align-top">
                    <td className="px-2 py-1.5 tabular-nums">{r.line}</td>
                    <td className="px-2 py-1.5 break-words">
                      {r.name || '—'}
                      <span className="block text-xs text-muted-foreground">{r.category}</span>
                    </td>
                    <td className="px-2 py-1.5 tabular-nums">
                      {r.quantity === null ? '—' : `${count(r.quantity)} ${r.unit}`}
                      {/* On a phone the date goes under the quantity: four columns fit 390 px. */}
                      {r.bestBefore ? (
                        <span className="block text-xs text-muted-foreground sm:hidden">
                          {t('import.bestBefore', { day: r.bestBefore })}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-2 py-1.5 tabular-nums max-sm:hidden">{r.bestBefore ?? '—'}</td>
                    <td className={`px-2 py-1.5 ${r.action === 'refuse' ? 'text-destructive' : ''}`}>
                      {t(`import.action.${r.action}`)}
                      {r.reason ? `: ${errorText(r.reason)}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <DialogFooter>
        <Button variant="outline" className="max-sm:h-11" onClick={onClose} disabled={importing.isPending}>
          {common.t('cancel')}
        </Button>
        <Button
          variant="tactical"
          className="max-sm:h-11"
          onClick={onImport}
          disabled={!preview || writes === 0 || busy || Object.keys(mappingErrors).length > 0}
        >
          <FileUpIcon aria-hidden="true" />
          {importing.isPending
            ? t('import.importing')
            : counts && writes > 0
              ? t('import.count', { counts })
              : counts
                ? t('import.nothing')
                : t('import.import')}
        </Button>
      </DialogFooter>
    </div>
  );
}
