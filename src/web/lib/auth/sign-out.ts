import { client, data } from '@web/lib/api-client';

/** Ends the session on the server and clears the cookie. */
export const signOut = () => data(client.account['sign-out'].$post());
