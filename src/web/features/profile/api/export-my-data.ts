import { useMutation } from '@tanstack/react-query';
import { client, data } from '@web/lib/api-client';

export interface DataExport {
  blob: Blob;
  filename: string;
}

/**
 * Everything the user owns as one JSON file. Fetched through the API client (its errors and 401
 * handling), then handed to the browser as a download named like the server's
 * Content-Disposition: holdfast-export-YYYY-MM-DD.json, the day of `exportedAt` (server time).
 */
export async function exportMyData(): Promise<DataExport> {
  const exported = await data(client.me.export.$get());
  const day =
    typeof exported.exportedAt === 'string' && /^\d{4}-\d{2}-\d{2}/.test(exported.exportedAt)
      ? exported.exportedAt.slice(0, 10)
      : new Date().toISOString().slice(0, 10);
  return {
    blob: new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' }),
    filename: `holdfast-export-${day}.json`,
  };
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
