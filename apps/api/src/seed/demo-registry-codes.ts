import type { ColumnTypes } from './demo-bulk-insert.ts';
import { LEGAL_NATURES } from './demo-company-names.ts';

/** Receita Federal's qualificação do sócio codes used in the partner graph. */
const QUALIFICATIONS = {
  '05': 'Administrador',
  '10': 'Diretor',
  '16': 'Presidente',
  '22': 'Sócio',
  '49': 'Sócio-Administrador',
  '65': 'Titular Pessoa Física Residente ou Domiciliado no Brasil',
} as const;

export type QualificationCode = keyof typeof QUALIFICATIONS;

/** Receita's motivo da situação cadastral codes given to the demo establishments. */
const STATUS_REASONS = {
  '00': 'SEM MOTIVO',
  '01': 'EXTINÇÃO POR ENCERRAMENTO LIQUIDAÇÃO VOLUNTÁRIA',
  '63': 'OMISSÃO DE DECLARAÇÕES',
} as const;

export type RegistryCodeRow = { kind: string; code: string; description: string };

export const REGISTRY_CODE_COLUMNS: ColumnTypes<RegistryCodeRow> = {
  kind: 'text',
  code: 'text',
  description: 'text',
};

/** Public code tables, so they stay when the demo set is removed. */
export function registryCodeRows(): RegistryCodeRow[] {
  const table = (kind: string, codes: Record<string, string>) =>
    Object.entries(codes).map(([code, description]) => ({ kind, code, description }));
  return [
    ...table('qualificacao', QUALIFICATIONS),
    ...table('natureza_juridica', LEGAL_NATURES),
    ...table('motivo', STATUS_REASONS),
  ];
}
