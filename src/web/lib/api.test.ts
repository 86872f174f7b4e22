import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@web/test/mock-api';
import { ApiRequestError, CLIENT_ERROR_CODES, expectedErrorMessage, subscribeToUnauthorized } from './api';
import { client, data } from './api-client';

describe('the API client', () => {
  it('sends JSON with the same-origin cookie and parses the answer', async () => {
    const { fetchMock } = mockApi({ 'POST /api/newsletter': { status: 201, body: { ok: true } } });
    await expect(data(client.newsletter.$post({ json: { email: 'a@example.com' } }))).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"email":"a@example.com"}' });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json', Accept: 'application/json' });
  });

  it('answers undefined for 204', async () => {
    mockApi({ 'POST /api/security-events': { status: 204 } });
    await expect(data(client['security-events'].$post({ json: { eventType: 'page_focus' } }))).resolves.toBeUndefined();
  });

  it("throws the server's error shape as an ApiRequestError", async () => {
    mockApi({
      'POST /api/profile': apiError(409, 'username_taken', 'Taken', { username: ['This username is already in use.'] }),
    });
    const err = await data(
      client.profile.$post({ json: { username: 'x', firstName: 'X', dateOfBirth: '1990-01-01' } }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({
      status: 409,
      code: 'username_taken',
      message: 'Taken',
      fields: { username: ['This username is already in use.'] },
    });
    expect(expectedErrorMessage(err)).toBe('Taken');
  });

  it('gives a failure that is not the error shape its own code, and no message to show', async () => {
    mockApi({ 'GET /api/config': { status: 502, body: '<html>Bad gateway</html>' } });
    const err = await data(client.config.$get()).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'internal_error' });
    expect(expectedErrorMessage(err)).toBeUndefined();
  });

  it('turns a network failure into network_error', async () => {
    const { fetchMock } = mockApi({});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const err = await data(client.account.session.$get()).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.network });
    expect(expectedErrorMessage(err)).toBeUndefined();
  });
});

describe('subscribeToUnauthorized', () => {
  it('hears every "session required" 401 with its path, and only those', async () => {
    mockApi({
      'GET /api/me/stats': apiError(401, 'unauthorized', 'Authentication required'),
      'POST /api/account/sign-in': apiError(401, 'invalid_credentials', 'Invalid login credentials'),
      'GET /api/kits': apiError(403, 'forbidden', 'No'),
    });
    const heard = vi.fn();
    const stop = subscribeToUnauthorized(heard);
    await data(client.me.stats.$get({ query: { x: '1' } } as never)).catch(() => undefined);
    await data(client.account['sign-in'].$post({ json: { email: 'a@example.com', password: 'x' } })).catch(
      () => undefined,
    );
    await data(client.kits.$get({ query: { tab: 'mine' } })).catch(() => undefined);
    expect(heard.mock.calls).toEqual([['/api/me/stats']]);
    stop();
    await data(client.me.stats.$get()).catch(() => undefined);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
