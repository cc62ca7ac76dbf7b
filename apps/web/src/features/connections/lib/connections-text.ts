import { formatCnpj } from '@oportuna/domain/formatting';
import type { ConnectionCut, ConnectionNode, PartnerType } from '@oportuna/domain/partners';
import type { TFunction } from 'i18next';

/** 'Mostrando 1.000 de 12.345 sócios na camada 2', or where the time limit stopped the graph. */
export function cutNotice(cut: ConnectionCut, t: TFunction): string {
  if (cut.reason === 'time_limit') return t('connections.cut.timeLimit', { depth: cut.depth });
  const values = {
    shown: cut.shown,
    total: cut.total,
    depth: cut.depth,
  };
  return cut.of === 'companies'
    ? t('connections.cut.layerLimitCompanies', values)
    : t('connections.cut.layerLimitPartners', values);
}

export function partnerTypeLabel(type: PartnerType, t: TFunction): string {
  return t(`connections.types.${type}`);
}

export function roleLabel(role: ConnectionNode['role'], t: TFunction): string {
  return t(`connections.roles.${role}`);
}

/** A CNPJ with its mask when it has its 14 characters; a root or a CPF as it came. */
export function formatPartnerDocument(document: string | null | undefined): string {
  if (!document) return '';
  const compact = document.replace(/[./-]/g, '');
  return /^[\dA-Z]{14}$/.test(compact) ? formatCnpj(compact) : document;
}
