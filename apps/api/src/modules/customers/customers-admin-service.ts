import {
  CUSTOMER_SORT_KEYS,
  CUSTOMER_TYPE_LABELS,
  type Customer,
  type CustomerBranding,
  type CustomerInput,
  type CustomersQuery,
  type CustomerUpdate,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isAdminActor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError, forbidden, invalidInput, notFound } from '../../lib/errors.ts';
import { type IndicatorValue, loadIndicators } from '../../lib/sql/place-indicators.ts';
import type { AuditService } from '../audit/audit-service.ts';
import {
  attachableBranding,
  type CustomerRow,
  countCustomers,
  findCity,
  findCompanyName,
  findCustomer,
  findState,
  insertCustomer,
  isLocalityTaken,
  listCustomers,
  revokeSessionsOfCustomer,
  updateCustomer,
} from './customers-admin-queries.ts';

const NOT_FOUND = 'Cliente não encontrado.';
const FILE_MISSING = 'Arquivo não encontrado: envie a imagem novamente.';
const LOCALITY_TAKEN = 'Já existe um cliente para esta localidade.';

const localityTaken = (input: CustomerInput) =>
  new DomainError(
    'conflict',
    LOCALITY_TAKEN,
    'customer_locality_taken',
    input.type === 'city'
      ? { city: 'Já existe um cliente para esta cidade' }
      : { state: 'Já existe um cliente para este estado' },
  );

export function toCustomer(row: CustomerRow, fileUrl: (path: string) => string): Customer {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    is_active: row.isActive,
    logo: row.logo ? fileUrl(row.logo) : null,
    logo_path: row.logo,
    background_banner: row.backgroundBanner ? fileUrl(row.backgroundBanner) : null,
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
  fileUrl: (path: string) => string;
}) {
  const { db, clock, audit, fileUrl } = deps;
  const meta = { available_ordering: [...CUSTOMER_SORT_KEYS] };

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

  /** The form's references exist and agree: the city lies in the state, the company is known. */
  async function checkReferences(input: CustomerInput): Promise<string> {
    if (input.stateId !== null) {
      const state = await findState(db, input.stateId);
      if (!state) throw invalidInput({ state: 'Estado não encontrado' });
      if (input.type === 'state') return state.name;
    }
    if (input.cityId !== null) {
      const city = await findCity(db, input.cityId);
      if (!city || city.stateId !== input.stateId) {
        throw invalidInput({ city: 'Cidade não encontrada no estado escolhido' });
      }
      return city.name;
    }
    const cnpj = input.companyFederalTaxId ?? '';
    const company = await findCompanyName(db, cnpj);
    if (company === undefined) {
      throw invalidInput({
        'company.federal_tax_id':
          'Empresa não encontrada na base: cadastre-a em Empresas antes de criar o cliente',
      });
    }
    return company;
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

  async function record(actor: Actor, entry: Parameters<AuditService['record']>[1], tx: Db) {
    await audit.record({ userId: actor.userId, customerId: actor.customerId }, entry, tx);
  }

  async function saveForm(actor: Actor, row: CustomerRow, input: CustomerInput) {
    const place = await checkReferences(input);
    const at = clock.now().toISOString();
    try {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await updateCustomer(tx, row.id, { ...input, at });
        await record(
          actor,
          {
            action: 'customer.updated',
            description: `Atualizou o cliente ${input.name} (${CUSTOMER_TYPE_LABELS[input.type]}: ${place})`,
            metadata: { customer_id: row.id, previous_name: row.name },
          },
          tx,
        );
      });
    } catch (error) {
      if (isLocalityTaken(error)) throw localityTaken(input);
      throw error;
    }
  }

  async function saveBranding(actor: Actor, row: CustomerRow, branding: CustomerBranding) {
    const paths = [branding.logo, branding.background_banner].filter(
      (path): path is string => typeof path === 'string',
    );
    const attachable = await attachableBranding(db, paths, {
      customerId: row.id,
      uploadedBy: isSuperAdminActor(actor) ? actor.userId : null,
    });
    if (branding.logo && !attachable.has(branding.logo)) throw invalidInput({ logo: FILE_MISSING });
    if (branding.background_banner && !attachable.has(branding.background_banner)) {
      throw invalidInput({ background_banner: FILE_MISSING });
    }
    const restored =
      branding.logo === null && branding.background_banner === null && !branding.map_color;
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await updateCustomer(tx, row.id, {
        // Only what the body names changes.
        ...(branding.logo !== undefined ? { logo: branding.logo } : {}),
        ...(branding.background_banner !== undefined
          ? { backgroundBanner: branding.background_banner }
          : {}),
        ...(branding.map_color !== undefined ? { mapColor: branding.map_color } : {}),
        at: clock.now().toISOString(),
      });
      await record(
        actor,
        {
          action: restored ? 'customer.branding_restored' : 'customer.branding_updated',
          description: restored
            ? `Restaurou a identidade visual original do cliente ${row.name}`
            : `Atualizou a identidade visual do cliente ${row.name}`,
          metadata: {
            customer_id: row.id,
            logo: branding.logo ?? null,
            background_banner: branding.background_banner ?? null,
            map_color: branding.map_color ?? null,
          },
        },
        tx,
      );
    });
  }

  async function saveShowcaseOrigins(actor: Actor, row: CustomerRow, origins: string[]) {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await updateCustomer(tx, row.id, {
        showcaseAllowedOrigins: origins,
        at: clock.now().toISOString(),
      });
      await record(
        actor,
        {
          action: 'customer.showcase_origins_updated',
          description: `Atualizou os sites que podem incorporar a vitrine do cliente ${row.name}`,
          metadata: { customer_id: row.id, showcase_allowed_origins: origins.join(', ') },
        },
        tx,
      );
    });
  }

  async function saveStatus(actor: Actor, row: CustomerRow, isActive: boolean) {
    if (row.isActive === isActive) return;
    const at = clock.now().toISOString();
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await updateCustomer(tx, row.id, { isActive, at });
      // The sessions end for good: reactivating lets the users sign in again, not resume.
      if (!isActive) await revokeSessionsOfCustomer(tx, row.id, at);
      await record(
        actor,
        {
          action: isActive ? 'customer.activated' : 'customer.inactivated',
          description: isActive
            ? `Reativou o cliente ${row.name}`
            : `Inativou o cliente ${row.name}; as sessões dos seus usuários foram encerradas`,
          metadata: { customer_id: row.id },
        },
        tx,
      );
    });
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
      const place = await checkReferences(input);
      const at = clock.now().toISOString();
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const id = await insertCustomer(tx, { ...input, at });
        if (id === null) throw localityTaken(input);
        await record(
          actor,
          {
            action: 'customer.created',
            description: `Cadastrou o cliente ${input.name} (${CUSTOMER_TYPE_LABELS[input.type]}: ${place})`,
            metadata: { customer_id: id, type: input.type },
          },
          tx,
        );
        return { id };
      });
    },

    async update(actor: Actor, id: number, update: CustomerUpdate): Promise<void> {
      if (update.kind === 'branding' || update.kind === 'showcase_origins') {
        requireBrandingAccess(actor, id);
      } else requireSuperAdmin(actor);
      const row = await load(id);
      if (update.kind === 'form') await saveForm(actor, row, update.input);
      else if (update.kind === 'branding') await saveBranding(actor, row, update.branding);
      else if (update.kind === 'showcase_origins') {
        await saveShowcaseOrigins(actor, row, update.origins);
      } else await saveStatus(actor, row, update.isActive);
    },
  };
}

export type CustomersAdminService = ReturnType<typeof createCustomersAdminService>;
