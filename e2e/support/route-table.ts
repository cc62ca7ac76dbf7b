import { paths } from '../../apps/web/src/lib/paths.ts';

/** Every route pattern of the web app's route table (apps/web/src/lib/paths.ts). */
export function routePatterns(): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { path } = node as { path?: unknown };
    if (typeof path === 'string') found.add(path);
    for (const value of Object.values(node)) walk(value);
  };
  walk(paths);
  return [...found].sort();
}
