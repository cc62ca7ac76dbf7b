/** Rounds to cents, half away from zero, without the binary drift of 1.005 * 100 = 100.49999… */
export function roundMoney(value: number): number {
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const rounded = (Math.sign(value) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}
