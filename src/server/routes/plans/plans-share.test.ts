/**
 * Sharing a public kit or plan (issue 21): the author the detail answers name, and the Open Graph
 * tags the server's page for /kits/{id} and /plans/{id} carries (src/server/http/static.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../http/context';
import { LinkPreviews, mountWebApp } from '../../http/static';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { okJson, signedInWithProfile, TestClient } from '../../test/client';

// One app (and database) for the file, made while the file loads.
const t: TestApp = await createTestApp({ mail: true });
// The server's page shell, as `vite build` writes it (src/web/index.html, shortened).
const webRoot = await mkdtemp(path.join(tmpdir(), 'holdfast-og-'));
await writeFile(path.join(webRoot, 'landing.html'), '<!doctype html><h1>Landing</h1>');
await writeFile(
  path.join(webRoot, 'index.html'),
  `<!doctype html><html><head>
    <meta name="description" content="Holdfast: track supplies." />
    <title>Holdfast · Emergency Preparedness Command Center</title>
  </head><body><div id="root"></div></body></html>`,
);
const web = new Hono<AppEnv>();
mountWebApp(web, webRoot, new LinkPreviews(t.app.services, TEST_PUBLIC_URL));
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function page(p: string) {
  const res = await web.request(p);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text();
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(':', '\\:')}" content="([^"]*)" />`).exec(html)?.[1] ?? null;

async function setProfilePublic(
  client: TestClient,
  data: { firstName: string; lastName: string; username: string },
  on: boolean,
) {
  const res = await client.api.profile.$patch({
    json: {
      firstName: data.firstName,
      lastName: data.lastName,
      username: data.username,
      isProfilePublic: on,
      showPreparednessScore: false,
    },
  });
  expect(res.status).toBe(200);
}

describe('author of a public kit or plan', () => {
  it('is the username when the creator’s profile is public, else null — in the plan and kit answers', async () => {
    const { client: owner, data } = await signedInWithProfile(t);
    const visitor = new TestClient(t);
    const { plan } = await okJson(
      await owner.api.plans.$post({ json: { title: 'Open Plan', eventType: 'flood', visibility: 'public' } }),
    );
    const { kit } = await okJson(await owner.api.kits.$post({ json: { name: 'Open Kit', template: 'blank' } }));
    await owner.api.kits[':id'].$patch({ param: { id: kit.id }, json: { isPublic: true } });

    const planAuthor = async () =>
      (await okJson(await visitor.api.plans[':id'].$get({ param: { id: plan.id } }))).plan.author;
    const kitAuthor = async () =>
      (await okJson(await visitor.api.kits[':id'].$get({ param: { id: kit.id } }))).kit.author;

    // Someone else's public profile must never stand in for the author's.
    const other = await signedInWithProfile(t);
    await setProfilePublic(other.client, other.data, true);

    await setProfilePublic(owner, data, false);
    expect(await planAuthor()).toBeNull();
    expect(await kitAuthor()).toBeNull();

    await setProfilePublic(owner, data, true);
    expect(await planAuthor()).toBe(data.username);
    // The visitors' kit answer is cached: a profile change drops it (through the change feed).
    await expect.poll(kitAuthor, { timeout: 5000 }).toBe(data.username);

    await setProfilePublic(owner, data, false);
    expect(await planAuthor()).toBeNull();
    await expect.poll(kitAuthor, { timeout: 5000 }).toBeNull();
  });
});

describe('link previews', () => {
  it('a public plan’s page has its title and Open Graph tags, escaped', async () => {
    const { client: owner } = await signedInWithProfile(t);
    const title = 'Storm <Plan> & "Friends"';
    const { plan } = await okJson(
      await owner.api.plans.$post({
        json: { title, description: 'Leave <early>.\nTake the dog.', eventType: 'hurricane', visibility: 'public' },
      }),
    );
    const html = await page(`/plans/${plan.id}`);
    const escaped = 'Storm &lt;Plan&gt; &amp; &quot;Friends&quot; — Holdfast';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).not.toContain('<Plan>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe(escaped);
    expect(meta(html, 'og:description')).toBe('Leave &lt;early&gt;. Take the dog.');
    expect(meta(html, 'description')).toBe('Leave &lt;early&gt;. Take the dog.');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`${TEST_PUBLIC_URL}/plans/${plan.id}`);
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(html).toContain('<div id="root"></div>');
  });

  it('a public kit’s page has its name and Open Graph tags; without a description, a neutral one', async () => {
    const { client: owner } = await signedInWithProfile(t);
    const { kit } = await okJson(await owner.api.kits.$post({ json: { name: 'Car Kit', template: 'blank' } }));
    await owner.api.kits[':id'].$patch({ param: { id: kit.id }, json: { isPublic: true } });
    const html = await page(`/kits/${kit.id}`);
    expect(html).toContain('<title>Car Kit — Holdfast</title>');
    expect(meta(html, 'og:title')).toBe('Car Kit — Holdfast');
    expect(meta(html, 'og:description')).toBe('An emergency kit shared on Holdfast.');
    expect(meta(html, 'og:url')).toBe(`${TEST_PUBLIC_URL}/kits/${kit.id}`);
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('a private plan or kit, or a missing one, gets the plain shell: no tags, no name', async () => {
    const { client: owner } = await signedInWithProfile(t);
    const { plan } = await okJson(
      await owner.api.plans.$post({ json: { title: 'Secret Bunker Plan', eventType: 'flood', visibility: 'private' } }),
    );
    const { kit } = await okJson(await owner.api.kits.$post({ json: { name: 'Secret Cache Kit', template: 'blank' } }));
    for (const p of [
      `/plans/${plan.id}`,
      `/kits/${kit.id}`,
      '/plans/00000000-0000-4000-8000-000000000000',
      '/plans/nope',
    ]) {
      const html = await page(p);
      expect(html).toContain('<title>Holdfast · Emergency Preparedness Command Center</title>');
      expect(html).not.toContain('og:');
      expect(html).not.toContain('Secret');
    }
  });

  it('a plan turned private loses its preview (the cached one is dropped)', async () => {
    const { client: owner } = await signedInWithProfile(t);
    const { plan } = await okJson(
      await owner.api.plans.$post({ json: { title: 'Soon Private', eventType: 'flood', visibility: 'public' } }),
    );
    expect(await page(`/plans/${plan.id}`)).toContain('<title>Soon Private — Holdfast</title>');
    await owner.api.plans[':id'].$put({
      param: { id: plan.id },
      json: { title: 'Soon Private', eventType: 'flood', visibility: 'private' },
    });
    await expect
      .poll(async () => (await page(`/plans/${plan.id}`)).includes('Soon Private'), { timeout: 5000 })
      .toBe(false);
  });
});
