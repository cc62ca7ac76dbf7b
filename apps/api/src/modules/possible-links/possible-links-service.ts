import {
  isValidCnpj,
  MESSAGES,
  normalizeCnpj,
  POSSIBLE_LINK_MESSAGES,
  POSSIBLE_LINKS_LIMIT,
  type PossibleLink,
  type PossibleLinks,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isAdminActor, isSuperAdminActor } from '../../lib/actor.ts';
import { forbidden, invalidInput, notFound } from '../../lib/errors.ts';
import { type AuditService, auditContextOf } from '../audit/audit-service.ts';
import {
  type CompanyKeyRow,
  companiesOfPerson,
  findCompanyKey,
  findHeadOffice,
  findPoliticianKey,
  insertDismissal,
  isDismissed,
  type PoliticianKeyRow,
  politiciansOfCompany,
} from './possible-links-queries.ts';

const confidenceOf = (cpfDigits: string | null): PossibleLink['confidence'] =>
  cpfDigits ? 'alta' : 'média';

/** The first POSSIBLE_LINKS_LIMIT of a list read with one row more, and whether more exist. */
function firstOf<Row>(found: Row[]): { rows: Row[]; has_more: boolean } {
  return {
    rows: found.slice(0, POSSIBLE_LINKS_LIMIT),
    has_more: found.length > POSSIBLE_LINKS_LIMIT,
  };
}

/** Whose dismissals a reader's lists leave out: those for everyone and their customer's. */
const readerOf = (actor: Actor) => ({ customerId: actor.customerId });

const politicianOf = (row: PoliticianKeyRow): PossibleLink['politician'] => ({
  id: row.id,
  name: row.name,
  office: row.office,
  party: row.party,
  year: row.year,
});

/**
 * Possible links between politicians and companies (a partner of the same name in the same
 * state, and the same CPF digits where TSE gives them): clues, read from public data, that a
 * customer's administrator may dismiss for that customer's users, and the superadmin for
 * everyone (docs/possible-links.md).
 */
export function createPossibleLinksService({ db, audit }: { db: Db; audit: AuditService }) {
  async function politician(id: number): Promise<PoliticianKeyRow> {
    const found = await findPoliticianKey(db, id);
    if (!found) throw notFound('politician_not_found', MESSAGES.politicians.notFound);
    return found;
  }

  async function company(document: string): Promise<CompanyKeyRow> {
    const cnpj = normalizeCnpj(document);
    if (!isValidCnpj(cnpj)) {
      throw invalidInput(
        { document: POSSIBLE_LINK_MESSAGES.invalidCnpj },
        POSSIBLE_LINK_MESSAGES.invalidCnpj,
      );
    }
    const found = await findCompanyKey(db, cnpj);
    if (!found) throw notFound('company_not_found', MESSAGES.companies.notFound);
    return found;
  }

  return {
    async ofPolitician(actor: Actor, id: number): Promise<PossibleLinks> {
      const found = await politician(id);
      if (!found.person_name || !found.uf) return { data: [], has_more: false };
      const person = { personName: found.person_name, cpfDigits: found.cpf_digits, uf: found.uf };
      const companies = firstOf(
        await companiesOfPerson(db, person, readerOf(actor), POSSIBLE_LINKS_LIMIT + 1),
      );
      return {
        has_more: companies.has_more,
        data: companies.rows.map((row) => ({
          politician: politicianOf(found),
          company: { cnpj: row.cnpj, name: row.company_name, uf: row.company_uf },
          evidence: { name: person.personName, uf: person.uf, cpf_digits: person.cpfDigits },
          confidence: confidenceOf(person.cpfDigits),
          partner: { name: row.partner_name, document: row.partner_document },
        })),
      };
    },

    async ofCompany(actor: Actor, document: string): Promise<PossibleLinks> {
      const found = await company(document);
      const [head, matches] = await Promise.all([
        findHeadOffice(db, found.root),
        politiciansOfCompany(db, found.root, readerOf(actor), POSSIBLE_LINKS_LIMIT + 1),
      ]);
      const politicians = firstOf(matches);
      const shown = head ?? { cnpj: found.cnpj, name: found.name, uf: null };
      return {
        has_more: politicians.has_more,
        data: politicians.rows.map((row) => ({
          politician: politicianOf(row),
          company: shown,
          evidence: { name: row.person_name, uf: row.uf, cpf_digits: row.cpf_digits },
          confidence: confidenceOf(row.cpf_digits),
          partner: { name: row.partner_name, document: row.partner_document },
        })),
      };
    },

    /**
     * Hides the link, by its evidence (name, state, company): from the users of the caller's
     * customer, or from everyone when the superadmin dismisses it. One conditional insert, so
     * a double click or parallel requests keep one dismissal and one log entry.
     */
    async dismiss(
      actor: Actor,
      id: number,
      document: string,
      request?: { ip: string; id: string },
    ) {
      const everyone = isSuperAdminActor(actor);
      if (!isAdminActor(actor) || (!everyone && actor.customerId === null)) throw forbidden();
      const customerId = everyone ? null : actor.customerId;
      const [person, firm] = await Promise.all([politician(id), company(document)]);
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const wrote = await insertDismissal(tx, {
          politicianId: person.id,
          root: firm.root,
          customerId,
          userId: actor.userId,
        });
        if (wrote) {
          await audit.record(
            auditContextOf(actor, request),
            {
              action: 'possible_link.dismissed',
              description: `Marcou como incorreto, ${everyone ? 'para todos os clientes' : 'para os usuários do seu cliente'}, o possível vínculo entre ${person.name} e a empresa ${firm.name} (${firm.cnpj})`,
              metadata: {
                politician_id: person.id,
                cnpj: firm.cnpj,
                person_name: person.person_name,
                uf: person.uf,
                customer_id: customerId,
              },
            },
            tx,
          );
        } else if (!(await isDismissed(tx, person.id, firm.root, customerId))) {
          throw notFound('possible_link_not_found', POSSIBLE_LINK_MESSAGES.notFound);
        }
      });
    },
  };
}

export type PossibleLinksService = ReturnType<typeof createPossibleLinksService>;
