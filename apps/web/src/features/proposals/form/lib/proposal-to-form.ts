import { normalizeCnpj, onlyDigits } from '@oportuna/domain/formatting';
import { type Proposal, projectCategorySchema } from '@oportuna/domain/proposals';
import { activityLabel } from '../api/get-activities.ts';
import {
  type Attachment,
  type CityChoice,
  type ContactValues,
  EDITABLE_STATUSES,
  type EditableStatus,
  emptyProposalForm,
  type Incentives,
  type KeptContact,
  type ProposalFormValues,
} from './form-values.ts';
import { isBenefitType } from './incentives.ts';

const text = (value: string | null | undefined) => value ?? '';
const digits = (value: string | null | undefined) => onlyDigits(value ?? '');

function cityChoice(
  id: number | null | undefined,
  name: string | null | undefined,
  uf: string | null | undefined,
): CityChoice {
  return {
    uf: uf ?? null,
    city: id && name ? { value: String(id), label: uf ? `${name} - ${uf}` : name } : null,
  };
}

function incentivesOf(proposal: Proposal): Incentives {
  const incentives: Incentives = {};
  for (const benefit of proposal.benefits) {
    if (!isBenefitType(benefit.type)) continue;
    if (benefit.type === 'terreno') {
      incentives.terreno = {
        description: benefit.description,
        identification: text(benefit.identification),
        area: benefit.area === null ? '' : String(benefit.area),
        estimated_value: benefit.estimated_value ?? '',
        restrictions: text(benefit.restrictions),
        url_map: text(benefit.url_map),
      };
    } else {
      incentives[benefit.type] = benefit.description;
    }
  }
  return incentives;
}

/**
 * The contact the form edits: the first stored one, for both types. A private opportunity's
 * main contact (project.company.contact in its payload) is stored and read there too.
 */
function contactOf(proposal: Proposal): ContactValues {
  const [contact] = proposal.contacts;
  return {
    name: text(contact?.name),
    role: text(contact?.responsibility),
    cellphone: digits(contact?.cell_phone),
    phone: digits(contact?.phone),
    email: text(contact?.email),
    site: text(contact?.site ?? contact?.linkedin),
  };
}

/** Stored files are sent back by their original path when they have one (spec 1 §7). */
function attachmentsOf(proposal: Proposal): Attachment[] {
  return proposal.multimedia.map((media) => ({
    path: media.original_path ?? media.path,
    original_name: media.original_name ?? media.name ?? media.path,
    url: media.url,
    stored: { type: media.type, name: media.name },
  }));
}

/** The stored contacts after the one the form shows, sent back unchanged. */
function otherContactsOf(proposal: Proposal): KeptContact[] {
  return proposal.contacts.slice(1).map((contact) => ({
    name: contact.name,
    email: contact.email,
    cell_phone: contact.cell_phone,
    phone: contact.phone,
    responsibility: contact.responsibility,
    site: contact.site ?? contact.linkedin,
  }));
}

function statusOf(proposal: Proposal): EditableStatus | null {
  return (EDITABLE_STATUSES as readonly string[]).includes(proposal.status)
    ? (proposal.status as EditableStatus)
    : null;
}

/**
 * The editor's values for a stored opportunity. Phones, the tax id, the activity code and the
 * postal codes are kept as digits, as the masked inputs expect (spec 1 §5).
 */
export function proposalToForm(proposal: Proposal): ProposalFormValues {
  const empty = emptyProposalForm();
  const city = proposal.city
    ? cityChoice(proposal.city.id, proposal.city.name, proposal.city.state.uf)
    : empty.city;
  const base: ProposalFormValues = {
    ...empty,
    type: proposal.type,
    status: statusOf(proposal),
    name: proposal.name,
    description: text(proposal.description),
    contact: contactOf(proposal),
    other_contacts: otherContactsOf(proposal),
    attachments: attachmentsOf(proposal),
  };
  if (proposal.type === 'city') {
    return {
      ...base,
      city,
      address: {
        zip: digits(proposal.address?.zip),
        street: text(proposal.address?.street),
        neighborhood: text(proposal.address?.neighborhood),
        number: text(proposal.address?.number),
      },
      incentives: incentivesOf(proposal),
    };
  }
  const project = proposal.project;
  const company = project?.company;
  const category = projectCategorySchema.safeParse(project?.category);
  const hasAddress = Boolean(company?.zip || company?.street || company?.city_id);
  // The read model keeps one location city: a city other than the company's own is a link.
  const linked = proposal.city !== null && proposal.city.id !== company?.city_id;
  return {
    ...base,
    company_document: normalizeCnpj(company?.federal_tax_id ?? ''),
    business_name: text(company?.name),
    share_capital: company?.share_capital ?? '',
    main_activity: digits(company?.main_activity),
    // Labelled as the activity list labels it, so the select shows what the wizard showed.
    main_activity_label:
      company?.main_activity && company.main_activity_description
        ? activityLabel(digits(company.main_activity), company.main_activity_description)
        : '',
    company_loaded: company !== null && company !== undefined,
    link_with_city: linked,
    company_city: linked ? city : empty.company_city,
    no_address: !hasAddress,
    postal_code: digits(company?.zip),
    street: text(company?.street),
    number: text(company?.number),
    district: text(company?.neighborhood),
    address_city: cityChoice(company?.city_id, company?.city, company?.state),
    project_category: category.success ? category.data : null,
    total_investment: project?.total ?? '',
    required_investment: project?.required_investment ?? '',
    private_proposal_description: text(project?.description),
    required_area_m2: project?.required_area_m2 ?? '',
    preferred_ufs: [...(project?.preferred_ufs ?? [])],
  };
}
