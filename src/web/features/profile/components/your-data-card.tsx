import { DownloadIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSearchParams } from '@web/lib/router';
import { useExportDownload } from '../hooks/use-export-download';
import { DeleteAccountDialog } from './delete-account-dialog';

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
          <h2>Your Data</h2>
        </CardTitle>
        <CardDescription>Everything you keep here is yours: take it with you, or take it away.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-muted-foreground">
            One JSON file with your account, profile, supplies, kits with their items, plans, acquisitions and sign-in
            history.
          </p>
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
              {exportData.pending ? 'Exporting...' : 'Export My Data'}
            </Button>
          </OnlineOnly>
        </div>

        <section
          aria-labelledby="danger-zone-heading"
          className="grid gap-3 rounded-sm border border-destructive/60 bg-destructive/5 p-4"
        >
          <h3 id="danger-zone-heading" className="font-tactical text-sm font-bold text-destructive">
            Danger Zone
          </h3>
          <p className="text-sm text-muted-foreground">
            Deleting your account removes it and everything you made, for good. Copies others acquired stay theirs.
          </p>
          <DeleteAccountDialog username={username} open={deleteOpen} onOpenChange={setDeleteOpen} />
        </section>
      </CardContent>
    </Card>
  );
}
