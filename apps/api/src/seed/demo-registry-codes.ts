import { z } from 'zod';
import { readSeedData } from './seed-data.ts';

/** A Receita Federal qualificação do sócio code of registry-codes.json: '05', '22', … */
export type QualificationCode = string;

/**
 * Receita's code tables the demo set uses: qualificação do sócio (partner graph), natureza
 * jurídica (companies) and motivo da situação cadastral (establishments).
 */
const REGISTRY_CODES = readSeedData(
  'registry-codes.json',
  z.record(z.string(), z.record(z.string(), z.string())),
);

export type RegistryCodeRow = { kind: string; code: string; description: string };

/** Written into the demo release's code-table files. */
export function registryCodeRows(): RegistryCodeRow[] {
  return Object.entries(REGISTRY_CODES).flatMap(([kind, codes]) =>
    Object.entries(codes).map(([code, description]) => ({ kind, code, description })),
  );
}
