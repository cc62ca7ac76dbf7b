export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function onlyAlphanumerics(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '');
}
