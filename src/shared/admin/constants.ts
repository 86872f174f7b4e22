/**
 * The admin page's figures and stored words, without zod (issue 41, decision 0306). The audit log's
 * words for each action are the admin page's catalogue's (decision 0355), looked up by the action.
 */

/** How long an administrator's invitation link works. */
export const ADMIN_INVITATION_DAYS = 7;

/**
 * The audit log's actor when `npm run admin` acted (stored as the actor, so old lines keep it): the
 * page shows it in the reader's language by this value, as a key, not as words.
 */
export const COMMAND_LINE_ACTOR_LABEL = 'command line';
