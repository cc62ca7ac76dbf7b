/** A column's distinct values, numbered from 1 (0: no value). */
export class Codes<T> {
  readonly values: T[] = [];
  private readonly numbers = new Map<T, number>();
  codeOf(value: T): number {
    let code = this.numbers.get(value);
    if (code === undefined) {
      this.values.push(value);
      code = this.values.length;
      this.numbers.set(value, code);
    }
    return code;
  }
}
