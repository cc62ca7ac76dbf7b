import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirError } from './lib/data-dir.ts';

const folders: string[] = [];
function freshDir() {
  const dir = mkdtempSync(join(tmpdir(), 'oportuna-config-'));
  folders.push(dir);
  return join(dir, 'data');
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      databasePoolSize: undefined,
      demoData: true,
      publicUrl: 'http://localhost:3000',
      map: { routeTilesUrl: null, satelliteTilesUrl: null },
      trustProxy: false,
    });
  });

  it('reads DATABASE_POOL_SIZE', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 10.1.0.0/16,::1', ['10.0.0.1', '10.1.0.0/16', '::1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'qualquer', '10.0.0.1;10.0.0.2'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY deve ser false, um número de proxies/,
    );
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it.each([
    [
      { PORT: 'abc' },
      'Configuração inválida: PORT deve ser um número inteiro entre 1 e 65535 (recebido "abc")',
    ],
    [{ PORT: '70000' }, 'PORT deve ser um número inteiro entre 1 e 65535'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE deve ser um número inteiro entre 1 e 100'],
    [
      { DATABASE_POOL_SIZE: 'muitas' },
      'DATABASE_POOL_SIZE deve ser um número inteiro entre 1 e 100',
    ],
    [{ DATABASE_POOL_SIZE: '101' }, 'DATABASE_POOL_SIZE deve ser um número inteiro entre 1 e 100'],
    [{ DEMO_DATA: 'talvez' }, 'DEMO_DATA deve ser true ou false (recebido "talvez")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL deve ser uma URL postgres://'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL deve ser uma URL smtp://'],
    [{ PUBLIC_URL: 'localhost' }, 'PUBLIC_URL deve ser uma URL http:// ou https://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET deve ter pelo menos 32 caracteres'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL deve ser'],
    [{ MAP_SATELLITE_TILES_URL: 'tiles' }, 'MAP_SATELLITE_TILES_URL deve ser uma URL'],
  ])('refuses %o with one line naming the variable', (env, message) => {
    const run = () => loadConfig({ DATA_DIR: freshDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('refuses a DATA_DIR holding files of something else, and leaves it untouched', () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'notes.txt'), 'not ours');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(DataDirError);
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow('não são do Oportuna');
    expect(readFileSync(join(dataDir, 'notes.txt'), 'utf8')).toBe('not ours');
  });

  it('refuses a DATA_DIR whose marker belongs to another product', () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'oportuna.json'), '{"product":"other"}');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow('pertence a outro produto');
  });

  it('reports a DATA_DIR that is a file', () => {
    const dataDir = freshDir();
    mkdirSync(join(dataDir, '..'), { recursive: true });
    writeFileSync(dataDir, 'x');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow('não é uma pasta');
  });
});
