/**
 * Hardened XML reading for untrusted CAP documents and feeds (issue 38, decision 279).
 *
 * - Size cap: more than ALERT_XML_MAX_BYTES is refused before anything reads it.
 * - No DTD at all: a document containing `<!DOCTYPE` or `<!ENTITY` (any case) is refused before
 *   parsing, so no external entity, external DTD or entity expansion ("billion laughs") can happen.
 *   fast-xml-parser never fetches anything, and runs with processEntities off as a second wall.
 * - Depth: maxNestedTags refuses a document nested deeper than ALERT_XML_MAX_DEPTH.
 * - Only the five predefined entities and numeric character references are decoded, by us, after
 *   parsing (the output can only be shorter than the input).
 * A document that is not well-formed is refused (fast-xml-parser's validator runs first).
 * Parsing is synchronous and linear in the input; the size cap is the time bound (1 MB parses in
 * tens of milliseconds, see cap.test.ts).
 */
import { XMLParser } from 'fast-xml-parser';

export const ALERT_XML_MAX_BYTES = 1024 * 1024;
export const ALERT_XML_MAX_DEPTH = 32;

/** Elements that may repeat in CAP 1.2, Atom and RSS: always read as arrays. */
const REPEATED = new Set([
  'info',
  'area',
  'polygon',
  'circle',
  'geocode',
  'eventCode',
  'parameter',
  'category',
  'responseType',
  'code',
  'resource',
  'entry',
  'item',
  'link',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: ALERT_XML_MAX_DEPTH,
  isArray: (name) => REPEATED.has(name),
});

export type XmlReadResult = { ok: true; doc: Record<string, unknown> } | { ok: false; reason: string };

const DECLARED_ENCODING = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;
const ALLOWED_ENCODINGS = new Set(['utf-8', 'utf8', 'iso-8859-1', 'latin1', 'windows-1252', 'us-ascii']);

/** Bytes as text: UTF-8 unless the XML declaration names ISO-8859-1 / windows-1252 / ASCII. */
const decodeBytes = (bytes: Uint8Array): string | null => {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = DECLARED_ENCODING.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
  if (!ALLOWED_ENCODINGS.has(declared)) return null;
  const label = declared === 'utf8' || declared === 'us-ascii' ? 'utf-8' : declared;
  return new TextDecoder(label).decode(bytes);
};

/** Parses untrusted XML under the rules above; never throws. */
export const readUntrustedXml = (input: string | Uint8Array): XmlReadResult => {
  const size = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (size > ALERT_XML_MAX_BYTES) return { ok: false, reason: `larger than ${ALERT_XML_MAX_BYTES} bytes` };
  const textIn = typeof input === 'string' ? input : decodeBytes(input);
  if (textIn === null) return { ok: false, reason: 'unsupported character encoding' };
  if (/<!DOCTYPE/i.test(textIn) || /<!ENTITY/i.test(textIn)) {
    return { ok: false, reason: 'DOCTYPE or ENTITY declarations are refused' };
  }
  try {
    // true: validate well-formedness first (mismatched or unclosed tags are refused, not guessed).
    const doc = parser.parse(textIn, true) as unknown;
    if (!doc || typeof doc !== 'object') return { ok: false, reason: 'not XML' };
    return { ok: true, doc: doc as Record<string, unknown> };
  } catch (error) {
    return { ok: false, reason: `not well-formed XML: ${error instanceof Error ? error.message.slice(0, 120) : 'unknown'}` };
  }
};

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the five predefined entities and numeric references; anything else stays as written. */
export const decodeXmlText = (s: string): string =>
  s.replace(/&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED[ref] ?? whole;
  });

/** An element's text (a string, or an element with attributes and #text), decoded; else null. */
export const xmlText = (node: unknown): string | null => {
  if (typeof node === 'string') return decodeXmlText(node);
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (node && typeof node === 'object' && '#text' in node) return xmlText((node as { '#text': unknown })['#text']);
  return null;
};

/** A repeated element as an array (absent -> []). */
export const xmlList = (node: unknown): unknown[] => (Array.isArray(node) ? node : node === undefined || node === null ? [] : [node]);

/** A child of an element, if the element is an object. */
export const xmlChild = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)[name] : undefined;
