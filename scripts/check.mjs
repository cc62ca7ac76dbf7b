// The quick tier, `npm run check`: lint, types, and the tests that the files changed since
// `main` reach (committed on this branch, staged, unstaged or new). Web and domain files pick
// their tests through Vitest's import graph (`vitest related`); an API file picks the tests of
// its own module folder, since every route test imports the whole app and the graph would name
// them all. A changed test file runs itself. CHECK_BASE names another base than `main`.
// docs/testing.md says when to run this and when `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { printStages, runStage } from './stage-table.mjs';

const base = process.env.CHECK_BASE ?? 'main';

function git(...args) {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

/** Files changed since the branch left `base`, with uncommitted and new ones, that still exist. */
export function changedFiles() {
  const [mergeBase] = git('merge-base', 'HEAD', base);
  const files = new Set([
    ...git('diff', '--name-only', mergeBase),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]);
  return [...files].filter((file) => existsSync(file)).sort();
}

const isSource = (file) => /\.(ts|tsx|mjs|js)$/.test(file);
const isTest = (file) => /\.test\.tsx?$/.test(file);

function testsIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => isTest(file))
    .map((file) => join(dir, file));
}

/** The API tests a changed file reaches: its module's folder, or its own folder outside modules. */
export function apiTestsFor(file) {
  if (isTest(file)) return file.startsWith('apps/api/') ? [file] : [];
  const inModule = file.match(/^apps\/api\/src\/modules\/([^/]+)\//);
  if (inModule) return testsIn(`apps/api/src/modules/${inModule[1]}`);
  // A contract of the domain package is validated by the API module of the same name.
  const contract = file.match(/^packages\/domain\/src\/api-contract\/([^/.]+)/);
  if (contract) return testsIn(`apps/api/src/modules/${contract[1]}`);
  if (file.startsWith('apps/api/')) {
    return testsIn(dirname(file)).filter((test) => dirname(test) === dirname(file));
  }
  return [];
}

/** The web and domain files whose tests Vitest finds through imports. */
export function relatedSources(files) {
  return files.filter(
    (file) => isSource(file) && /^(apps\/web|packages\/domain)\/src\//.test(file),
  );
}

function main() {
  const changed = changedFiles();
  console.log(
    changed.length
      ? `${changed.length} arquivo(s) alterado(s) desde ${base}.`
      : `Nada alterado desde ${base}: só lint e tipos.`,
  );
  const apiTests = [...new Set(changed.flatMap(apiTestsFor))].sort();
  const related = relatedSources(changed);
  const stages = [
    runStage('Lint (Biome)', 'npx', ['biome', 'check', '.']),
    runStage('Type check', 'npm', ['run', 'typecheck']),
  ];
  if (related.length) {
    stages.push(
      runStage('Web and domain tests of the change', 'npx', [
        'vitest',
        'related',
        '--run',
        '--passWithNoTests',
        '--project',
        'domain',
        '--project',
        'web',
        '--project',
        'web-mocking',
        ...related,
      ]),
    );
  }
  if (apiTests.length) {
    const files = apiTests.map((file) => file.replace(/^apps\/api\//, ''));
    console.log(`\nTestes da API: ${apiTests.map((file) => basename(file)).join(', ')}`);
    // On PostgreSQL, the embedded engine's slice of the same files runs beside them.
    const projects = process.env.DATABASE_URL ? ['api', 'api-embedded'] : ['api'];
    stages.push(
      runStage('API tests of the touched modules', 'npx', [
        'vitest',
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        '--passWithNoTests',
        ...files,
      ]),
    );
  }
  printStages(stages);
  const failed = stages.find((stage) => !stage.ok);
  if (failed) {
    console.error(`\n✗ ${failed.stage} falhou.`);
    process.exit(1);
  }
}

if (process.argv[1] && basename(process.argv[1]) === 'check.mjs') main();
