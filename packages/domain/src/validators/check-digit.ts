export function isRepeatedDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}
