import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, signedOut, type MockHandler } from '@web/test/mock-api';
import { field, renderApp, visibleToast } from '@web/test/render';

const slow = { timeout: 15_000 };

async function renderNewsletter(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/account/session': { body: signedOut }, ...routes });
  const utils = renderApp('/');
  const section = await screen.findByRole('region', { name: 'Get briefed' }, slow);
  // The form is loaded lazily (here at once: jsdom has no IntersectionObserver).
  const input = await within(section).findByLabelText('Email address', {}, slow);
  return { ...utils, ...api, section, input: input as HTMLInputElement };
}

describe('newsletter box', () => {
  it('subscribes and confirms with a toast', async () => {
    const { user, input, section, callsTo } = await renderNewsletter({
      'POST /api/newsletter': { status: 202, body: { ok: true } },
    });
    await user.type(input, 'Ranger@Example.com');
    await user.click(within(section).getByRole('button', { name: 'SUBSCRIBE' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Subscribed'));
    expect(visibleToast()).toHaveTextContent("You're on the list. Field intel will reach your inbox.");
    expect(callsTo('POST /api/newsletter')).toEqual([
      { method: 'POST', path: '/api/newsletter', body: { email: 'Ranger@Example.com' } },
    ]);
    expect(input).toHaveValue('');
  });

  it("shows the server's field message under the input", async () => {
    const { user, input, section } = await renderNewsletter({
      'POST /api/newsletter': apiError(400, 'validation_error', 'Invalid input', {
        email: ['Please enter a valid email address'],
      }),
    });
    await user.type(input, 'ranger@example.com');
    await user.click(within(section).getByRole('button', { name: 'SUBSCRIBE' }));
    expect(await within(section).findByText('Please enter a valid email address')).toBeVisible();
    expect(field('Email address', section)).toHaveAttribute('aria-invalid', 'true');
    expect(visibleToast()).toBeUndefined();
  });

  it('checks the address before sending it', async () => {
    const { user, input, section, callsTo } = await renderNewsletter();
    await user.type(input, 'not-an-email');
    await user.click(within(section).getByRole('button', { name: 'SUBSCRIBE' }));
    expect(await within(section).findByText('Please enter a valid email address')).toBeVisible();
    expect(callsTo('POST /api/newsletter')).toHaveLength(0);
  });

  it("toasts the server's message when rate limited", async () => {
    const { user, input, section } = await renderNewsletter({
      'POST /api/newsletter': apiError(429, 'rate_limited', 'Too many attempts. Try again in a few minutes.'),
    });
    await user.type(input, 'ranger@example.com');
    await user.click(within(section).getByRole('button', { name: 'SUBSCRIBE' }));
    await waitFor(() => expect(visibleToast()).toHaveTextContent('Too many attempts. Try again in a few minutes.'));
    expect(visibleToast()).toHaveAttribute('data-type', 'error');
  });
});
