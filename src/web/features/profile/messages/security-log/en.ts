/**
 * The security log's lines (decision 0351), a message set of their own: the profile's catalogue
 * is loaded before /profile-settings renders, and these are loaded with the log (index.ts).
 * In English a line is the summary the server wrote from the same code, word for word, so this
 * catalogue carries no second copy of the English sentences.
 */
import type { SecurityLogDetail } from '@shared/account/schemas';

export const en = {
  'log.line': (p: { detail: SecurityLogDetail; summary: string }) => p.summary,
};
