import { describe, expect, it } from 'vitest';
import { unwrapWarningText } from './text';

describe('unwrapWarningText', () => {
  it('joins the hard-wrapped lines of a paragraph and keeps paragraphs', () => {
    const nws =
      'Remain alert for a possible tornado! Tornadoes can develop quickly\nfrom severe thunderstorms. If you spot a tornado go at once into the\nbasement or small central room in a sturdy structure.\n\nFor your protection move to an interior room on the lowest floor of a\nbuilding.';
    expect(unwrapWarningText(nws)).toBe(
      'Remain alert for a possible tornado! Tornadoes can develop quickly from severe thunderstorms. If you spot a tornado go at once into the basement or small central room in a sturdy structure.\n\nFor your protection move to an interior room on the lowest floor of a building.',
    );
  });

  it('keeps list lines on their own lines, and joins their wrapped continuations', () => {
    const text =
      '* WHAT...Heavy snow. Total snow\naccumulations of 8 to 12 inches.\n\n* WHERE...Portions of\nnorth central Minnesota.\n- one\n- two\n1. first\n2) second';
    expect(unwrapWarningText(text)).toBe(
      '* WHAT...Heavy snow. Total snow accumulations of 8 to 12 inches.\n\n* WHERE...Portions of north central Minnesota.\n- one\n- two\n1. first\n2) second',
    );
  });

  it('reads CRLF texts and drops empty lines at the ends', () => {
    expect(unwrapWarningText('\r\n  Stay indoors\r\nuntil told.\r\n\r\n\r\nListen to the radio.  \r\n')).toBe(
      'Stay indoors until told.\n\nListen to the radio.',
    );
    expect(unwrapWarningText('')).toBe('');
  });
});
