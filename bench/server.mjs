import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(baseUrl, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return response.json();
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${baseUrl} did not become healthy`);
}

function decodeQuotedPrintable(raw) {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The sign-in code of the newest message in DATA_DIR/outbox (undefined if it has none). */
export function newestEmailedCode(dataDir) {
  const outbox = join(dataDir, 'outbox');
  const newest = readdirSync(outbox)
    .map((file) => ({ file, mtime: statSync(join(outbox, file)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)[0];
  if (!newest) return undefined;
  return /código de acesso ao Oportuna é: (\d{4})/.exec(
    decodeQuotedPrintable(readFileSync(join(outbox, newest.file), 'latin1')),
  )?.[1];
}

/** Signs in a demo account, reading the e-mailed code from DATA_DIR/outbox. */
export async function signIn(baseUrl, dataDir, email, password = 'Oportuna@2026') {
  const login = await fetch(`${baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${await login.text()}`);
  const { token } = await login.json();
  const code = newestEmailedCode(dataDir);
  const check = await fetch(`${baseUrl}/api/2fa-check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ code }),
  });
  if (!check.ok) throw new Error(`code check failed: ${await check.text()}`);
  // Until its customer accepts the terms of use the API answers nothing else.
  const headers = { authorization: `Bearer ${token}` };
  const user = await (await fetch(`${baseUrl}/api/user`, { headers })).json();
  if (!user.contract_accepted && user.customer) {
    await fetch(`${baseUrl}/api/customers/${user.customer.id}/accept-contract`, {
      method: 'PUT',
      headers,
    });
  }
  return token;
}

/** Time and compressed size of one request (gzip accepted, body not decoded). */
export function measure(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          bytes,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Starts the built product (apps/api/dist/server.js) on a free port with `env` added to this
 * process's environment; answers its address, its health, its process id and a function that
 * stops it.
 */
export async function startProduct(root, env) {
  const { spawn } = await import('node:child_process');
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  try {
    return { baseUrl, health: await waitForHealth(baseUrl), stop, pid: server.pid };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Waits until the product's company list index holds the registry as it is (GET /api/health),
 * asking for a list page while it is stale so that a build starts. Answers how long that took
 * and the product's resident memory then.
 */
export async function companyIndexReady(product, headers, timeoutMs = 30 * 60_000) {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await (await fetch(`${product.baseUrl}/api/health`)).json();
    if (health.company_list_index === 'current' || health.company_list_index === 'off') break;
    if (Date.now() > deadline) throw new Error('the company list index was not built in time');
    if (health.company_list_index === 'stale') {
      await fetch(`${product.baseUrl}/api/companies?limit=1`, { headers });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const status = readFileSync(`/proc/${product.pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { seconds: (performance.now() - started) / 1000, rssMb: Math.round(rssKb / 1024) };
}
