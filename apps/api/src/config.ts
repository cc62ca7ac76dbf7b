import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { prepareDataDir } from './lib/data-dir.ts';
import { defaultWebDist } from './lib/paths.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'deve ser true ou false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = (protocols: RegExp, what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || (URL.canParse(value) && protocols.test(value)), {
      error: `deve ser ${what}`,
    });

/** A whole number in [min, max], with one message for every way a value misses it. */
const integerBetween = (min: number, max: number) => {
  const error = `deve ser um número inteiro entre ${min} e ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const environmentSchema = z.object({
  PORT: integerBetween(1, 65535).default(3000),
  HOST: z.string().trim().min(1, { error: 'não pode ser vazio' }).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, { error: 'não pode ser vazio' }).optional(),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'uma URL postgres://usuário@host:porta/banco'),
  DATABASE_POOL_SIZE: integerBetween(1, 100).optional(),
  JWT_SECRET: z.string().min(32, { error: 'deve ter pelo menos 32 caracteres' }).optional(),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'uma URL smtp:// ou smtps://'),
  MAIL_FROM: z.string().trim().min(3).default('Oportuna <nao-responda@oportuna.dev>'),
  PUBLIC_URL: optionalUrl(/^https?:\/\//, 'uma URL http:// ou https://'),
  DEMO_DATA: booleanFromEnv.default(true),
  MAP_ROUTE_TILES_URL: optionalUrl(/^https?:\/\//, 'uma URL http(s) de tiles com {z}/{x}/{y}'),
  MAP_SATELLITE_TILES_URL: optionalUrl(/^https?:\/\//, 'uma URL http(s) de tiles com {z}/{x}/{y}'),
  CEP_SERVICE_URL: optionalUrl(
    /^https?:\/\//,
    'uma URL http(s) de um serviço compatível com o ViaCEP',
  ),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) {
        ctx.addIssue({
          code: 'custom',
          message:
            'deve ser false, um número de proxies (ex.: 1) ou uma lista de endereços/redes (ex.: 10.0.0.1,10.1.0.0/16)',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'deve ser fatal, error, warn, info, debug, trace ou silent',
    })
    .default('info'),
  WEB_DIST: z.string().trim().min(1).optional(),
  COMPANY_LIST_INDEX: booleanFromEnv.default(true),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL for requests; unset, the database layer's default. */
  databasePoolSize: number | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  demoData: boolean;
  map: { routeTilesUrl: string | null; satelliteTilesUrl: string | null };
  logLevel: string;
  /**
   * Which proxies may set X-Forwarded-For: none (false), the nearest N hops, or listed
   * addresses. Anything else would let any client choose its own address.
   */
  trustProxy: false | number | string[];
  webDist: string;
  cepServiceUrl: string;
  /** Whether the company list keeps its index in memory (decision 0025). */
  companyListIndex: boolean;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; the first problem is reported as one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'ambiente');
    const received = env[variable];
    throw new ConfigError(
      `Configuração inválida: ${variable} ${issue?.message ?? 'inválida'}` +
        (received === undefined ? '' : ` (recebido "${received}")`),
    );
  }
  const e = parsed.data;
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = resolveFrom(baseDir, e.DATA_DIR ?? '.data');
  prepareDataDir(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    demoData: e.DEMO_DATA,
    map: {
      routeTilesUrl: e.MAP_ROUTE_TILES_URL ?? null,
      satelliteTilesUrl: e.MAP_SATELLITE_TILES_URL ?? null,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    cepServiceUrl: (e.CEP_SERVICE_URL ?? 'https://viacep.com.br').replace(/\/+$/, ''),
    webDist: e.WEB_DIST ? resolveFrom(baseDir, e.WEB_DIST) : defaultWebDist,
    companyListIndex: e.COMPANY_LIST_INDEX,
  };
}

const ADDRESS_OR_NETWORK = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;

/** TRUST_PROXY: unset or false, a hop count, or comma-separated addresses and networks. */
function parseTrustProxy(value: string | undefined): false | number | string[] | undefined {
  if (!value || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every((entry) => ADDRESS_OR_NETWORK.test(entry))) {
    return undefined;
  }
  return entries;
}

function resolveFrom(base: string, path: string): string {
  return isAbsolute(path) ? path : resolve(base, path);
}

/** A secret generated once and kept in DATA_DIR, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) {
      throw new ConfigError(`Configuração inválida: ${file} não contém um segredo JWT válido`);
    }
    return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
