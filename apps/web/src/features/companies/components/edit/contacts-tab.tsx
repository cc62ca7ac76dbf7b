import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { CompanyDetail } from '@oportuna/domain/companies';
import { formatCep } from '@oportuna/domain/formatting';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../../components/masked-input/masked-input.tsx';
import type { FieldErrors } from '../../../../lib/forms/validate-with-schema.ts';
import type { ContactValues } from '../../lib/company-info-form.ts';

/**
 * Contatos: the main contact (name, role, phone, mobile, e-mail, site, LinkedIn) and the
 * company's address, read-only, as the Receita gives it.
 */
export function ContactsTab({
  company,
  contact,
  errors,
  onChange,
}: {
  company: CompanyDetail;
  contact: ContactValues;
  errors: FieldErrors;
  onChange: (patch: Partial<ContactValues>) => void;
}) {
  const { t } = useTranslation();
  const label = (
    field: 'name' | 'responsibility' | 'phone' | 'mobile' | 'email' | 'site' | 'linkedin',
  ): string => t(`companies.edit.contact.${field}`);
  const error = (field: keyof ContactValues) => errors[`contact.${field}`];
  const text = (field: 'name' | 'responsibility' | 'email' | 'site' | 'linkedin') => ({
    label: label(field),
    value: contact[field],
    error: error(field),
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [field]: event.currentTarget.value }),
  });
  const { address } = company;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('companies.edit.contact.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('name')} withAsterisk />
          <TextInput {...text('responsibility')} withAsterisk />
          <MaskedInput
            mask="landline"
            label={label('phone')}
            value={contact.phone}
            onChange={(phone) => onChange({ phone })}
            error={error('phone')}
            withAsterisk
          />
          <MaskedInput
            mask="mobile"
            label={label('mobile')}
            value={contact.mobile_phone}
            onChange={(mobile_phone) => onChange({ mobile_phone })}
            error={error('mobile_phone')}
          />
          <TextInput {...text('email')} type="email" withAsterisk />
          <TextInput {...text('site')} type="url" placeholder="https://" />
          <TextInput {...text('linkedin')} type="url" placeholder="https://www.linkedin.com/" />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('companies.edit.address.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ReadOnly
            label={t('companies.edit.address.zip')}
            value={address.zip ? formatCep(address.zip) : ''}
          />
          <ReadOnly label={t('companies.edit.address.street')} value={address.street ?? ''} />
          <ReadOnly label={t('companies.edit.address.number')} value={address.number ?? ''} />
          <ReadOnly label={t('companies.edit.address.complement')} value={company.subunit ?? ''} />
          <ReadOnly
            label={t('companies.edit.address.district')}
            value={address.neighborhood ?? ''}
          />
          <ReadOnly
            label={t('companies.edit.address.city')}
            value={[address.city, address.state].filter(Boolean).join(' - ')}
          />
        </SimpleGrid>
        <Title order={4} fz="xs" c="dimmed" fw={400}>
          {t('companies.edit.address.hint')}
        </Title>
      </Stack>
    </Stack>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return <TextInput label={label} value={value} readOnly variant="filled" />;
}
