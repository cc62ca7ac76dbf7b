import { formatCep, formatCnpj, formatPhone, onlyDigits } from '@oportuna/domain';

/**
 * Pattern slots: 'D' takes any digit, 'N' a digit from 1 to 9 (an area code never starts with
 * 0); every other character is a literal shown once the digit after it is typed.
 */
const DIGIT = 'D';
const NON_ZERO = 'N';

export type MaskName = 'cnpj' | 'cep' | 'cepDotted' | 'phone';

interface MaskDefinition {
  /** The pattern for the number of digits typed so far. */
  patternFor: (digitCount: number) => string;
  /** The domain's formatter for a complete value, so typed and stored values read alike. */
  formatComplete?: (digits: string) => string;
}

const LANDLINE = '(ND) DDDD-DDDD';
const MOBILE = '(ND) DDDDD-DDDD';

const MASKS: Record<MaskName, MaskDefinition> = {
  cnpj: { patternFor: () => 'DD.DDD.DDD/DDDD-DD', formatComplete: formatCnpj },
  cep: { patternFor: () => 'DDDDD-DDD', formatComplete: formatCep },
  // The edit screens show the postal code as 99.999-999 (spec 1 §5).
  cepDotted: { patternFor: () => 'DD.DDD-DDD' },
  // A landline has 10 digits, a mobile 11: the pattern grows with the eleventh digit.
  phone: {
    patternFor: (count) => (count > slotCount(LANDLINE) ? MOBILE : LANDLINE),
    formatComplete: formatPhone,
  },
};

function slotCount(pattern: string): number {
  return [...pattern].filter((slot) => slot === DIGIT || slot === NON_ZERO).length;
}

const isSlot = (slot: string) => slot === DIGIT || slot === NON_ZERO;

/** Fits the digits of `value` into `pattern`, dropping digits a slot refuses and any extra. */
export function applyPattern(value: string, pattern: string): string {
  const digits = onlyDigits(value);
  const slots = [...pattern];
  let output = '';
  let index = 0;
  for (const [position, slot] of slots.entries()) {
    // A literal is shown only when a digit will follow it, so look at the next digit slot.
    const nextSlot = slots.slice(position).find(isSlot);
    if (nextSlot === NON_ZERO) {
      while (digits[index] === '0') index += 1;
    }
    if (index >= digits.length) break;
    if (isSlot(slot)) {
      output += digits[index];
      index += 1;
    } else {
      output += slot;
    }
  }
  return output;
}

/** The longest number of digits a mask holds. */
export function maxDigits(name: MaskName): number {
  return slotCount(MASKS[name].patternFor(Number.POSITIVE_INFINITY));
}

/** The masked text for a value typed or stored (with or without punctuation). */
export function maskValue(name: MaskName, value: string): string {
  const mask = MASKS[name];
  const typed = onlyDigits(value);
  // Two passes: the digits a slot refuses (leading zeros) must not choose the pattern.
  const kept = onlyDigits(applyPattern(typed, mask.patternFor(typed.length)));
  const pattern = mask.patternFor(kept.length);
  const complete = kept.length === slotCount(pattern);
  return complete && mask.formatComplete ? mask.formatComplete(kept) : applyPattern(kept, pattern);
}

/** The digits a masked input keeps: what the user typed, less what the mask refused. */
export function unmaskValue(name: MaskName, value: string): string {
  return onlyDigits(maskValue(name, value));
}
