import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCapFeed } from './cap-feed';
import { fixtureBytes, fixtureText } from './test-fixtures';
import { ALERT_XML_MAX_BYTES } from './xml';

describe('CAP feeds (Atom and RSS) list their entries\' CAP links', () => {
  it('Atom with a link typed application/cap+xml (USGS): that link, not the HTML page', () => {
    const r = parseCapFeed(fixtureBytes('cap/earthquake_index.atom'));
    expect(r).toEqual({
      ok: true,
      skipped: [],
      entries: [
        {
          id: 'urn:earthquake-usgs-gov:us:2010apcd',
          title: 'M 5.3, Tonga',
          updated: '2010-08-30T23:25:40Z',
          capUrl: 'http://earthquake.usgs.gov/earthquakes/catalogs/cap/us2010apcd',
        },
      ],
    });
  });

  it('Atom with plain links (NWS index): each entry\'s link', () => {
    const r = parseCapFeed(fixtureBytes('cap/weather_index.atom'));
    expect(r.ok && r.entries.map((e) => e.capUrl)).toEqual([
      'http://www.weather.gov/alerts-beta/wwacapget.php?x=CT20100831030400OKXAirQualityAlertOKX20100901031500CT',
      'http://www.weather.gov/alerts-beta/wwacapget.php?x=DC20100830203300LWXAirQualityAlertLWX20100901040000DC',
    ]);
  });

  it('RSS 2.0 (NY Alert): each item\'s link, with its guid', () => {
    const r = parseCapFeed(fixtureBytes('cap/ny_index.rss'));
    expect(r.ok && r.entries).toHaveLength(2);
    expect(r.ok && r.entries[0]).toMatchObject({ id: 'NYAlert-ALLHAZALERT-3167113', capUrl: 'http://www.nyalert.gov/Public/News/GetCapAlert.aspx?capID=NYAlert-ALLHAZALERT-3167113' });
  });

  it('an entry whose link is not http(s) is skipped with a reason; relative links resolve against the feed', () => {
    const atom = fixtureText('cap/earthquake_index.atom').replace('http://earthquake.usgs.gov/earthquakes/catalogs/cap/us2010apcd', 'javascript:alert(1)');
    expect(parseCapFeed(atom)).toEqual({ ok: true, entries: [], skipped: [{ id: 'urn:earthquake-usgs-gov:us:2010apcd', reason: 'no http(s) CAP link' }] });
    const relative = fixtureText('cap/earthquake_index.atom').replace('http://earthquake.usgs.gov/earthquakes/catalogs/cap/us2010apcd', '/cap/one.xml');
    const r = parseCapFeed(relative, 'https://feeds.example.org/index.atom');
    expect(r.ok && r.entries[0]!.capUrl).toBe('https://feeds.example.org/cap/one.xml');
  });

  it('a CAP document is not a feed', () => {
    expect(parseCapFeed(fixtureBytes('cap/weather.cap'))).toEqual({ ok: false, reason: 'neither an Atom feed nor an RSS channel' });
  });

  it('oversize is refused', () => {
    const feed = fixtureText('cap/ny_index.rss');
    expect(parseCapFeed(feed + ' '.repeat(ALERT_XML_MAX_BYTES))).toEqual({ ok: false, reason: `larger than ${ALERT_XML_MAX_BYTES} bytes` });
  });

  describe('the recorded XXE feed (cap-library xee.atom)', () => {
    let server: Server;
    const requests: string[] = [];
    let base = '';
    beforeAll(async () => {
      server = createServer((req, res) => {
        requests.push(req.url ?? '');
        res.end('x');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('pointed at a local server, is refused and the server gets no request', async () => {
      await fetch(`${base}/probe`).then((r) => r.text());
      expect(requests).toEqual(['/probe']);
      const attack = fixtureText('cap/xee.atom').replaceAll('http://googleusercontent.com', base);
      expect(attack).toContain(`${base}/payload3`);
      expect(parseCapFeed(attack)).toEqual({ ok: false, reason: 'DOCTYPE or ENTITY declarations are refused' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(requests).toEqual(['/probe']);
    });
  });
});
