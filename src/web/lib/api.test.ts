import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@web/test/mock-api';
import { api, ApiRequestError, CLIENT_ERROR_CODES, expectedErrorMessage, subscribeToUnauthorized } from './api';

describe('api', () => {
  it('sends JSON with the same-origin cookie and parses the answer', async () => {
    const { fetchMock } = mockApi({ 'POST /api/thing': { status: 201, body: { id: 7 } } });
    await expect(api.post('/api/thing', { a: 1 })).resolves.toEqual({ id: 7 });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('answers undefined for 204', async () => {
    mockApi({ 'POST /api/security-events': { status: 204 } });
    await expect(api.post('/api/security-events', {})).resolves.toBeUndefined();
  });

  it("throws the server's error shape as an ApiRequestError", async () => {
    mockApi({
      'POST /api/profile': apiError(409, 'username_taken', 'Taken', { username: ['This username is already in use.'] }),
    });
    const err = await api.post('/api/profile', {}).catch((e: unknown) => e);
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
    mockApi({ 'GET /api/x': { status: 502, body: '<html>Bad gateway</html>' } });
    const err = await api.get('/api/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'internal_error' });
    expect(expectedErrorMessage(err)).toBeUndefined();
  });

  it('turns a network failure into network_error', async () => {
    const { fetchMock } = mockApi({});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const err = await api.get('/api/account/session').catch((e: unknown) => e);
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
    await api.get('/api/me/stats?x=1').catch(() => undefined);
    await api.post('/api/account/sign-in', {}).catch(() => undefined);
    await api.get('/api/kits').catch(() => undefined);
    expect(heard.mock.calls).toEqual([['/api/me/stats']]);
    stop();
    await api.get('/api/me/stats').catch(() => undefined);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
