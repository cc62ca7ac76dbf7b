import { Alert, Button, Group, Loader } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCustomerOptions } from '../api/get-customer-options.ts';
import { useUser } from '../api/get-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { ConfirmModal } from '../components/confirm-modal.tsx';
import { UserFields } from '../components/user-fields.tsx';
import { UserFormLayout } from '../components/user-form-layout.tsx';
import { UserSuccess } from '../components/user-success.tsx';
import { withKeptCustomer } from '../lib/customer-groups.ts';
import { useUserForm } from '../lib/use-user-form.ts';
import { formErrors, hasName, userFormValues, validateUserForm } from '../lib/user-form.ts';

type Step = 'EDIT_USER' | 'SUCCESS';

/** /manage-users/edit/{id}: one form (a blank password keeps it), Confirm and Delete. */
export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().userId);
  const loaded = useUser(id);
  const customers = useCustomerOptions();
  const update = useUpdateUser(id);
  const form = useUserForm();
  const [step, setStep] = useState<Step>('EDIT_USER');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { values, setValues } = form;

  useEffect(() => {
    if (loaded.data) setValues(userFormValues(loaded.data));
  }, [loaded.data, setValues]);
  useEffect(() => {
    if (loaded.isError) notify.error(MESSAGES.users.loadFailed);
  }, [loaded.isError]);

  const submit = () => {
    const checked = validateUserForm(values);
    if (!checked.success) {
      form.setErrors(checked.errors);
      return;
    }
    update.mutate(checked.data, {
      onSuccess: () => {
        notify.success(MESSAGES.users.updated);
        setStep('SUCCESS');
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(formErrors(error.fields));
        notify.error(isApiError(error) ? error.message : String(error));
      },
    });
  };

  const name = loaded.data?.name ?? '';
  const remove = () => {
    update.mutate(
      { is_active: false },
      {
        onSuccess: () => {
          notify.success(MESSAGES.users.removed);
          navigate(paths.users.list.getHref());
        },
        onError: () => {
          setConfirmingDelete(false);
          notify.error(MESSAGES.users.removeFailed(name));
        },
      },
    );
  };

  const busy = loaded.isPending || update.isPending;
  const title = t('users.form.editTitle');
  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        breadcrumbs={[{ label: t('users.title'), href: paths.users.list.getHref() }]}
        actions={<BackButton to={paths.users.list.getHref()} />}
      />
      {step === 'SUCCESS' ? (
        <UserSuccess title={t('users.form.editedTitle')} />
      ) : loaded.isError ? (
        <Alert color="red">{MESSAGES.users.loadFailed}</Alert>
      ) : loaded.isPending ? (
        <Loader />
      ) : (
        <UserFormLayout onSubmit={submit}>
          <UserFields
            editing
            values={values}
            errors={form.errors}
            customers={withKeptCustomer(customers.data ?? [], loaded.data.customer)}
            onChange={form.change}
          />
          <Group>
            <Button type="submit" disabled={!hasName(values) || busy} loading={update.isPending}>
              {t('users.form.confirm')}
            </Button>
            <Button
              color="red"
              variant="outline"
              disabled={!hasName(values) || busy}
              onClick={() => setConfirmingDelete(true)}
            >
              {t('users.form.delete')}
            </Button>
          </Group>
        </UserFormLayout>
      )}
      <ConfirmModal
        opened={confirmingDelete}
        question={t('users.form.deleteQuestion', { name })}
        confirmLabel={t('users.confirmDelete')}
        danger
        loading={update.isPending}
        onConfirm={remove}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}
