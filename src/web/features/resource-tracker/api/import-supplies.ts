import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAPPING_FIELD,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
} from '@shared/resources/import';
import { client, data } from '@web/lib/api-client';
import { readinessQueryKey } from '@web/lib/readiness/readiness-query';
import { resourcesQueryKey, type ResourcesResponse } from '@web/lib/resources/resources-query';

export interface ImportRequest {
  file: File;
  /** A spreadsheet's column mapping; none: the server guesses (or the file is one it knows). */
  mapping: ImportMapping | null;
}

function formOf({ file, mapping }: ImportRequest): FormData {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  if (mapping) form.append(IMPORT_MAPPING_FIELD, JSON.stringify(mapping));
  return form;
}

/** POST /api/resources/import/preview: what each row would do; nothing is written. */
export function previewImport(request: ImportRequest): Promise<ImportPreview> {
  return data(client.resources.import.preview.$post(undefined, { init: { body: formOf(request) } }));
}

/** POST /api/resources/import: every accepted row in one transaction. */
export function importSupplies(request: ImportRequest): Promise<ImportResult> {
  return data(client.resources.import.$post(undefined, { init: { body: formOf(request) } }));
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

/**
 * The tracker takes the answer's rows at once (unsaved quantity edits live in the page's draft,
 * untouched); readiness reads them again when next shown.
 */
export function useImportSupplies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importSupplies,
    onSuccess: ({ resources }) => {
      queryClient.setQueryData<ResourcesResponse>(resourcesQueryKey, { resources });
      void queryClient.invalidateQueries({ queryKey: readinessQueryKey, refetchType: 'none' });
    },
  });
}
