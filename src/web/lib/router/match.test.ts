import { describe, expect, it } from 'vitest';
import { matchRoutes, toRecords, type RouteObject } from './match';

const routes: RouteObject[] = [
  {
    // A layout route without a path, as the app's guards are.
    children: [
      { path: '/' },
      { path: '*' },
      { path: '/plans/:id' },
      { path: '/plans/new' },
      { path: '/plans/:id/edit' },
      { path: '/gear/*' },
      { path: '/gear/:topic' },
    ],
  },
];

function match(pathname: string) {
  const found = matchRoutes(toRecords(routes), pathname);
  return found && { path: found.at(-1)!.route.path, params: found.at(-1)!.params, depth: found.length };
}

describe('matchRoutes', () => {
  it('ranks static over dynamic over splat, whatever the order in the table', () => {
    expect(match('/plans/new')).toEqual({ path: '/plans/new', params: {}, depth: 2 });
    expect(match('/plans/p1')).toEqual({ path: '/plans/:id', params: { id: 'p1' }, depth: 2 });
    expect(match('/gear/radios')).toEqual({ path: '/gear/:topic', params: { topic: 'radios' }, depth: 2 });
    expect(match('/gear/radios/hand')).toEqual({ path: '/gear/*', params: { '*': 'radios/hand' }, depth: 2 });
    expect(match('/plans/p1/edit/more')?.path).toBe('*');
    expect(match('/')?.path).toBe('/');
    expect(match('/no/such/sector')).toEqual({ path: '*', params: { '*': 'no/such/sector' }, depth: 2 });
  });

  it('is case-insensitive, tolerates a trailing slash and decodes params', () => {
    expect(match('/Plans/NEW/')?.path).toBe('/plans/new');
    expect(match('/plans/p%201/edit/')).toEqual({ path: '/plans/:id/edit', params: { id: 'p 1' }, depth: 2 });
    expect(match('/plans/%E2%82%AC')?.params).toEqual({ id: '€' });
  });

  it('nests child paths under their parent, and a parent with a path matches itself', () => {
    const nested = toRecords([{ path: '/kits', children: [{ path: ':id' }] }]);
    expect(matchRoutes(nested, '/kits/k1')!.map((m) => m.route.fullPath)).toEqual(['/kits', '/kits/:id']);
    expect(matchRoutes(nested, '/kits')!.map((m) => m.route.fullPath)).toEqual(['/kits']);
    expect(matchRoutes(nested, '/elsewhere')).toBeNull();
  });
});
