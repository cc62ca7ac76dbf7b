import type { ProposalInput } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { proposals } from '../../db/schema/index.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import { invalidInput } from '../../lib/errors.ts';
import {
  activeUserCustomer,
  activityExists,
  attachablePaths,
  citySeat,
  existingCityIds,
  originalNames,
  replaceChildren,
} from './proposals-write-queries.ts';

type Columns = typeof proposals.$inferInsert;

/** Whose opportunity a payload is written to (its customer; the existing one on update), and by whom. */
export type WriteTarget = { customerId: number | null; proposalId: number | null; actor: Actor };

/** Checks every reference of a payload, answering 400 with the offending field. */
export async function checkReferences(db: Db, input: ProposalInput, target: WriteTarget) {
  const { customerId } = target;
  const cityIds = new Map<string, number>();
  if (input.city_id) cityIds.set('city_id', input.city_id);
  if (input.type === 'city') cityIds.set('address.city_id', input.address.city_id);
  if (input.type === 'company' && input.project.company.address) {
    cityIds.set('project.company.address.city_id', input.project.company.address.city_id);
  }
  if (cityIds.size > 0) {
    const found = await existingCityIds(db, [...cityIds.values()]);
    for (const [field, id] of cityIds)
      if (!found.has(id)) throw invalidInput({ [field]: 'Cidade não encontrada' });
  }
  if (input.responsible_id) {
    const user = await activeUserCustomer(db, input.responsible_id);
    if (!user || (customerId !== null && user.customerId !== customerId)) {
      throw invalidInput({
        responsible_id: 'Responsável deve ser um usuário ativo do mesmo cliente',
      });
    }
  }
  if (input.multimedia.length > 0) {
    // Another customer's file is answered exactly like a missing one. Attachable: files
    // uploaded for the customer, those already attached, and the superadmin's own uploads
    // (docs/proposals.md).
    const attachable = await attachablePaths(
      db,
      input.multimedia.map((m) => m.path),
      {
        customerId,
        proposalId: target.proposalId,
        uploadedBy: isSuperAdminActor(target.actor) ? target.actor.userId : null,
      },
    );
    input.multimedia.forEach((m, index) => {
      if (!attachable.has(m.path))
        throw invalidInput({
          [`multimedia.${index}.path`]: 'Anexo não encontrado; envie o arquivo novamente',
        });
    });
  }
  if (input.type === 'company') {
    if (!(await activityExists(db, input.project.company.main_activity)))
      throw invalidInput({ 'project.company.main_activity': 'Atividade (CNAE) não encontrada' });
  }
}

/** The opportunity's own columns from a payload; its position is its city's seat. */
export async function columnsFrom(db: Db, input: ProposalInput): Promise<Partial<Columns>> {
  const locationCity =
    input.type === 'city'
      ? input.city_id
      : (input.city_id ?? input.project.company.address?.city_id ?? null);
  const city = locationCity ? await citySeat(db, locationCity) : null;
  const common: Partial<Columns> = {
    name: input.name,
    description: input.description,
    visibility: input.visibility,
    cityId: locationCity,
    location: city ? { x: city.longitude, y: city.latitude } : null,
    responsibleUserId: input.responsible_id ?? null,
  };
  if (input.type === 'city') {
    return {
      ...common,
      addressZip: input.address.zip,
      addressStreet: input.address.street,
      addressNumber: input.address.number,
      addressNeighborhood: input.address.neighborhood,
      addressCityId: input.address.city_id,
    };
  }
  const { project } = input;
  const address = project.company.address;
  return {
    ...common,
    projectCategory: project.category,
    projectTotal: project.total,
    projectRequiredInvestment: project.required_investment,
    projectDescription: project.description,
    projectRequiredAreaM2: project.required_area_m2,
    // None chosen means all of Brazil, stored as null (docs/matching.md).
    projectPreferredUfs: project.preferred_ufs.length > 0 ? project.preferred_ufs : null,
    companyName: project.company.name,
    companyFederalTaxId: project.company.federal_tax_id,
    companyMainActivityCode: project.company.main_activity,
    companyShareCapital: project.company.share_capital,
    companyAddressZip: address?.zip ?? null,
    companyAddressStreet: address?.street ?? null,
    companyAddressNumber: address?.number ?? null,
    companyAddressNeighborhood: address?.neighborhood ?? null,
    companyAddressCityId: address?.city_id ?? null,
  };
}

type StoredContact = {
  name: string | null;
  email: string | null;
  phone: string | null;
  cell_phone: string | null;
  responsibility: string | null;
  site: string | null;
};

/**
 * The contacts an opportunity keeps, in order. A private one's payload carries its main contact
 * in `project.company.contact` (spec 1 §3): it is stored as the first of `contacts`, where every
 * reader looks (docs/proposals.md). A contact sent twice is kept once, so a client that sends
 * back what it read (the main contact in both places) does not double it.
 */
function storedContacts(input: ProposalInput): StoredContact[] {
  const main = input.type === 'company' ? input.project.company.contact : null;
  const all: StoredContact[] = [
    ...(main && Object.values(main).some((value) => value !== null)
      ? [{ ...main, responsibility: main.role }]
      : []),
    ...input.contacts,
  ].map((c) => ({
    name: c.name,
    email: c.email,
    phone: c.phone,
    cell_phone: c.cell_phone,
    responsibility: c.responsibility,
    site: c.site,
  }));
  const seen = new Set<string>();
  return all.filter((contact) => {
    const key = JSON.stringify(contact);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The name each attached file had on the user's disk. The spec's payload names a file only
 * 'Banner', so a path without `original_name` keeps the one it was attached with, else the one
 * it was uploaded with.
 */
async function fileNames(db: Db, proposalId: number, input: ProposalInput) {
  const paths = input.multimedia.filter((m) => m.original_name === null).map((m) => m.path);
  if (paths.length === 0) return new Map<string, string>();
  return originalNames(db, proposalId, paths);
}

/** Replaces the incentives, contacts and files of an opportunity with the payload's. */
export async function writeChildren(db: Db, proposalId: number, input: ProposalInput) {
  const names = await fileNames(db, proposalId, input);
  await replaceChildren(db, proposalId, {
    benefits:
      input.type === 'city'
        ? input.benefits.map((b) => ({
            type: b.type,
            description: b.description,
            identification: b.type === 'terreno' ? b.identification : null,
            areaM2: b.type === 'terreno' ? b.area : null,
            estimatedValue: b.type === 'terreno' ? b.estimated_value : null,
            restrictions: b.type === 'terreno' ? b.restrictions : null,
            urlMap: b.type === 'terreno' ? b.url_map : null,
          }))
        : [],
    contacts: storedContacts(input).map((c, position) => ({
      name: c.name,
      email: c.email,
      phone: c.phone,
      cellPhone: c.cell_phone,
      responsibility: c.responsibility,
      site: c.site,
      position,
    })),
    media: input.multimedia.map((m, position) => ({
      type: m.type,
      name: m.name,
      path: m.path,
      originalPath: m.path,
      originalName: m.original_name ?? names.get(m.path) ?? null,
      position,
    })),
  });
}
