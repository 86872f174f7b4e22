/** Accounts for bench scenarios, made through the API like a person would. */

/** The cookies of a `cookie` request header (`a=1; b=2`), for a browser's jar at `url`'s origin. */
export function cookiesFromHeader(
  header: string,
  url: string,
): { name: string; value: string; url: string; httpOnly: boolean; sameSite: 'Lax' }[] {
  const origin = new URL(url).origin;
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq <= 0) throw new Error(`not a cookie: ${pair}`);
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: origin, httpOnly: true, sameSite: 'Lax' };
    });
}

/** A signed-up, signed-in user with a profile; returns the session cookie header. */
export async function newBenchUser(baseUrl: string, label: string): Promise<string> {
  return (await newBenchDevices(baseUrl, label, 1))[0]!;
}

/**
 * One user with a profile, signed in on `devices` devices: the session cookie header of each
 * (every device its own session, as a phone and a laptop have).
 */
export async function newBenchDevices(baseUrl: string, label: string, devices: number): Promise<string[]> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // Usernames take letters, digits and underscores only ('list-viewer' would be refused).
  const name = label.replace(/[^A-Za-z0-9_]/g, '_');
  const json = { 'content-type': 'application/json' };
  const account = { email: `${label}.${tag}@example.com`, password: 'Str0ng!Pass' };
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const up = await post('/api/account/sign-up', {
    ...account,
    confirmPassword: account.password,
    firstName: 'Bench',
    username: `${name}_${tag}`.slice(0, 30),
    dateOfBirth: '1990-01-01',
  });
  if (up.status !== 201) throw new Error(`bench user: sign-up answered ${up.status}`);
  const signIn = async () => {
    const res = await post('/api/account/sign-in', account);
    if (res.status !== 200) throw new Error(`bench user: sign-in answered ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const cookie = await signIn();
  const profile = await post(
    '/api/profile',
    { firstName: 'Bench', username: `p_${name}_${tag}`.slice(0, 30), dateOfBirth: '1990-01-01' },
    cookie,
  );
  if (profile.status !== 201) throw new Error(`bench user: profile answered ${profile.status}`);
  const cookies = [cookie];
  while (cookies.length < devices) cookies.push(await signIn());
  return cookies;
}
