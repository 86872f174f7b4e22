import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useExportMyData } from '../api/export-my-data';

/** Hands `blob` to the browser as a download through a temporary object URL and <a download>. */
export function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers; give it a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export My Data: fetch the JSON, save it, say so (or say why not). */
export function useExportDownload() {
  const exportData = useExportMyData();
  const run = async () => {
    let file;
    try {
      file = await exportData.mutateAsync();
    } catch (err) {
      if (isSessionExpired(err)) return;
      logUnexpected('Exporting my data failed', err);
      toast.error('Export failed', expectedErrorMessage(err) ?? 'Failed to export your data. Please try again.');
      return;
    }
    downloadBlob(file.blob, file.filename);
    toast.success('Data exported', `${file.filename} is in your downloads.`);
  };
  return { run, pending: exportData.isPending };
}
