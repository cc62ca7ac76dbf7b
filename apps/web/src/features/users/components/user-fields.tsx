import { MultiSelect, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@oportuna/domain/auth';
import type { UserCustomerOption } from '@oportuna/domain/users';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../components/masked-input/masked-input.tsx';
import type { FieldErrors } from '../../../lib/forms/validate-with-schema.ts';
import { customerGroups } from '../lib/customer-groups.ts';
import type { UserFormValues } from '../lib/user-form.ts';

/** Roles the form offers (spec 3 §6), plus any the user already holds. */
const OFFERED_ROLES: Role[] = ['ROLE_ADMIN', 'ROLE_USER'];

export interface UserFieldsProps {
  values: UserFormValues;
  errors: FieldErrors;
  customers: readonly UserCustomerOption[];
  onChange: (update: Partial<UserFormValues>) => void;
  /** Editing: a blank password keeps the current one, and the hint says so. */
  editing?: boolean;
}

/** The basic information of a user: identity, contacts, roles and customer. */
export function UserFields({
  values,
  errors,
  customers,
  onChange,
  editing = false,
}: UserFieldsProps) {
  const { t } = useTranslation();
  const roles = [...new Set([...OFFERED_ROLES, ...(values.roles as Role[])])].map((role) => ({
    value: role,
    label: ROLE_LABELS[role] ?? role,
  }));
  const text = (field: 'name' | 'email' | 'linkedin' | 'facebook') => ({
    label: t(`users.form.${field}`),
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [field]: event.currentTarget.value }),
  });
  return (
    <Stack gap="md">
      <TextInput required maxLength={200} {...text('name')} />
      <TextInput required type="email" maxLength={254} {...text('email')} />
      <PasswordInput
        label={t('users.form.password')}
        description={editing ? t('users.form.passwordKeep') : t('users.form.passwordLink')}
        value={values.password}
        error={errors.password}
        autoComplete="new-password"
        onChange={(event) => onChange({ password: event.currentTarget.value })}
      />
      <MaskedInput
        mask="landlineDashed"
        label={t('users.form.phone')}
        value={values.phone}
        error={errors.phone}
        onChange={(phone) => onChange({ phone })}
      />
      <MaskedInput
        mask="mobileDashed"
        label={t('users.form.mobilePhone')}
        value={values.mobilePhone}
        error={errors.mobilePhone}
        onChange={(mobilePhone) => onChange({ mobilePhone })}
      />
      <TextInput maxLength={300} {...text('linkedin')} />
      <TextInput maxLength={300} {...text('facebook')} />
      <MultiSelect
        label={t('users.form.roles')}
        required
        data={roles}
        searchable
        value={values.roles}
        error={errors.roles}
        onChange={(chosen) => onChange({ roles: chosen })}
      />
      <Select
        label={t('users.form.customer')}
        // Every user but a superadmin belongs to a customer (the API's rule).
        required={!values.roles.includes('ROLE_SUPERADMIN')}
        data={customerGroups(customers)}
        value={values.customerId}
        error={errors.customerId}
        searchable
        nothingFoundMessage={t('users.form.noCustomer')}
        onChange={(customerId) => onChange({ customerId })}
      />
    </Stack>
  );
}
