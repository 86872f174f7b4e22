/**
 * The admin page's invitation form and POST /api/admin/invitations share this schema. A module of
 * its own: the form loads it with its first validation (issue 41, decision 0306), and it must not
 * share code with the admin page (schemas.ts imports what the page imports).
 */
import { z } from 'zod';
import { emailSchema } from '../auth/schemas';

export const inviteUserSchema = z.object({ email: emailSchema }).strict();
export type InviteUser = z.input<typeof inviteUserSchema>;
