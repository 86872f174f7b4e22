import { z } from 'zod';
import { emailSchema } from './auth/schemas';

/** The landing's newsletter box (an email input; the server validates the address). */
export const newsletterSignupSchema = z.object({ email: emailSchema }).strict();
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
