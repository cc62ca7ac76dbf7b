// The stages of `npm test` and `npm run check`: running one, and printing them as a table.
import { spawnSync } from 'node:child_process';

/**
 * Runs one stage's command, its output shown, and times it: { stage, seconds, ok }, with the
 * command's exit `status` (or the signal that ended it) beside them.
 */
export function runStage(title, command, args, env = process.env) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return {
    stage: title,
    seconds: (Date.now() - started) / 1000,
    ok: result.status === 0,
    status: result.status ?? result.signal,
  };
}

/** Prints stages ({ stage, seconds, ok }) as a table with their total. */
export function printStages(stages) {
  const width = Math.max(5, ...stages.map(({ stage }) => stage.length));
  const line = (name, seconds, mark) =>
    `${name.padEnd(width)}  ${formatDuration(seconds).padStart(9)}  ${mark}`;
  const total = stages.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`\n${'stage'.padEnd(width)}  ${'time'.padStart(9)}`);
  for (const { stage, seconds, ok } of stages) console.log(line(stage, seconds, ok ? '✓' : '✗'));
  console.log(line('total', total, stages.every(({ ok }) => ok) ? '✓' : '✗'));
}

function formatDuration(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

// `node scripts/stage-table.mjs FILE` prints the stages appended to FILE.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { readFileSync } = await import('node:fs');
  const file = process.argv[2];
  printStages(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  );
}
