import { Button, Group } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useCustomerOptions } from '../api/get-customer-options.ts';
import { ConfirmModal } from '../components/confirm-modal.tsx';
import { UserFields } from '../components/user-fields.tsx';
import { UserFormLayout } from '../components/user-form-layout.tsx';
import { UserSuccess } from '../components/user-success.tsx';
import { useUserForm } from '../lib/use-user-form.ts';
import {
  EMPTY_USER_FORM,
  formErrors,
  hasName,
  type UserPayload,
  validateUserForm,
} from '../lib/user-form.ts';

type Step = 'NEW_USER' | 'SUCCESS';

/**
 * /manage-users/new: one step of basic information. The first attempt checks the e-mail
 * (POST users/email); when an inactive user has it, confirming re-sends the creation, which
 * reactivates that user.
 */
export function UserNewPage() {
  const { t } = useTranslation();
  const customers = useCustomerOptions();
  const create = useCreateUser();
  const form = useUserForm();
  const [step, setStep] = useState<Step>('NEW_USER');
  const [pending, setPending] = useState<UserPayload | null>(null);
  const { values, change } = form;

  // An admin manages one customer: it is already chosen.
  const only = customers.data?.length === 1 ? customers.data[0] : undefined;
  const ownId = only ? String(only.id) : null;
  useEffect(() => {
    if (ownId !== null) form.setValues((current) => ({ ...current, customerId: ownId }));
  }, [ownId, form.setValues]);

  const succeed = () => {
    notify.success(MESSAGES.users.created);
    setPending(null);
    setStep('SUCCESS');
  };
  const showFields = (error: unknown) => {
    if (isApiError(error) && error.fields) form.setErrors(formErrors(error.fields));
  };

  const submit = () => {
    const checked = validateUserForm(values);
    if (!checked.success) {
      form.setErrors(checked.errors);
      return;
    }
    create.mutate(
      { payload: checked.data, confirmed: false },
      {
        onSuccess: (outcome) => (outcome.kind === 'created' ? succeed() : setPending(checked.data)),
        onError: (error) => {
          showFields(error);
          notify.error(
            isApiError(error) && error.status === 403
              ? MESSAGES.users.emailAlreadyExists
              : MESSAGES.users.createFailed,
          );
        },
      },
    );
  };

  const reactivate = () => {
    if (!pending) return;
    create.mutate(
      { payload: pending, confirmed: true },
      {
        onSuccess: succeed,
        onError: (error) => {
          setPending(null);
          showFields(error);
          notify.error(isApiError(error) ? error.message : MESSAGES.users.createFailed);
        },
      },
    );
  };

  const registerAnother = () => {
    form.setValues({ ...EMPTY_USER_FORM, customerId: ownId });
    form.setErrors({});
    setStep('NEW_USER');
  };

  const title = t('users.form.newTitle');
  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        breadcrumbs={[{ label: t('users.title'), href: paths.users.list.getHref() }]}
        actions={<BackButton to={paths.users.list.getHref()} />}
      />
      {step === 'SUCCESS' ? (
        <UserSuccess title={MESSAGES.users.created} onRegisterAnother={registerAnother} />
      ) : (
        <UserFormLayout onSubmit={submit}>
          <UserFields
            values={values}
            errors={form.errors}
            customers={customers.data ?? []}
            onChange={change}
          />
          <Group>
            <Button type="submit" disabled={!hasName(values)} loading={create.isPending}>
              {t('users.form.create')}
            </Button>
          </Group>
        </UserFormLayout>
      )}
      <ConfirmModal
        opened={pending !== null}
        question={t('users.form.reactivateQuestion')}
        confirmLabel={t('users.form.reactivate')}
        loading={create.isPending}
        onConfirm={reactivate}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
