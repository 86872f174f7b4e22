import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { downloadBlob } from '@web/lib/download';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useExportMyData } from '../api/export-my-data';

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
