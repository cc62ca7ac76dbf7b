import { MESSAGES, type PartnerType } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import {
  companyRootKnown,
  findNamedPartner,
  findPersonPartner,
  type IdentityRow,
} from './partners-queries.ts';

const MASKED_CPF = /^\*{3}\d{6}\*{2}$/;

export type Identity = { id: string; name: string; document: string | null; type: PartnerType };

export const typeOfIdentity = (id: string, kind: string): PartnerType =>
  id.startsWith('c:') ? 'company' : kind === 'foreign' ? 'foreign' : 'person';

const identityOf = (row: IdentityRow): Identity => ({
  id: row.identity,
  name: row.name,
  document: row.document,
  type: typeOfIdentity(row.identity, row.kind),
});

/** The partner a search names: by its masked CPF, its CNPJ, or its name alone; or 404. */
export async function resolvePartner(
  db: Db,
  query: { name: string; document?: string },
): Promise<Identity> {
  const document = query.document?.trim() ?? '';
  if (MASKED_CPF.test(document)) {
    const [found] = await findPersonPartner(db, query.name, document);
    if (found) return identityOf(found);
  } else if (document) {
    const root = document.replace(/[^0-9A-Z]/g, '').slice(0, 8);
    if (root.length === 8 && (await companyRootKnown(db, root))) {
      return { id: `c:${root}`, name: query.name, document: root, type: 'company' };
    }
  } else {
    const [found] = await findNamedPartner(db, query.name);
    if (found) return identityOf(found);
  }
  throw notFound('partner_not_found', MESSAGES.connections.partnerNotFound);
}
