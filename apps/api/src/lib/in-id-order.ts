/** Rows read by id, put back in the order of `ids`; ids without a row are left out. */
export function inIdOrder<Row extends { id: number }>(ids: readonly number[], found: Row[]): Row[] {
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
