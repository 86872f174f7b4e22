import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignup } from '@shared/newsletter';
import { api } from '@web/lib/api';

/** 202 whether or not the address was already on the list (nothing to learn from the answer). */
export const subscribeNewsletter = (input: NewsletterSignup) => api.post<{ ok: true }>('/api/newsletter', input);

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
