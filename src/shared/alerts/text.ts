/**
 * A warning's text for reading on any screen (issue 38): senders such as the NWS wrap their texts
 * at about 69 characters with hard line breaks, which on a phone or a wide page breaks lines in the
 * middle ("develop quickly" / "from severe…"). Paragraphs (a blank line between) and list lines
 * (starting with "*", "-", "•" or "1.") are kept; every other line break inside a paragraph becomes
 * a space. Shown as plain text with `white-space: pre-line`, so the kept breaks stay visible.
 */
const LIST_LINE = /^\s*(?:[*•-]|\d{1,2}[.)])\s/;

export function unwrapWarningText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0)
        .reduce((joined, line, i) => (i === 0 ? line : `${joined}${LIST_LINE.test(line) ? '\n' : ' '}${line}`), ''),
    )
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}
