import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCap } from './cap';
import { fixtureBytes, fixtureText } from './test-fixtures';
import { ALERT_XML_MAX_BYTES, ALERT_XML_MAX_DEPTH } from './xml';

const ok = (name: string) => {
  const r = parseCap(fixtureBytes(name));
  if (!r.ok) throw new Error(`${name}: ${r.reason}`);
  return r.alert;
};

describe('CAP 1.2: recorded national files parse into the normalised alert', () => {
  it('Australia (NSW RFS, cap: prefix): two infos with a circle and geocode', () => {
    const a = ok('cap/australia.cap');
    expect(a).toMatchObject({ identifier: 'tag:www.rfs.nsw.gov.au2011-10-06:40184', sender: 'webmaster@rfs.nsw.gov.au', msgType: 'Alert', status: 'Actual' });
    expect(a.infos[0]!.circles[0]).toEqual([-35.3888, 147.0598, 25]);
    expect(a.infos[0]!.categories).toEqual(['Fire', 'Met']);
  });

  it('Canada (English and French infos, an Update with its references parsed)', () => {
    const a = ok('cap/canada.cap');
    expect(a.msgType).toBe('Update');
    expect(a.infos.map((i) => i.language)).toEqual(['en-CA', 'fr-CA']);
    expect(a.references[0]).toEqual({ sender: 'cap@ec.gc.ca', identifier: '2.49.0.1.124.a3f342a4.2012', sent: '2012-05-02T21:45:05-00:00' });
    expect(a.infos[0]!.polygons).toHaveLength(2);
    expect(a.infos[0]!.polygons[0]![0]).toEqual([42.3481, -82.9314]);
    expect(a.infos[0]!.geocodes.length).toBeGreaterThan(0);
  });

  it('USGS earthquake (circle of radius 0), NWS flash flood watch (SAME and UGC geocodes), tsunami update', () => {
    expect(ok('cap/earthquake.cap').infos[0]!.circles).toEqual([[-16.053, -173.274, 0]]);
    const w = ok('cap/weather.cap').infos[0]!;
    expect(w.event).toBe('Flash Flood Watch');
    expect(w.severity).toBe('Severe');
    expect(w.geocodes.map((g) => g.valueName)).toEqual(expect.arrayContaining(['FIPS6', 'UGC']));
    const t = ok('cap/wcatwc-warning.cap');
    expect(t.msgType).toBe('Update');
    expect(t.references).toEqual([{ sender: 'PAAQ', identifier: 'PAAQ-1-lqw6d6', sent: '2011-09-02T10:55:55-00:00' }]);
    expect(t.infos[0]!.severity).toBe('Extreme');
  });

  it('Iceland (Icelandic text), Philippines, Mexico update, NWS hurricane with two polygons, Taiwan', () => {
    expect(ok('cap/iceland_met_office.cap').infos[0]!.event).toBe('Veðurviðvörun: Vindur');
    expect(ok('cap/ph.cap').infos[0]!.polygons[0]).toHaveLength(7);
    expect(ok('cap/mexico.xml').references).toHaveLength(1);
    const h = ok('cap/NOAA_MultiplePolygons.txt');
    expect(h.infos[0]!.event).toBe('Hurricane Warning');
    expect(h.infos[0]!.polygons).toHaveLength(2);
    expect(ok('cap/taiwan.cap').infos[0]!.event).toBe('水庫洩洪');
  });

  it('predefined entities and character references are decoded, once', () => {
    const xml = fixtureText('cap/weather.cap').replace(/<headline>[^<]*<\/headline>/, '<headline>Rain &amp; wind &lt;b&gt; &#233;t&#xE9; &amp;amp;</headline>');
    const r = parseCap(xml);
    expect(r.ok && r.alert.infos[0]!.headline).toBe('Rain & wind <b> été &amp;');
  });

  it('an update and a (hand-made) cancel reference the alert they replace', () => {
    const update = ok('cap/canada.cap');
    const cancel = ok('hand-made/cancel-of-canada.cap');
    expect(cancel.msgType).toBe('Cancel');
    expect(cancel.references).toEqual([{ sender: update.sender, identifier: update.identifier, sent: update.sent }]);
  });
});

describe('CAP 1.2: what does not fit is refused with a reason, never thrown', () => {
  it('an alert without any info (recorded no_optional_fields.cap)', () => {
    const r = parseCap(fixtureBytes('cap/no_optional_fields.cap'));
    expect(r).toEqual({ ok: false, reason: expect.stringContaining('infos') });
  });

  it('an unknown severity names the field', () => {
    const r = parseCap(fixtureText('cap/weather.cap').replace('<severity>Severe</severity>', '<severity>Awful</severity>'));
    expect(r).toEqual({ ok: false, reason: expect.stringContaining('infos.0.severity') });
  });

  it('a document that is not CAP, and one that is not XML', () => {
    expect(parseCap(fixtureBytes('cap/weather_index.atom'))).toEqual({ ok: false, reason: 'no CAP alert element' });
    expect(parseCap('<alert><identifier>x</alert>')).toMatchObject({ ok: false, reason: expect.stringContaining('not well-formed') });
  });

  it('a polygon that does not read is dropped, the alert is kept', () => {
    const r = parseCap(fixtureText('cap/canada.cap').replaceAll(/<polygon>[^<]*<\/polygon>/g, '<polygon>91,0 1,1 2,2</polygon>'));
    expect(r.ok && r.alert.infos[0]!.polygons).toEqual([]);
  });
});

describe('CAP 1.2: untrusted input', () => {
  let server: Server;
  let requests: string[];
  let base: string;

  beforeAll(async () => {
    requests = [];
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.end('<!ENTITY send "leaked">');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('the listener counts requests (so a zero below means nothing was fetched)', async () => {
    const before = requests.length;
    await fetch(`${base}/probe`).then((r) => r.text());
    expect(requests.length).toBe(before + 1);
  });

  it('the recorded XXE file (cap-library xee.cap), pointed at a local server, is refused and the server gets no request', async () => {
    const attack = fixtureText('cap/xee.cap').replaceAll('http://localhost:8080', base);
    expect(attack).toContain(`${base}/payload3`);
    const before = requests.length;
    expect(parseCap(attack)).toEqual({ ok: false, reason: 'DOCTYPE or ENTITY declarations are refused' });
    await settle();
    expect(requests.length).toBe(before);
  });

  it('with the DOCTYPE cut out, &xxe; stays literal text: no entity is resolved, nothing is fetched', async () => {
    const attack = fixtureText('cap/xee.cap')
      .replaceAll('http://localhost:8080', base)
      .replace(/<!DOCTYPE[\s\S]*?\]>/, '');
    const before = requests.length;
    const r = parseCap(attack);
    expect(r.ok && r.alert.infos[0]!.headline).toBe('SEVERE THUNDERSTORM WARNING&xxe;');
    await settle();
    expect(requests.length).toBe(before);
  });

  it('a billion-laughs file (hand-made) is refused at once', () => {
    const started = performance.now();
    expect(parseCap(fixtureBytes('hand-made/billion-laughs.cap'))).toMatchObject({ ok: false });
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('a DOCTYPE in any case, or an ENTITY declaration alone, is refused', () => {
    const cap = fixtureText('cap/weather.cap');
    expect(parseCap(cap.replace('<alert', '<!doctype alert><alert'))).toMatchObject({ ok: false, reason: expect.stringContaining('DOCTYPE') });
    expect(parseCap(cap.replace('<alert', '<!ENTITY x "y"><alert'))).toMatchObject({ ok: false, reason: expect.stringContaining('ENTITY') });
  });

  it(`more than ${ALERT_XML_MAX_BYTES} bytes is refused before parsing; just under parses, and how long it takes`, () => {
    const cap = fixtureText('cap/weather.cap');
    const pad = (target: number) => cap.replace('</alert>', `<!--${'x'.repeat(target - Buffer.byteLength(cap) - 7)}--></alert>`);
    const over = pad(ALERT_XML_MAX_BYTES + 1);
    expect(Buffer.byteLength(over)).toBe(ALERT_XML_MAX_BYTES + 1);
    expect(parseCap(over)).toEqual({ ok: false, reason: `larger than ${ALERT_XML_MAX_BYTES} bytes` });
    // Just under the cap, made of elements (the parser's real work): ~16,000 geocodes.
    const geocode = '<geocode><valueName>SAME</valueName><value>030013</value></geocode>\n';
    const count = Math.floor((ALERT_XML_MAX_BYTES - Buffer.byteLength(cap)) / geocode.length);
    const under = cap.replace('</area>', `${geocode.repeat(count)}</area>`);
    expect(Buffer.byteLength(under)).toBeLessThanOrEqual(ALERT_XML_MAX_BYTES);
    const started = performance.now();
    const r = parseCap(under);
    const ms = performance.now() - started;
    expect(r.ok && r.alert.infos[0]!.geocodes.length).toBe(5000);
    console.warn(`alerts (measured): a ${Buffer.byteLength(under)}-byte CAP document of ${count} geocodes parsed in ${ms.toFixed(1)} ms`);
    // It parses in 0.3-1 s here; the bound is for a parser gone quadratic, with room for a CI
    // machine running other suites at once (it took 2.7 s under a load average of 12).
    expect(ms).toBeLessThan(10_000);
  });

  it(`nesting deeper than ${ALERT_XML_MAX_DEPTH} is refused`, () => {
    const deep = `${'<x>'.repeat(ALERT_XML_MAX_DEPTH + 5)}${'</x>'.repeat(ALERT_XML_MAX_DEPTH + 5)}`;
    const r = parseCap(fixtureText('cap/weather.cap').replace('</alert>', `${deep}</alert>`));
    expect(r).toMatchObject({ ok: false, reason: expect.stringContaining('not well-formed') });
  });

  it('element names like __proto__ and constructor are refused (by the parser) and pollute nothing', () => {
    for (const extra of ['<__proto__><polluted>yes</polluted></__proto__>', '<constructor><prototype><polluted>yes</polluted></prototype></constructor>']) {
      const r = parseCap(fixtureText('cap/weather.cap').replace('</alert>', `${extra}</alert>`));
      expect(r).toMatchObject({ ok: false, reason: expect.stringContaining('prototype pollution') });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('bytes in ISO-8859-1 are read as declared; an unknown encoding is refused', () => {
    const latin = Buffer.from(fixtureText('cap/weather.cap').replace('UTF-8', 'ISO-8859-1').replace('Flash Flood Watch', 'Crue éclair'), 'latin1');
    const r = parseCap(latin);
    expect(r.ok && r.alert.infos[0]!.event).toBe('Crue éclair');
    expect(parseCap(Buffer.from(fixtureText('cap/weather.cap').replace('UTF-8', 'UTF-7')))).toEqual({ ok: false, reason: 'unsupported character encoding' });
  });
});
