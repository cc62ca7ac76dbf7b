// Starts the built server, waits for /api/health to report the reference data and a current
// company list index, and stops it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const deadline = Date.now() + 90_000;
let health;
while (Date.now() < deadline) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    // Healthy, and the company list's index built from the registry at start.
    if (response.ok) {
      health = await response.json();
      if (health.company_list_index === 'current') break;
    }
  } catch {}
  await new Promise((r) => setTimeout(r, 500));
}
child.kill('SIGTERM');
if (
  health?.counts.states !== 27 ||
  health.counts.cities < 5570 ||
  health.company_list_index !== 'current'
) {
  console.error('The server did not report healthy reference data and a current index:', health);
  process.exit(1);
}
console.log(
  `healthy on ${health.database.engine} (${health.database.schema_version}):`,
  health.counts,
  `company list index ${health.company_list_index}`,
);
