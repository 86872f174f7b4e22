import { DownloadIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSearchParams } from '@web/lib/router';
import { useExportDownload } from '../hooks/use-export-download';
import { messages } from '../messages';
import { DeleteAccountDialog } from './delete-account-dialog';

const { t } = messages;

/** `?confirm=delete-account`: back from the Google sign-in that confirms a deletion. */
const CONFIRM_PARAM = 'confirm';

/** Your Data: take everything with you (Export My Data), or delete the account (danger zone). */
export function YourDataCard({ username }: { username: string }) {
  const exportData = useExportDownload();
  const [params, setParams] = useSearchParams();
  const [deleteOpen, setDeleteOpen] = useState(() => params.get(CONFIRM_PARAM) === 'delete-account');

  // Once read, the parameter goes: a reload must not open the dialog again.
  useEffect(() => {
    if (!params.has(CONFIRM_PARAM)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONFIRM_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('yourData')}</h2>
        </CardTitle>
        <CardDescription>{t('yourDataDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-muted-foreground">{t('exportExplained')}</p>
          {/* The file is made by the server: offline there is nothing to download. */}
          <OnlineOnly>
            <Button
              type="button"
              variant="outline"
              disabled={exportData.pending}
              aria-busy={exportData.pending || undefined}
              onClick={() => void exportData.run()}
            >
              <DownloadIcon aria-hidden="true" />
              {exportData.pending ? t('exporting') : t('exportData')}
            </Button>
          </OnlineOnly>
        </div>

        <section
          aria-labelledby="danger-zone-heading"
          className="grid gap-3 rounded-sm border border-destructive/60 bg-destructive/5 p-4"
        >
          <h3 id="danger-zone-heading" className="font-tactical text-sm font-bold text-destructive">
            {t('dangerZone')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('deleteExplained')}</p>
          <DeleteAccountDialog username={username} open={deleteOpen} onOpenChange={setDeleteOpen} />
        </section>
      </CardContent>
    </Card>
  );
}
