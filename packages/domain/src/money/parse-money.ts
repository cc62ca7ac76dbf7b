const THOUSANDS_GROUPED = /^\d{1,3}(?:\.\d{3})*$/;
const PLAIN_INTEGER = /^\d+$/;
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

function integerPart(text: string): string | null {
  if (PLAIN_INTEGER.test(text)) return text;
  return THOUSANDS_GROUPED.test(text) ? text.replaceAll('.', '') : null;
}

function parseUnsigned(text: string): number | null {
  const comma = text.indexOf(',');
  if (comma !== -1) {
    // A comma is always the decimal separator (pt-BR), so there can be only one.
    const whole = integerPart(text.slice(0, comma));
    const fraction = text.slice(comma + 1);
    return whole !== null && PLAIN_INTEGER.test(fraction) ? Number(`${whole}.${fraction}`) : null;
  }
  // Without a comma, one dot followed by one or two digits is a decimal point (1234.56);
  // any other dots must group thousands (1.234.567).
  const decimal = DOT_DECIMAL.exec(text);
  if (decimal) return Number(`${decimal[1]}.${decimal[2]}`);
  const whole = integerPart(text);
  return whole === null ? null : Number(whole);
}

/**
 * Reads an amount typed or shown in BRL ("R$ 1.234,56") and returns it as a number, or null
 * when the text is empty or is not an amount. Badly grouped thousands are rejected rather
 * than guessed at, and so are signs: amounts in this product are never negative.
 */
export function parseMoney(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (input == null) return null;
  // \s also covers the non-breaking spaces Intl puts after "R$".
  const text = input.replace(/\s/g, '').replace(/^R\$/i, '');
  return text === '' ? null : parseUnsigned(text);
}
