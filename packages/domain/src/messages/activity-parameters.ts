import { CUSTOMER_TYPE_LABELS } from '../enums/customer-type.ts';
import { FAVORITE_ENTITY_LABELS } from '../enums/favorite-entity.ts';
import { INTEREST_LOST_REASON_LABELS, INTEREST_STAGE_LABELS } from '../enums/interest-stage.ts';
import { PROPOSAL_STATUS_LABELS } from '../enums/proposal-status.ts';
import { PROPOSAL_TYPE_LABELS } from '../enums/proposal-type.ts';
import { ROLE_LABELS } from '../enums/role.ts';
import { formatCnpj } from '../validators/cnpj.ts';

/** The pt-BR name of each parameter key the services record. */
export const ACTIVITY_PARAMETER_LABELS: Record<string, string> = {
  entity: 'Tipo de item',
  entity_id: 'Item',
  cnpj: 'CNPJ',
  customer_id: 'Código do cliente',
  customer_name: 'Cliente',
  contract_version: 'Versão dos termos',
  previous_name: 'Nome anterior',
  type: 'Tipo',
  logo: 'Logo',
  background_banner: 'Imagem de fundo',
  map_color: 'Cor do mapa',
  politician_id: 'Código do político',
  person_name: 'Pessoa',
  uf: 'UF',
  path: 'Arquivo',
  size: 'Tamanho',
  proposal_id: 'Código da oportunidade',
  from: 'Situação anterior',
  to: 'Nova situação',
  status: 'Situação',
  user_id: 'Código do usuário',
  user_ids: 'Códigos dos usuários',
  name: 'Nome',
  email: 'E-mail',
  roles: 'Perfis',
  fields: 'Campos alterados',
  is_active: 'Ativo',
  previous_email: 'E-mail anterior',
  photo: 'Foto',
  notification_types: 'Notificações seguidas',
  notification_customers: 'Clientes seguidos',
  location_id: 'Código da localidade',
  code: 'Código IBGE',
  media_id: 'Código do arquivo',
  images_added: 'Imagens adicionadas',
  attachments_added: 'Anexos adicionados',
  showcase_allowed_origins: 'Sites que podem incorporar a vitrine',
  url: 'Endereço',
  ip: 'Endereço IP',
  company_name: 'Empresa',
  interest_id: 'Código do interesse',
  message_id: 'Código da mensagem',
  attachments: 'Anexos',
  target: 'Interesse em',
  owner_customer_id: 'Cliente responsável',
  previous_stage: 'Etapa anterior',
  stage: 'Etapa',
  lost_reason: 'Motivo da perda',
  lost_text: 'Detalhe do motivo',
  won_amount: 'Investimento confirmado',
  won_jobs: 'Empregos anunciados',
};

export type ActivityParameter = { key: string; label: string; value: string };

const EMPTY_VALUE = '—';
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

function lookup(labels: Record<string, string>, value: unknown): string | undefined {
  return typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value] : undefined;
}

function fileSize(bytes: unknown): string | undefined {
  if (typeof bytes !== 'number') return undefined;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / (1024 * 1024))} MB`;
}

/** Codes the services store (a status, a type, a role) read as the screens name them. */
function knownValue(action: string, key: string, value: unknown): string | undefined {
  switch (key) {
    case 'entity':
      return lookup(FAVORITE_ENTITY_LABELS, value);
    case 'from':
    case 'to':
    case 'status':
      return lookup(PROPOSAL_STATUS_LABELS, value);
    case 'type':
      return lookup(
        action.startsWith('proposal.') ? PROPOSAL_TYPE_LABELS : CUSTOMER_TYPE_LABELS,
        value,
      );
    case 'stage':
    case 'previous_stage':
      return lookup(INTEREST_STAGE_LABELS, value);
    case 'lost_reason':
      return lookup(INTEREST_LOST_REASON_LABELS, value);
    case 'cnpj':
      return typeof value === 'string' ? formatCnpj(value) : undefined;
    case 'size':
      return fileSize(value);
    default:
      return undefined;
  }
}

function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function readableValue(action: string, key: string, value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY_VALUE;
    const labels = key === 'roles' ? ROLE_LABELS : {};
    return value.map((item) => lookup(labels, item) ?? plainValue(item)).join(', ');
  }
  return knownValue(action, key, value) ?? plainValue(value);
}

/** 'customer_id' → 'Customer id': a key nobody named yet still reads as words. */
function humanKey(key: string): string {
  const words = key.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An entry's parameters as pt-BR label and value pairs, in the order they were recorded. */
export function activityParameters(
  action: string,
  metadata: Record<string, unknown>,
): ActivityParameter[] {
  return Object.entries(metadata).map(([key, value]) => ({
    key,
    label: ACTIVITY_PARAMETER_LABELS[key] ?? humanKey(key),
    value: readableValue(action, key, value),
  }));
}
