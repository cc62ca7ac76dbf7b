import { Alert, Button, Group, Loader, Paper, Stack } from '@mantine/core';
import { LAYOUT } from '@oportuna/domain/limits';
import { IconChartBar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import type { FieldErrors } from '../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCustomer } from '../api/get-customer.ts';
import { useSaveCustomer } from '../api/save-customer.ts';
import { CustomerFields } from '../components/customer-fields.tsx';
import { CustomerSuccess } from '../components/customer-success.tsx';
import {
  type CustomerFormValues,
  customerFormValues,
  EMPTY_CUSTOMER_FORM,
  formErrors,
  isComplete,
  validateCustomerForm,
} from '../lib/customer-form.ts';

type Step = 'NEW_CUSTOMER' | 'SUCCESS';

/** /manage-customers/new and /manage-customers/{id}: the customer form, then its success screen. */
export function CustomerFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { customerId } = useParams();
  const id = customerId === undefined ? null : Number(customerId);
  const loaded = useCustomer(id);
  const save = useSaveCustomer(id);
  const [step, setStep] = useState<Step>('NEW_CUSTOMER');
  const [values, setValues] = useState<CustomerFormValues>(EMPTY_CUSTOMER_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (loaded.data) setValues(customerFormValues(loaded.data));
  }, [loaded.data]);

  const title = id === null ? t('customers.form.newTitle') : t('customers.form.editTitle');
  const change = (update: Partial<CustomerFormValues>) => {
    setValues((current) => ({ ...current, ...update }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !(key in update))),
    );
  };

  const submit = () => {
    const checked = validateCustomerForm(values);
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: () => {
        notify.success(t('customers.form.successTitle'));
        setStep('SUCCESS');
      },
      onError: (error) => {
        notify.error(isApiError(error) ? error.message : String(error));
        if (isApiError(error) && error.fields) setErrors(formErrors(error.fields));
      },
    });
  };

  const registerAnother = () => {
    setValues(EMPTY_CUSTOMER_FORM);
    setErrors({});
    setStep('NEW_CUSTOMER');
    if (id !== null) navigate(paths.customers.new.getHref());
  };

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        breadcrumbs={[{ label: t('customers.title'), href: paths.customers.list.getHref() }]}
        actions={
          <>
            {id !== null ? (
              <Button
                component={Link}
                to={paths.customerOutcomes.getHref(id)}
                variant="default"
                leftSection={<IconChartBar size={18} />}
              >
                {t('outcomes.open')}
              </Button>
            ) : null}
            <BackButton to={paths.customers.list.getHref()} />
          </>
        }
      />
      {step === 'SUCCESS' ? (
        <CustomerSuccess onRegisterAnother={registerAnother} />
      ) : id !== null && loaded.isError ? (
        <Alert color="red">{t('customers.form.notFound')}</Alert>
      ) : id !== null && loaded.isPending ? (
        <Loader />
      ) : (
        <Paper withBorder radius="md" p="xl" mih={LAYOUT.formMinHeightPx}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="lg" maw={560}>
              <CustomerFields values={values} errors={errors} onChange={change} />
              <Group>
                <Button type="submit" disabled={!isComplete(values)} loading={save.isPending}>
                  {t('customers.form.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </>
  );
}
