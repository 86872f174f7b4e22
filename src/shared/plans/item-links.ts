/**
 * A plan item's "Source: …" and "Field guide: …" lines (the format guidance.ts and
 * ../emergency/official-steps.ts write), read back as links: in a file of its own so the pages that
 * show plan items (the plan view, the emergency screen) do not carry the recommended steps
 * (issue 41, decision 0311).
 */
export interface ItemLink {
  label: 'Source' | 'Field guide';
  name: string;
  /** An absolute http(s) URL (a source) or a path inside the app (a field guide). */
  href: string;
}

const LINK_LINE = /^(Source|Field guide): (.+) — (https?:\/\/\S+|\/[^\s/]\S*)$/;

/**
 * A plan item's text and the "Source: …" and "Field guide: …" lines at its end, as links. Any
 * item may carry them (edited ones too); a field guide must be a path inside the app, a source
 * an http(s) address, so a link never runs script.
 */
export function itemLinks(content: string): { text: string; links: ItemLink[] } {
  const lines = content.split('\n');
  const links: ItemLink[] = [];
  while (lines.length > 1) {
    const match = LINK_LINE.exec(lines[lines.length - 1]!.trim());
    if (!match) break;
    const [, label, name, href] = match;
    if ((label === 'Field guide') !== href!.startsWith('/')) break;
    links.unshift({ label: label as ItemLink['label'], name: name!, href: href! });
    lines.pop();
  }
  return { text: lines.join('\n').trimEnd(), links };
}
