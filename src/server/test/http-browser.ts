/**
 * A cookie-keeping HTTP client against a server process (tests that start the real server):
 * it keeps the cookies the server sets, as a browser would, and sends them back.
 */
export class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}
  async request(pathname: string, init: RequestInit & { json?: unknown } = {}, expected?: number) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const url = pathname.startsWith('http') ? pathname : `${this.base}${pathname}`;
    const res = await fetch(url, { ...init, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1).trim();
      if (value === '') this.cookies.delete(pair!.slice(0, eq).trim());
      else this.cookies.set(pair!.slice(0, eq).trim(), value);
    }
    if (expected !== undefined && res.status !== expected) {
      throw new Error(
        `${init.method ?? 'GET'} ${pathname}: expected ${expected}, got ${res.status} ${await res.text()}`,
      );
    }
    return res;
  }
  json = async <T>(pathname: string, init: RequestInit & { json?: unknown }, expected: number) =>
    (await (await this.request(pathname, init, expected)).json()) as T;
}
