/** A choice in a selector; the label travels with the value so chips survive a reload. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Options in first-seen order, each value once. */
export function uniqueOptions(options: readonly SelectOption[]): SelectOption[] {
  const seen = new Set<string>();
  const unique: SelectOption[] = [];
  for (const option of options) {
    if (seen.has(option.value)) continue;
    seen.add(option.value);
    unique.push(option);
  }
  return unique;
}

/** What the dropdown offers: the chosen values first (so their chips keep their labels), then the rest. */
export function mergeOptions(
  selected: readonly SelectOption[],
  fetched: readonly SelectOption[],
): SelectOption[] {
  return uniqueOptions([...selected, ...fetched]);
}

/** The chosen options for a list of values, each value once, unknown values dropped. */
export function pickOptions(
  values: readonly string[],
  available: readonly SelectOption[],
): SelectOption[] {
  const byValue = new Map(available.map((option) => [option.value, option]));
  return uniqueOptions(
    values.map((value) => byValue.get(value)).filter((option) => option !== undefined),
  );
}
