import { Trash2Icon } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { OnlineOnly } from '@web/components/online-only';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { loadAllMessages } from '@web/lib/i18n/i18n';
import { lazyLoad } from '@web/lib/lazy-load';
import { lazyOrNothing } from '@web/lib/lazy-or-nothing';
import { messages } from '../messages';

export { REAUTH_RETURN_PATH } from './delete-account/reauth-return-path';

const { t } = messages;

/** The body's chunk with its texts in the page's language; warmed when the trigger is pointed at or focused. */
const loadBody = lazyLoad(() =>
  import('./delete-account/delete-account-body').then(async (m) => {
    await loadAllMessages();
    return m.DeleteAccountBody;
  }),
);
const DeleteAccountBody = lazyOrNothing(loadBody, 'The delete-account dialog failed to load');

/**
 * Danger zone: delete the account. Explains what goes and what stays, asks for the username
 * typed out and the current password (or a fresh Google sign-in); Delete Account stays disabled
 * until the username matches. Offline the button that opens it, and the deletion itself, are
 * disabled with the reason (decision 081).
 */
export function DeleteAccountDialog({
  username,
  open,
  onOpenChange,
}: {
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  // Opened by the page's address (back from a provider's sign-in): load the body now.
  useEffect(() => {
    if (open) loadBody.warm();
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <div className="justify-self-start">
        <OnlineOnly>
          <DialogTrigger asChild>
            <Button type="button" variant="destructive" onPointerEnter={loadBody.warm} onFocus={loadBody.warm}>
              <Trash2Icon aria-hidden="true" />
              {t('deleteAccount')}
            </Button>
          </DialogTrigger>
        </OnlineOnly>
      </div>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('deleteTitle')}</DialogTitle>
          <DialogDescription>{t('deleteDescription')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts empty and asks the server afresh. */}
        {open ? (
          <Suspense fallback={<Spinner label={t('loadingDialog')} />}>
            <DeleteAccountBody username={username} onBusyChange={setBusy} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
