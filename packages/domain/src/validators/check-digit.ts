/** Weighted sum modulo 11, the rule shared by the CPF and CNPJ check digits. */
export function mod11CheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) {
    sum += Number(digits[index]) * (weights[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export function isRepeatedDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}
