import { describe, expect, it } from 'vitest';
import { BENEFIT_TYPE_LABELS, landEstimatedTotal } from './benefit-type.ts';
import { CUSTOMER_TYPE_LABELS } from './customer-type.ts';
import { NOTIFICATION_CATEGORY_LABELS } from './notification-category.ts';
import { politicianSituationLabel } from './politician-situation.ts';
import { PROJECT_CATEGORY_LABELS } from './project-category.ts';
import { PROPOSAL_STATUS_LABELS } from './proposal-status.ts';
import { PROPOSAL_TYPE_LABELS } from './proposal-type.ts';
import { isAdmin, isSuperAdmin } from './role.ts';
import { nextSortOrder } from './sort-order.ts';

describe('pt-BR labels', () => {
  it.each([
    [PROPOSAL_STATUS_LABELS.open, 'Ativa'],
    [PROPOSAL_STATUS_LABELS.pending, 'Pendente - Aguardando aprovação'],
    [PROPOSAL_STATUS_LABELS.completed, 'Ganha / Concretizada'],
    [PROPOSAL_STATUS_LABELS.lost, 'Perdida'],
    [PROPOSAL_TYPE_LABELS.city, 'Pública'],
    [PROPOSAL_TYPE_LABELS.company, 'Privada'],
    [CUSTOMER_TYPE_LABELS.city, 'Cidade'],
    [CUSTOMER_TYPE_LABELS.state, 'Governo'],
    [CUSTOMER_TYPE_LABELS.company, 'Empresa'],
    [PROJECT_CATEGORY_LABELS.search_partner_investor, 'Busca de sócio/investidor'],
    [BENEFIT_TYPE_LABELS.outros, 'OUTROS'],
    [BENEFIT_TYPE_LABELS.terreno, 'Terreno'],
    [NOTIFICATION_CATEGORY_LABELS.city, 'Públicas'],
    [NOTIFICATION_CATEGORY_LABELS.company, 'Privadas'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('politicianSituationLabel', () => {
  it.each([
    ['APTO', 'Deferido'],
    [' apto ', 'Deferido'],
    ['DEFERIDO', 'Deferido'],
    ['DEFERIDO COM RECURSO', 'Deferido'],
    ['INAPTO', 'Indeferido'],
    ['INDEFERIDO', 'Indeferido'],
    ['INDEFERIDO COM RECURSO', 'Indeferido'],
    ['CASSADO', 'Indeferido'],
    [null, 'Indeferido'],
    [undefined, 'Indeferido'],
  ])('%j → %s', (situation, expected) => {
    expect(politicianSituationLabel(situation)).toBe(expected);
  });
});

describe('roles', () => {
  it.each([
    [['ROLE_USER'], false, false],
    [['ROLE_USER', 'ROLE_ADMIN'], true, false],
    [['ROLE_SUPERADMIN'], true, true],
    [[], false, false],
  ])('%j → admin %s, superadmin %s', (roles, admin, superAdmin) => {
    expect(isAdmin(roles)).toBe(admin);
    expect(isSuperAdmin(roles)).toBe(superAdmin);
  });
});

describe('landEstimatedTotal', () => {
  it.each([
    [{ area: 1000, estimated_value: 150 }, 150000],
    [{ area: null, estimated_value: 500000 }, 500000],
    [{ area: 0, estimated_value: 500000 }, 500000],
    [{ area: 1000, estimated_value: null }, null],
  ])('%j → %s', (land, expected) => {
    expect(landEstimatedTotal(land)).toBe(expected);
  });
});

describe('nextSortOrder', () => {
  it.each([
    [undefined, 'asc'],
    ['asc', 'desc'],
    ['desc', 'asc'],
  ] as const)('%s → %s', (current, expected) => {
    expect(nextSortOrder(current)).toBe(expected);
  });
});
