import { toast } from '@web/components/ui/toast';
import { expectedErrorMessage, isSessionExpired } from '@web/lib/api';
import { logUnexpected } from '@web/lib/log-unexpected';
import { messages } from '../../messages';

const { t } = messages;

/** What every form here does with a failure: at the field, or a toast. */
export function failed(err: unknown, title: string, toField: () => boolean) {
  if (isSessionExpired(err)) return;
  if (toField()) return;
  const expected = expectedErrorMessage(err);
  if (!expected) logUnexpected(title, err);
  toast.error(title, expected ?? t('unexpected'));
}
