/** Collects query parameters and names them `$1`, `$2`… in the order they are added. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
