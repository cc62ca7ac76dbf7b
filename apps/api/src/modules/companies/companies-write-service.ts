import { type CompanyInfoInput, type CompanyRegistration, MESSAGES } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, forbidden, invalidInput, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import {
  activityExists,
  attachablePaths,
  cityOf,
  companyCustomerRoot,
  companyKnown,
  countRegistered,
  findCompanyKey,
  insertManualCompany,
  insertRegistryCompany,
  lockCompanyInfo,
  logoStanding,
  originalNames,
  replaceCompanyInfo,
} from './companies-write-queries.ts';
import { cnpjOf } from './company-shape.ts';

const NOT_ALLOWED = 'Você não tem permissão para editar esta empresa.';
const FILE_MISSING = 'Arquivo não encontrado; envie o arquivo novamente';

/** The product's own data about a company, and the companies it registers itself. */
export function createCompaniesWriteService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  /** The superadmin, and the users of the company customer with the company's CNPJ root. */
  async function canEdit(actor: Actor, root: string): Promise<boolean> {
    if (isSuperAdminActor(actor)) return true;
    if (actor.customerId === null) return false;
    return (await companyCustomerRoot(db, actor.customerId)) === root;
  }

  return {
    /**
     * Replaces the product's own data about a company (logo, description, contacts, files) in
     * one transaction, under the lock of its info row: of parallel saves, each applies whole.
     */
    async updateInfo(actor: Actor, document: string, input: CompanyInfoInput) {
      const cnpj = cnpjOf(document);
      const company = await findCompanyKey(db, cnpj);
      if (!company) throw notFound('company_not_found', MESSAGES.companies.notFound);
      if (!(await canEdit(actor, company.root))) throw forbidden('company_forbidden', NOT_ALLOWED);
      const scope = {
        cnpj,
        customerId: actor.customerId,
        uploadedBy: isSuperAdminActor(actor) ? actor.userId : null,
      };
      if (input.logo) {
        const logo = await logoStanding(db, input.logo, scope);
        if (logo === 'missing') throw invalidInput({ logo: FILE_MISSING });
        if (logo === 'unfit') throw invalidInput({ logo: MESSAGES.upload.brandingImageRefused });
      }
      const paths = input.multimedia.map((m) => m.path);
      const attachable = await attachablePaths(db, paths, scope);
      input.multimedia.forEach((m, index) => {
        if (!attachable.has(m.path))
          throw invalidInput({ [`multimedia.${index}.path`]: FILE_MISSING });
      });
      const names = await originalNames(db, paths);
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await lockCompanyInfo(tx, cnpj);
        await replaceCompanyInfo(tx, cnpj, {
          logo: input.logo,
          description: input.description,
          updatedBy: actor.userId,
          updatedAt: clock.now().toISOString(),
          contacts: input.contacts.map((contact, position) => ({
            name: contact.name,
            responsibility: contact.responsibility,
            phone: contact.phone,
            mobilePhone: contact.mobile_phone,
            mobilePhone2: contact.mobile_phone_2,
            email: contact.email,
            linkedin: contact.linkedin,
            site: contact.site,
            position,
          })),
          media: input.multimedia.map((m, position) => ({
            type: m.type,
            name: m.name,
            path: m.path,
            originalName: names.get(m.path) ?? null,
            position,
          })),
        });
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'company.info_updated',
            description: `Atualizou os dados da empresa ${company.name} (${cnpj})`,
            metadata: { cnpj },
          },
          tx,
        );
      });
    },

    /**
     * Registers a company no Receita release has: in the product's own table (which outlives
     * every reload) and in the registry, in one transaction; a known CNPJ answers 409.
     */
    async register(actor: Actor, input: CompanyRegistration) {
      const cnpj = input.cnpj;
      if (!(await activityExists(db, input.main_activity_code)))
        throw invalidInput({ main_activity_code: 'Atividade (CNAE) não encontrada' });
      const city = await cityOf(db, input.city_id);
      if (!city) throw invalidInput({ city_id: 'Cidade não encontrada' });
      const taken = () => conflict('company_exists', MESSAGES.companies.alreadyRegistered);
      if (await companyKnown(db, cnpj)) throw taken();
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const created = await insertManualCompany(tx, {
          cnpj,
          name: input.name,
          businessName: input.business_name,
          mainActivityCode: input.main_activity_code,
          shareCapital: input.share_capital,
          openAt: input.open_at,
          postalCode: input.postal_code,
          streetName: input.street_name,
          streetNumber: input.street_number,
          subunit: input.subunit,
          district: input.district,
          cityId: city.id,
          email: input.email,
          phone: input.phone,
          createdBy: actor.userId,
        });
        if (!created) throw taken();
        const listed = await insertRegistryCompany(tx, {
          cnpj,
          cnpjBasico: cnpj.slice(0, 8),
          name: input.name,
          businessName: input.business_name,
          mainActivityCode: input.main_activity_code,
          shareCapital: input.share_capital,
          openAt: input.open_at,
          streetName: input.street_name,
          streetNumber: input.street_number,
          subunit: input.subunit,
          district: input.district,
          postalCode: input.postal_code,
          state: city.uf,
          siafiCode: city.siafiCode,
          cityCode: city.code,
          cityId: city.id,
          cityName: city.name,
          phones: input.phone
            ? [{ ddd: input.phone.slice(0, 2), phone: input.phone.slice(2) }]
            : [],
          email: input.email,
          status: '02',
          type: cnpj.slice(8, 12) === '0001' ? 1 : 2,
          source: 'manual',
        });
        // The transaction rolls back: the registry had it after all.
        if (!listed) throw taken();
        await countRegistered(tx, city);
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'company.registered',
            description: `Cadastrou a empresa ${input.name} (${cnpj})`,
            metadata: { cnpj },
          },
          tx,
        );
      });
      return { cnpj };
    },
  };
}
