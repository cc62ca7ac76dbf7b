import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../../components/masked-input/masked-input.tsx';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import { checkOnBlur } from '../lib/blur-check.ts';
import type { ContactValues } from '../lib/form-values.ts';
import { validateContactPattern } from '../lib/step-validators.ts';
import { FieldRow } from './field-row.tsx';

/** Contato: name, role, cellphone, phone, e-mail and site (the patterns are checked on blur). */
export function ContactSection({ form }: { form: ProposalForm }) {
  const { t } = useTranslation();
  const { contact } = form.values;
  const { errors } = form;
  const set = (field: keyof ContactValues, value: string) =>
    form.change({ contact: { ...contact, [field]: value } }, `contact.${field}`);
  const checkPattern = (field: 'email' | 'site') =>
    form.setError(`contact.${field}`, validateContactPattern(field, contact[field]));

  return (
    <Stack gap="md">
      <FieldRow>
        <TextInput
          label={t('proposalForm.fields.contactName')}
          value={contact.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors['contact.name']}
          withAsterisk
        />
        <TextInput
          label={t('proposalForm.fields.contactRole')}
          value={contact.role}
          onChange={(event) => set('role', event.currentTarget.value)}
          error={errors['contact.role']}
          withAsterisk
        />
      </FieldRow>
      <FieldRow>
        <MaskedInput
          label={t('proposalForm.fields.contactCellphone')}
          mask="phone"
          value={contact.cellphone}
          onChange={(digits) => set('cellphone', digits)}
          onBlur={() =>
            checkOnBlur(form, 'contact', { key: 'contact.cellphone', value: contact.cellphone })
          }
          error={errors['contact.cellphone']}
          type="tel"
          withAsterisk
        />
        <MaskedInput
          label={t('proposalForm.fields.contactPhone')}
          mask="phone"
          value={contact.phone}
          onChange={(digits) => set('phone', digits)}
          onBlur={() =>
            checkOnBlur(form, 'contact', { key: 'contact.phone', value: contact.phone })
          }
          error={errors['contact.phone']}
          type="tel"
        />
      </FieldRow>
      <FieldRow>
        <TextInput
          label={t('proposalForm.fields.contactEmail')}
          type="email"
          value={contact.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          onBlur={() => checkPattern('email')}
          error={errors['contact.email']}
          withAsterisk
        />
        <TextInput
          label={t('proposalForm.fields.contactSite')}
          value={contact.site}
          onChange={(event) => set('site', event.currentTarget.value)}
          onBlur={() => checkPattern('site')}
          error={errors['contact.site']}
        />
      </FieldRow>
    </Stack>
  );
}
