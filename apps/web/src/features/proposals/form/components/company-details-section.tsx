import { Button, Checkbox, Divider, Flex, Stack, TextInput } from '@mantine/core';
import { isValidCnpj } from '@oportuna/domain/validators';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../../components/masked-input/masked-input.tsx';
import { MoneyInput } from '../../../../components/masked-input/money-input.tsx';
import { useCompanyLookup } from '../hooks/use-company-lookup.ts';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import { checkOnBlur } from '../lib/blur-check.ts';
import type { ProposalFormValues } from '../lib/form-values.ts';
import { ActivitySelect } from './activity-select.tsx';
import { CityField } from './city-field.tsx';
import { FieldRow } from './field-row.tsx';

const LOADED_FIELDS = [
  'business_name',
  'share_capital',
  'main_activity',
  'postal_code',
  'street',
  'number',
  'district',
  'address_city',
];

/** Detalhes e dados: the opportunity's name, an optional municipality and the company's data. */
export function CompanyDetailsSection({
  form,
  header,
}: {
  form: ProposalForm;
  header?: ReactNode;
}) {
  const { t } = useTranslation();
  const { values, errors, change, changeLater } = form;
  const onFound = useCallback(
    (fields: Partial<ProposalFormValues>) => changeLater(() => fields, ...LOADED_FIELDS),
    [changeLater],
  );
  const company = useCompanyLookup(onFound);

  return (
    <Stack gap="md">
      {header}
      <TextInput
        label={t('proposalForm.fields.name')}
        value={values.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
        error={errors.name}
        withAsterisk
      />
      <Checkbox
        label={t('proposalForm.fields.linkWithCity')}
        checked={values.link_with_city}
        onChange={(event) =>
          change({ link_with_city: event.currentTarget.checked }, 'link_with_city', 'company_city')
        }
      />
      {values.link_with_city ? (
        <CityField
          value={values.company_city}
          onChange={(company_city) => change({ company_city })}
          error={errors.company_city}
          cityLabel={t('proposalForm.fields.linkedCity')}
          required
        />
      ) : null}
      <Divider label={t('proposalForm.sections.companyData')} labelPosition="left" />
      {/* The button sits beside the CNPJ from tablet width up, under it on a phone. */}
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'flex-end' }}
        gap="md"
      >
        <MaskedInput
          label={t('proposalForm.fields.companyDocument')}
          mask="cnpj"
          value={values.company_document}
          onChange={(company_document) => change({ company_document })}
          onBlur={() =>
            checkOnBlur(form, 'companyDetails', {
              key: 'company_document',
              value: values.company_document,
            })
          }
          error={errors.company_document}
          withAsterisk
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          leftSection={<IconSearch size={16} />}
          disabled={!isValidCnpj(values.company_document)}
          loading={company.loading}
          onClick={() => company.lookup(values.company_document)}
          // Keeps the button level with the input when the input shows an error below it.
          mb={{ base: 0, sm: errors.company_document ? 22 : 0 }}
        >
          {t('proposalForm.lookups.fetchCompany')}
        </Button>
      </Flex>
      <FieldRow>
        <TextInput
          label={t('proposalForm.fields.businessName')}
          value={values.business_name}
          onChange={(event) => change({ business_name: event.currentTarget.value })}
          error={errors.business_name}
          withAsterisk
        />
        <MoneyInput
          label={t('proposalForm.fields.shareCapital')}
          value={values.share_capital}
          onChange={(share_capital) => change({ share_capital })}
          onBlur={() =>
            checkOnBlur(form, 'companyDetails', {
              key: 'share_capital',
              value: values.share_capital,
            })
          }
          error={errors.share_capital}
        />
      </FieldRow>
      <ActivitySelect
        code={values.main_activity}
        label={values.main_activity_label}
        onChange={(main_activity, main_activity_label) =>
          change({ main_activity, main_activity_label }, 'main_activity')
        }
        error={errors.main_activity}
      />
    </Stack>
  );
}
