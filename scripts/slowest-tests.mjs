// Prints the slowest test files and tests of a run, from Vitest's or Playwright's JSON report:
// `node scripts/slowest-tests.mjs REPORT.json [COUNT]`. npm test prints both after its stages.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** [{ file, seconds }] and [{ file, test, seconds }] of a Vitest JSON report. */
function fromVitest(report) {
  const files = report.testResults.map((file) => ({
    file: relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      file: relative(process.cwd(), file.name),
      test: test.fullName,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
  return { files, tests };
}

/** The same of a Playwright JSON report, whose suites nest by file and describe. */
function fromPlaywright(report) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        tests.push({ file: spec.file, test: [...titles, spec.title].join(' › '), seconds });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  const byFile = new Map();
  for (const { file, seconds } of tests) byFile.set(file, (byFile.get(file) ?? 0) + seconds);
  return { files: [...byFile].map(([file, seconds]) => ({ file, seconds })), tests };
}

export function printSlowest(reportFile, count = 20) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const { files, tests } = report.testResults ? fromVitest(report) : fromPlaywright(report);
  const top = (list) => [...list].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  console.log(`\nThe ${count} slowest files (seconds, file):`);
  for (const { file, seconds } of top(files))
    console.log(`${seconds.toFixed(1).padStart(7)}  ${file}`);
  console.log(`\nThe ${count} slowest tests (seconds, file › test):`);
  for (const { file, test, seconds } of top(tests)) {
    console.log(`${seconds.toFixed(1).padStart(7)}  ${file} › ${test}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printSlowest(process.argv[2], Number(process.argv[3]) || 20);
}
