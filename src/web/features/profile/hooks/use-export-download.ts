import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { downloadBlob } from '@web/lib/download';
import { logUnexpected } from '@web/lib/log-unexpected';
import { useExportMyData } from '../api/export-my-data';
import { messages } from '../messages';

const { t } = messages;

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
      toast.error(t('exportFailed'), expectedErrorMessage(err) ?? t('exportFailedText'));
      return;
    }
    downloadBlob(file.blob, file.filename);
    toast.success(t('dataExported'), t('inDownloads', { filename: file.filename }));
  };
  return { run, pending: exportData.isPending };
}
