import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export type ProductServer = { url: string; dataDir: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The production build, served by the API exactly as `npm start` does, on a free port and the
 * given DATA_DIR; resolves once /api/health answers. `stop` ends it as a signal would.
 */
export async function startProductServer(dataDir: string): Promise<ProductServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The browser tests run the product as `npm start` does, on its embedded database, even
  // when the API tests of the same run are given a PostgreSQL server.
  const { DATABASE_URL: _apiTestsServer, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
    process.stderr.write(chunk);
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`O servidor parou ao iniciar (código ${child.exitCode}):\n${errors}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return { url, dataDir, stop: () => stopped(child) };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopped(child);
  throw new Error(`O servidor não respondeu em ${START_TIMEOUT_MS / 1000} s:\n${errors}`);
}
