import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { PasskeyCeremonyError } from '@web/lib/auth/passkey-ceremony';
import { logUnexpected } from '@web/lib/log-unexpected';
import { messages } from '../../messages';

const { t } = messages;

/** What every passkey form does with a failure: at the field, or a toast. */
export function failed(err: unknown, title: string, toField: () => boolean = () => false) {
  if (isSessionExpired(err)) return;
  if (toField()) return;
  if (err instanceof PasskeyCeremonyError) {
    toast.error(title, err.message);
    return;
  }
  const expected = expectedErrorMessage(err);
  if (!expected) logUnexpected(title, err);
  toast.error(title, expected ?? t('unexpected'));
}
