import { EDIT_CONTINUE_CAPS, WIZARD_STEP_COUNTS } from '@oportuna/domain/limits';
import type { ProposalType } from '@oportuna/domain/proposals';
import type { FieldErrors } from '../../../../lib/forms/validate-with-schema.ts';
import type { ProposalFormValues } from './form-values.ts';
import {
  validateCityLocationStep,
  validateCompanyAddressStep,
  validateCompanyDetailsStep,
  validateContactStep,
  validateIncentivesStep,
  validateProjectDescriptionStep,
  validateTypeStep,
} from './step-validators.ts';

/** A block of fields; wizard steps and editor tabs are made of these. */
export type SectionKey =
  | 'type'
  | 'cityLocation'
  | 'contact'
  | 'incentives'
  | 'attachments'
  | 'review'
  | 'companyDetails'
  | 'companyAddress'
  | 'projectDescription';

const noErrors = (): FieldErrors => ({});

export const SECTION_VALIDATORS: Record<SectionKey, (values: ProposalFormValues) => FieldErrors> = {
  type: validateTypeStep,
  cityLocation: validateCityLocationStep,
  contact: validateContactStep,
  incentives: validateIncentivesStep,
  attachments: noErrors,
  review: noErrors,
  companyDetails: validateCompanyDetailsStep,
  companyAddress: validateCompanyAddressStep,
  projectDescription: validateProjectDescriptionStep,
};

/** The creation wizard's steps per type (spec 1 §2). */
export const WIZARD_STEPS: Record<ProposalType, readonly SectionKey[]> = {
  city: ['type', 'cityLocation', 'contact', 'incentives', 'attachments', 'review'],
  company: [
    'type',
    'companyDetails',
    'companyAddress',
    'contact',
    'projectDescription',
    'attachments',
    'review',
  ],
};

export type EditTabKey =
  | 'companyDetails'
  | 'location'
  | 'description'
  | 'details'
  | 'attachments'
  | 'review';

export interface EditTab {
  key: EditTabKey;
  sections: readonly SectionKey[];
}

/** The editor's tabs per type: 5 for a company opportunity, 4 for a city one (spec 1 §2). */
export const EDIT_TABS: Record<ProposalType, readonly EditTab[]> = {
  company: [
    { key: 'companyDetails', sections: ['companyDetails'] },
    { key: 'location', sections: ['companyAddress', 'contact'] },
    { key: 'description', sections: ['projectDescription'] },
    { key: 'attachments', sections: ['attachments'] },
    { key: 'review', sections: ['review'] },
  ],
  city: [
    { key: 'location', sections: ['cityLocation'] },
    { key: 'details', sections: ['incentives', 'contact'] },
    { key: 'attachments', sections: ['attachments'] },
    { key: 'review', sections: ['review'] },
  ],
};

/** The last tab 'save and continue' reaches, as an index. */
export const EDIT_TAB_CAPS: Record<ProposalType, number> = {
  company: EDIT_CONTINUE_CAPS.companyProposal,
  city: EDIT_CONTINUE_CAPS.cityProposal,
};

export const WIZARD_STEP_TOTALS: Record<ProposalType, number> = {
  city: WIZARD_STEP_COUNTS.cityProposal,
  company: WIZARD_STEP_COUNTS.companyProposal,
};

export function validateSections(
  sections: readonly SectionKey[],
  values: ProposalFormValues,
): FieldErrors {
  return Object.assign({}, ...sections.map((section) => SECTION_VALIDATORS[section](values)));
}

/** Which of the given groups (steps or tabs) shows the first field with an error, or -1. */
export function firstGroupWithError(
  groups: readonly (readonly SectionKey[])[],
  errors: FieldErrors,
): number {
  const fields = Object.keys(errors);
  if (fields.length === 0) return -1;
  return groups.findIndex((sections) => fields.some((field) => sectionOwns(sections, field)));
}

/** The error keys each section shows (a key ending in '.' stands for all keys under it). */
const SECTION_FIELDS: Record<SectionKey, readonly string[]> = {
  type: ['type', 'status'],
  cityLocation: ['name', 'city', 'incentives', 'address.'],
  contact: ['contact.'],
  incentives: ['description', 'incentives.'],
  attachments: ['attachments'],
  review: [],
  companyDetails: [
    'name',
    'company_document',
    'business_name',
    'share_capital',
    'main_activity',
    'company_city',
  ],
  companyAddress: ['postal_code', 'street', 'number', 'district', 'address_city'],
  projectDescription: [
    'project_category',
    'total_investment',
    'required_investment',
    'private_proposal_description',
    'required_area_m2',
    'preferred_ufs',
  ],
};

function sectionOwns(sections: readonly SectionKey[], field: string): boolean {
  return sections.some((section) =>
    SECTION_FIELDS[section].some((owned) =>
      owned.endsWith('.') ? field.startsWith(owned) : field === owned,
    ),
  );
}
