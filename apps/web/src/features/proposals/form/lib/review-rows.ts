import { formatCep, formatCnpj, formatPhone } from '@oportuna/domain/formatting';
import {
  BENEFIT_TYPE_LABELS,
  PROJECT_CATEGORY_LABELS,
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_TYPE_LABELS,
} from '@oportuna/domain/proposals';
import type { TFunction } from 'i18next';
import { formatBRL, formatNumber } from '../../../../lib/format.ts';
import { toArea, toMoney, toRequiredArea } from './build-payload.ts';
import { type CityChoice, companyHasNoAddress, type ProposalFormValues } from './form-values.ts';
import { chosenIncentives, incentiveDescription } from './incentives.ts';

export interface ReviewRow {
  label: string;
  value: string;
}

export interface ReviewGroup {
  title: string;
  rows: ReviewRow[];
}

type Translate = TFunction;

const money = (value: number | string) => {
  const amount = toMoney(value);
  return amount === null ? '' : formatBRL(amount);
};
/** Square metres as pt-BR writes them (185.000); what is not a number shows as typed. */
const area = (value: number | string) => {
  const m2 = toRequiredArea(value);
  return m2 === null ? '' : typeof m2 === 'number' ? formatNumber(m2) : m2;
};
const cityName = (choice: CityChoice) => choice.city?.label ?? '';
const phone = (digits: string) => (digits ? formatPhone(digits) : '');

function contactRows(values: ProposalFormValues, t: Translate): ReviewGroup {
  const { contact } = values;
  return {
    title: t('proposalForm.sections.contact'),
    rows: [
      { label: t('proposalForm.fields.contactName'), value: contact.name },
      { label: t('proposalForm.fields.contactRole'), value: contact.role },
      { label: t('proposalForm.fields.contactCellphone'), value: phone(contact.cellphone) },
      { label: t('proposalForm.fields.contactPhone'), value: phone(contact.phone) },
      { label: t('proposalForm.fields.contactEmail'), value: contact.email },
      { label: t('proposalForm.fields.contactSite'), value: contact.site },
    ],
  };
}

function attachmentRows(values: ProposalFormValues, t: Translate): ReviewGroup {
  return {
    title: t('proposalForm.sections.attachments'),
    rows: values.attachments.map((attachment, index) => ({
      label: `#${index + 1}`,
      value: attachment.original_name,
    })),
  };
}

function cityGroups(values: ProposalFormValues, t: Translate): ReviewGroup[] {
  const { address, incentives } = values;
  const land = incentives.terreno;
  const area = land ? toArea(land.area) : null;
  return [
    {
      title: t('proposalForm.steps.cityLocation'),
      rows: [
        { label: t('proposalForm.fields.name'), value: values.name },
        { label: t('proposalForm.fields.city'), value: cityName(values.city) },
        { label: t('proposalForm.fields.zip'), value: formatCep(address.zip) },
        { label: t('proposalForm.fields.street'), value: address.street },
        { label: t('proposalForm.fields.number'), value: address.number },
        { label: t('proposalForm.fields.neighborhood'), value: address.neighborhood },
      ],
    },
    {
      title: t('proposalForm.steps.incentives'),
      rows: [
        { label: t('proposalForm.fields.description'), value: values.description },
        ...chosenIncentives(incentives).map((type) => ({
          label: BENEFIT_TYPE_LABELS[type],
          value: incentiveDescription(incentives, type),
        })),
        ...(land
          ? [
              { label: t('proposalForm.fields.landIdentification'), value: land.identification },
              {
                label: t('proposalForm.fields.landArea'),
                value: area === null ? '' : typeof area === 'number' ? formatNumber(area) : area,
              },
              {
                label: t('proposalForm.fields.landEstimatedValue'),
                value: money(land.estimated_value),
              },
              { label: t('proposalForm.fields.landRestrictions'), value: land.restrictions },
              { label: t('proposalForm.fields.landUrlMap'), value: land.url_map },
            ]
          : []),
      ],
    },
    contactRows(values, t),
  ];
}

function companyGroups(values: ProposalFormValues, t: Translate): ReviewGroup[] {
  const noAddress = companyHasNoAddress(values);
  return [
    {
      title: t('proposalForm.steps.companyDetails'),
      rows: [
        { label: t('proposalForm.fields.name'), value: values.name },
        {
          label: t('proposalForm.fields.linkedCity'),
          value: values.link_with_city ? cityName(values.company_city) : '',
        },
        {
          label: t('proposalForm.fields.companyDocument'),
          value: formatCnpj(values.company_document),
        },
        { label: t('proposalForm.fields.businessName'), value: values.business_name },
        { label: t('proposalForm.fields.shareCapital'), value: money(values.share_capital) },
        {
          label: t('proposalForm.fields.mainActivity'),
          value: values.main_activity_label || values.main_activity,
        },
      ],
    },
    {
      title: t('proposalForm.steps.companyAddress'),
      rows: noAddress
        ? [{ label: t('proposalForm.fields.noAddress'), value: t('proposalForm.review.yes') }]
        : [
            { label: t('proposalForm.fields.zip'), value: formatCep(values.postal_code) },
            { label: t('proposalForm.fields.street'), value: values.street },
            { label: t('proposalForm.fields.number'), value: values.number },
            { label: t('proposalForm.fields.neighborhood'), value: values.district },
            { label: t('proposalForm.fields.city'), value: cityName(values.address_city) },
          ],
    },
    contactRows(values, t),
    {
      title: t('proposalForm.steps.projectDescription'),
      rows: [
        {
          label: t('proposalForm.fields.projectCategory'),
          value: values.project_category ? PROJECT_CATEGORY_LABELS[values.project_category] : '',
        },
        { label: t('proposalForm.fields.totalInvestment'), value: money(values.total_investment) },
        {
          label: t('proposalForm.fields.requiredInvestment'),
          value: money(values.required_investment),
        },
        {
          label: t('proposalForm.fields.projectDescription'),
          value: values.private_proposal_description,
        },
        { label: t('proposalForm.fields.requiredArea'), value: area(values.required_area_m2) },
        { label: t('proposalForm.fields.preferredUfs'), value: values.preferred_ufs.join(', ') },
      ],
    },
  ];
}

/** What the review step shows, grouped as the steps were; empty values are left to the view. */
export function reviewGroups(values: ProposalFormValues, t: Translate): ReviewGroup[] {
  const head: ReviewGroup = {
    title: t('proposalForm.steps.type'),
    rows: [
      {
        label: t('proposalForm.type.label'),
        value: values.type ? PROPOSAL_TYPE_LABELS[values.type] : '',
      },
      ...(values.status
        ? [{ label: t('proposalForm.fields.status'), value: PROPOSAL_STATUS_LABELS[values.status] }]
        : []),
    ],
  };
  const body = values.type === 'company' ? companyGroups(values, t) : cityGroups(values, t);
  return [head, ...body, attachmentRows(values, t)];
}
