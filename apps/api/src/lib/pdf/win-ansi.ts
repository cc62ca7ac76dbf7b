// The characters of WinAnsiEncoding (the standard PDF fonts' encoding) outside Latin-1: its
// codes 128–159. Every other code is the Latin-1 character of the same number.
const ABOVE_LATIN1: Record<number, number> = {
  8364: 128,
  8218: 130,
  402: 131,
  8222: 132,
  8230: 133,
  8224: 134,
  8225: 135,
  710: 136,
  8240: 137,
  352: 138,
  8249: 139,
  338: 140,
  381: 142,
  8216: 145,
  8217: 146,
  8220: 147,
  8221: 148,
  8226: 149,
  8211: 150,
  8212: 151,
  732: 152,
  8482: 153,
  353: 154,
  8250: 155,
  339: 156,
  382: 158,
  376: 159,
};

const SPACE = 0x20;
const QUESTION_MARK = 0x3f;

/**
 * The WinAnsi code of a UTF-16 code unit. A character the standard fonts cannot show becomes
 * a question mark, and a control character (a tab) a space, rather than bytes of another
 * character.
 */
export function winAnsiCode(unit: number): number {
  if (unit < SPACE) return SPACE;
  if (unit < 0x7f || (unit >= 0xa0 && unit <= 0xff)) return unit;
  return ABOVE_LATIN1[unit] ?? QUESTION_MARK;
}

const unicodeOf = new Map(Object.entries(ABOVE_LATIN1).map(([unit, code]) => [code, +unit]));

/** The character a WinAnsi code stands for (the inverse of `winAnsiCode`). */
export function winAnsiCharacter(code: number): string {
  return String.fromCharCode(unicodeOf.get(code) ?? code);
}
