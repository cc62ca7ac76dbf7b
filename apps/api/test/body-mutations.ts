/** Stands for the JSON number 1e400, which JSON.stringify cannot write (it parses as Infinity). */
export const HUGE_JSON_NUMBER = '\u0001huge-number\u0001';

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

function withValue(seed: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = Array.isArray(seed) ? [...seed] : { ...(seed as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[head] = withValue(
    (seed as Record<string | number, unknown>)[head],
    rest,
    value,
  );
  return copy;
}

const toJson = (body: unknown) =>
  JSON.stringify(body).replaceAll(JSON.stringify(HUGE_JSON_NUMBER), '1e400');

/**
 * A valid body with one field at a time replaced by each odd value: every leaf of the seed,
 * at any depth, and every declared top-level text field. Also a key holding a NUL byte.
 */
export function* bodyMutations(
  seed: Record<string, unknown>,
  topLevelStrings: string[],
  values: unknown[],
): Generator<{ field: string; json: string }> {
  const paths = leafPaths(seed).filter((path) => path.length > 0);
  for (const name of topLevelStrings) {
    if (!paths.some((path) => path.length === 1 && path[0] === name)) paths.push([name]);
  }
  for (const path of paths) {
    for (const value of values) {
      yield {
        field: `${path.join('.')}=${toJson(value)}`,
        json: toJson(withValue(seed, path, value)),
      };
    }
  }
  yield { field: 'a\\u0000b (key)', json: toJson({ ...seed, 'a\u0000b': 'x' }) };
}
