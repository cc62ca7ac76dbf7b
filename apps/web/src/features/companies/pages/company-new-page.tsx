import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { companyRegistrationSchema } from '@oportuna/domain/companies';
import { normalizeCnpj } from '@oportuna/domain/formatting';
import { LAYOUT } from '@oportuna/domain/limits';
import { MESSAGES } from '@oportuna/domain/messages';
import { isValidCnpj } from '@oportuna/domain/validators';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { MaskedInput } from '../../../components/masked-input/masked-input.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { companyQueryOptions } from '../../../lib/api/companies/get-company.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { type FieldErrors, validateWithSchema } from '../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useRegisterCompany } from '../api/register-company.ts';
import { RegistrationForm } from '../components/new/registration-form.tsx';
import {
  EMPTY_REGISTRATION,
  type RegistrationValues,
  registrationField,
  registrationPayload,
} from '../lib/registration-form.ts';

type Search = 'idle' | 'searching' | 'absent';

const toFormErrors = (errors: Readonly<Record<string, string>>): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [registrationField(key), message]),
  );

/**
 * /companies/new: a CNPJ already in the base leads to its page; one that is not can be
 * registered by hand.
 */
export function CompanyNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const register = useRegisterCompany();
  const [cnpj, setCnpj] = useState('');
  const [search, setSearch] = useState<Search>('idle');
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<FieldErrors>({});
  const valid = isValidCnpj(cnpj);

  const goTo = (document: string) => navigate(paths.companies.detail.getHref(document));

  const find = async () => {
    if (!valid) return;
    setSearch('searching');
    try {
      const company = await queryClient.fetchQuery(companyQueryOptions(normalizeCnpj(cnpj)));
      notify.info(MESSAGES.companies.alreadyRegistered);
      goTo(company.cnpj);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        setSearch('absent');
        return;
      }
      setSearch('idle');
      notify.error(isApiError(error) ? error.message : MESSAGES.common.unexpectedFailure);
    }
  };

  const submit = async () => {
    const payload = registrationPayload(cnpj, values);
    const checked = validateWithSchema(companyRegistrationSchema, payload);
    if (!checked.success) {
      setErrors(toFormErrors(checked.errors));
      return;
    }
    try {
      const created = await register.mutateAsync(checked.data);
      notify.success(MESSAGES.companies.registered);
      goTo(created.cnpj);
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === 'company_exists') {
        notify.info(MESSAGES.companies.alreadyRegistered);
        goTo(payload.cnpj);
        return;
      }
      notify.error(isApiError(error) ? error.message : MESSAGES.companies.registerFailed);
      if (isApiError(error) && error.fields) setErrors(toFormErrors(error.fields));
    }
  };

  return (
    <>
      <title>{`${t('companies.new.title')} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={t('companies.new.title')}
        actions={<BackButton to={paths.companies.list.getHref()} />}
      />
      <Paper withBorder radius="md" p="lg" mih={LAYOUT.formMinHeightPx}>
        <Stack gap="lg">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void find();
            }}
          >
            <Group align="flex-end" gap="sm">
              <MaskedInput
                mask="cnpj"
                inputMode="text"
                label={t('companies.new.cnpj')}
                value={cnpj}
                onChange={(next) => {
                  setCnpj(next);
                  setSearch('idle');
                  setErrors({});
                }}
                error={
                  normalizeCnpj(cnpj).length === 14 && !valid
                    ? t('companies.new.invalidCnpj')
                    : errors.cnpj
                }
                withAsterisk
                w={260}
              />
              <Button
                type="submit"
                leftSection={<IconSearch size={18} />}
                disabled={!valid}
                loading={search === 'searching'}
              >
                {t('companies.new.search')}
              </Button>
            </Group>
          </form>
          {search === 'absent' ? (
            <>
              <Alert color="blue" variant="light">
                <Text size="sm">{t('companies.new.notFound')}</Text>
              </Alert>
              <RegistrationForm
                values={values}
                errors={errors}
                onChange={(patch) => {
                  setValues((current) => ({ ...current, ...patch }));
                  setErrors((current) => {
                    const cleared = Object.keys(patch);
                    return Object.fromEntries(
                      Object.entries(current).filter(([key]) => !cleared.includes(key)),
                    );
                  });
                }}
                onSubmit={() => void submit()}
                submitting={register.isPending}
              />
            </>
          ) : null}
        </Stack>
      </Paper>
    </>
  );
}
