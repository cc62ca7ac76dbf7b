import {
  CUSTOMER_TYPE_LABELS,
  type CustomerBranding,
  type CustomerInput,
  MESSAGES,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError, invalidInput } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import {
  brandingUploads,
  type CustomerRow,
  findCity,
  findCompanyName,
  findState,
  insertCustomer,
  isLocalityTaken,
  revokeSessionsOfCustomer,
  updateCustomer,
} from './customers-admin-queries.ts';

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

/**
 * Customers created and changed: the form, the whitelabel look, the sites that may embed the
 * showcase, and activation. The caller has checked who may make the change.
 */
export function createCustomersAdminWriteService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
}) {
  const { db, clock, audit } = deps;

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
    const fields = [
      ['logo', branding.logo, row.logo],
      ['background_banner', branding.background_banner, row.backgroundBanner],
    ] as const;
    // An image is attached when it is not already the one that field shows.
    const attached = fields.filter(
      (field): field is readonly [(typeof field)[0], string, string | null] =>
        typeof field[1] === 'string' && field[1] !== field[2],
    );
    const uploads = await brandingUploads(
      db,
      attached.map(([, path]) => path),
      { customerId: row.id, uploadedBy: isSuperAdminActor(actor) ? actor.userId : null },
    );
    for (const [field, path] of attached) {
      const fits = uploads.get(path);
      if (fits === undefined) throw invalidInput({ [field]: FILE_MISSING });
      if (!fits) throw invalidInput({ [field]: MESSAGES.upload.brandingImageRefused });
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

  async function create(actor: Actor, input: CustomerInput): Promise<{ id: number }> {
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
  }

  return { create, saveForm, saveBranding, saveShowcaseOrigins, saveStatus };
}
