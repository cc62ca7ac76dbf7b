/**
 * Names whose initials are accented, lower-case or a cedilla, in no order (decision 0027), and
 * the same names as a Brazilian reads them: accents and case do not move a name, and names that
 * read alike keep one order (by their bytes: the lower-case one, then the accented one).
 */
export const NAMES = ['Zebra', 'ÁGUA', 'Bento', 'erica', 'Çarapuça', 'agua', 'ÉRICA'];
export const AS_READ = ['agua', 'ÁGUA', 'Bento', 'Çarapuça', 'erica', 'ÉRICA', 'Zebra'];

const reader = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Whether no name comes before one a Brazilian reads as earlier. */
export const readInOrder = (names: string[]) =>
  names.every((name, i) => i === 0 || reader.compare(names[i - 1] as string, name) <= 0);
