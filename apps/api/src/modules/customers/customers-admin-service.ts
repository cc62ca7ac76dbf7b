import {
  CUSTOMER_SORT_KEYS,
  type Customer,
  type CustomerInput,
  type CustomersQuery,
  type CustomerUpdate,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isAdminActor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import { type IndicatorValue, loadIndicators } from '../../lib/sql/place-indicators.ts';
import type { AuditService } from '../audit/audit-service.ts';
import {
  type CustomerRow,
  countCustomers,
  findCustomer,
  listCustomers,
} from './customers-admin-queries.ts';
import { createCustomersAdminWriteService } from './customers-admin-write-service.ts';

const NOT_FOUND = 'Cliente não encontrado.';

export function toCustomer(row: CustomerRow, fileUrl: FileUrl): Customer {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    is_active: row.isActive,
    logo: fileUrl(row.logo),
    logo_path: row.logo,
    background_banner: fileUrl(row.backgroundBanner),
    background_banner_path: row.backgroundBanner,
    map_color: row.mapColor,
    showcase_allowed_origins: row.showcaseAllowedOrigins,
    state:
      row.stateId !== null && row.stateName !== null
        ? { id: row.stateId, name: row.stateName, acronym: row.stateAcronym ?? '' }
        : null,
    city:
      row.cityId !== null && row.cityName !== null
        ? { id: row.cityId, name: row.cityName, state_id: row.cityStateId ?? 0 }
        : null,
    company: row.companyFederalTaxId
      ? { federal_tax_id: row.companyFederalTaxId, name: row.companyName }
      : null,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Customers as the superadmin manages them (list, form, activation) and as a customer's admins
 * keep their whitelabel look. Inactivating a customer ends its users' sessions.
 */
export function createCustomersAdminService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  fileUrl: FileUrl;
}) {
  const { db, fileUrl } = deps;
  const meta = { available_ordering: [...CUSTOMER_SORT_KEYS] };
  const writes = createCustomersAdminWriteService(deps);

  function requireSuperAdmin(actor: Actor) {
    if (!isSuperAdminActor(actor))
      throw forbidden('forbidden', 'Apenas o superadministrador gerencia clientes.');
  }

  /** The superadmin any customer; an admin only their own (its whitelabel look). */
  function requireBrandingAccess(actor: Actor, customerId: number) {
    if (isSuperAdminActor(actor)) return;
    if (isAdminActor(actor) && actor.customerId === customerId) return;
    throw forbidden('customer_forbidden', 'Você só pode alterar o seu próprio cliente.');
  }

  async function load(id: number): Promise<CustomerRow> {
    const row = await findCustomer(db, id);
    if (!row) throw notFound('customer_not_found', NOT_FOUND);
    return row;
  }

  /** The indicators of each city or state customer's place; none for a company. */
  async function placeIndicators(found: CustomerRow[]) {
    const ids = (type: CustomerRow['type'], key: 'cityId' | 'stateId') =>
      found.flatMap((row) => (row.type === type && row[key] !== null ? [row[key]] : []));
    const [ofCities, ofStates] = await Promise.all([
      loadIndicators(db, 'city_indicators', ids('city', 'cityId')),
      loadIndicators(db, 'state_indicators', ids('state', 'stateId')),
    ]);
    return (row: CustomerRow): IndicatorValue[] => {
      if (row.type === 'city' && row.cityId !== null) return ofCities.get(row.cityId) ?? [];
      if (row.type === 'state' && row.stateId !== null) return ofStates.get(row.stateId) ?? [];
      return [];
    };
  }

  return {
    async list(actor: Actor, query: CustomersQuery) {
      requireSuperAdmin(actor);
      const [found, total, totalWithoutFilter] = await Promise.all([
        listCustomers(db, query, { limit: query.limit, offset: (query.page - 1) * query.limit }),
        countCustomers(db, query),
        countCustomers(db, {}),
      ]);
      const indicators = query.show_demographic_data ? await placeIndicators(found) : null;
      return {
        data: found.map((row) => ({
          ...toCustomer(row, fileUrl),
          ...(indicators ? { demographic_data: indicators(row) } : {}),
        })),
        total,
        total_without_filter: totalWithoutFilter,
        ...meta,
      };
    },

    /** Every customer the filter finds, for a CSV or XLSX file (a few thousand at most). */
    async exportRows(actor: Actor, query: CustomersQuery): Promise<CustomerRow[]> {
      requireSuperAdmin(actor);
      return listCustomers(db, query, null);
    },

    async get(actor: Actor, id: number): Promise<Customer> {
      requireBrandingAccess(actor, id);
      return toCustomer(await load(id), fileUrl);
    },

    async create(actor: Actor, input: CustomerInput): Promise<{ id: number }> {
      requireSuperAdmin(actor);
      return writes.create(actor, input);
    },

    async update(actor: Actor, id: number, update: CustomerUpdate): Promise<void> {
      if (update.kind === 'branding' || update.kind === 'showcase_origins') {
        requireBrandingAccess(actor, id);
      } else requireSuperAdmin(actor);
      const row = await load(id);
      if (update.kind === 'form') await writes.saveForm(actor, row, update.input);
      else if (update.kind === 'branding') await writes.saveBranding(actor, row, update.branding);
      else if (update.kind === 'showcase_origins') {
        await writes.saveShowcaseOrigins(actor, row, update.origins);
      } else await writes.saveStatus(actor, row, update.isActive);
    },
  };
}

export type CustomersAdminService = ReturnType<typeof createCustomersAdminService>;
