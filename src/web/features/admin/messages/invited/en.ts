/**
 * /invited/:token in English, word for word as before issue 43 (decision 0355). Its own small
 * catalogue: the invited person opens this page alone, without the admin page's texts.
 */
import type { Formats } from '@shared/i18n/format';

export const en = {
  documentTitle: 'You are invited',
  panel: 'Invitation',
  status: 'Pending',
  title: 'You are invited to this Holdfast server',
  /** The address is shown strong between the two parts. */
  sentToBefore: 'The invitation was sent to ',
  sentToAfter: '. Create your account with that address.',
  noEmail: 'Create your account with the address the invitation was sent to.',
  once: (p: { days: number }, f: Formats) =>
    `The link works once, for ${f.plural(p.days, { one: '# day', other: '# days' })}.`,
  create: 'Create your account',
  haveAccount: 'I have an account',
};
