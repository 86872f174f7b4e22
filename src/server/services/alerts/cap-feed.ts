/**
 * Atom and RSS feeds whose entries link CAP 1.2 documents (WMO Alert Hub, MeteoAlarm, NAAD, NWS's
 * old index, issue 38, decision 279). Same hardening as cap.ts (xml.ts). Lists each entry's CAP link;
 * an entry without a usable http(s) link is skipped with a reason.
 *
 * Which link is the CAP one: in Atom, a link typed application/cap+xml first, else the entry's
 * rel="alternate" (or untyped) link; in RSS, an enclosure typed application/cap+xml, else <link>.
 */
import type { SkippedItem } from '@shared/alerts/schemas';
import { readUntrustedXml, xmlChild, xmlList, xmlText } from './xml';

export type CapFeedEntry = { id: string | null; title: string | null; updated: string | null; capUrl: string };
export type CapFeedResult = { ok: true; entries: CapFeedEntry[]; skipped: SkippedItem[] } | { ok: false; reason: string };

export const CAP_FEED_MAX_ENTRIES = 1000;
const CAP_TYPE = 'application/cap+xml';

const httpUrl = (raw: string | null, base: string | null): string | null => {
  if (!raw) return null;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

const attr = (node: unknown, name: string): string | null => {
  const v = xmlChild(node, `@_${name}`);
  return typeof v === 'string' ? xmlText(v) : null;
};

/** Reads an Atom or RSS 2.0 feed; `base` resolves relative links (the feed's own address). */
export const parseCapFeed = (input: string | Uint8Array, base: string | null = null): CapFeedResult => {
  const read = readUntrustedXml(input);
  if (!read.ok) return read;
  const entries: CapFeedEntry[] = [];
  const skipped: SkippedItem[] = [];
  const atom = read.doc.feed;
  const rss = xmlChild(read.doc.rss, 'channel');
  if (atom === undefined && rss === undefined) return { ok: false, reason: 'neither an Atom feed nor an RSS channel' };

  const items = atom !== undefined ? xmlList(xmlChild(atom, 'entry')) : xmlList(xmlChild(rss, 'item'));
  for (const item of items.slice(0, CAP_FEED_MAX_ENTRIES)) {
    const id = xmlText(xmlChild(item, atom !== undefined ? 'id' : 'guid'));
    const title = xmlText(xmlChild(item, 'title'));
    let href: string | null = null;
    let updated: string | null = null;
    if (atom !== undefined) {
      updated = xmlText(xmlChild(item, 'updated'));
      const links = xmlList(xmlChild(item, 'link'));
      const cap = links.find((l) => attr(l, 'type')?.toLowerCase() === CAP_TYPE);
      const alternate = links.find((l) => (attr(l, 'rel') ?? 'alternate') === 'alternate');
      href = attr(cap ?? alternate, 'href');
    } else {
      updated = xmlText(xmlChild(item, 'pubDate'));
      const enclosure = xmlChild(item, 'enclosure');
      const link = xmlList(xmlChild(item, 'link'))[0];
      href = attr(enclosure, 'type')?.toLowerCase() === CAP_TYPE ? attr(enclosure, 'url') : xmlText(link);
    }
    const capUrl = httpUrl(href, base);
    if (capUrl === null) skipped.push({ id, reason: 'no http(s) CAP link' });
    else entries.push({ id, title, updated, capUrl });
  }
  if (items.length > CAP_FEED_MAX_ENTRIES) skipped.push({ id: null, reason: `more than ${CAP_FEED_MAX_ENTRIES} entries` });
  return { ok: true, entries, skipped };
};
