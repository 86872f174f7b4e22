import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignup } from '@shared/newsletter';
import { client, data } from '@web/lib/api-client';

/** 202 whether or not the address was already on the list (nothing to learn from the answer). */
export const subscribeNewsletter = (input: NewsletterSignup) => data(client.newsletter.$post({ json: input }));

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
