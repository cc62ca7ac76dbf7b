import { TextInput } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import type { Profile } from '@oportuna/domain/profile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../components/masked-input/masked-input.tsx';
import type { FieldErrors } from '../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../lib/notify.ts';
import { useSavePersonalInformation } from '../api/save-personal-information.ts';
import {
  type PersonalFormValues,
  personalFormValues,
  validatePersonalForm,
} from '../lib/personal-form.ts';
import { reportSaveFailure } from '../lib/save-failure.ts';
import { PhotoField } from './photo-field.tsx';
import { ProfileFormCard } from './profile-form-card.tsx';

/** 'Informações pessoais': name, mobile phone, phone, e-mail and photo. */
export function PersonalInformationForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSavePersonalInformation();
  const [values, setValues] = useState<PersonalFormValues>(() => personalFormValues(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (update: Partial<PersonalFormValues>, field: string) => {
    setValues((current) => ({ ...current, ...update }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validatePersonalForm(values);
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setValues(personalFormValues(saved));
        notify.success(MESSAGES.profile.personalInformationUpdated);
      },
      onError: (error) => reportSaveFailure(error, MESSAGES.profile.profileUpdateFailed, setErrors),
    });
  };

  return (
    <ProfileFormCard
      title={t('profile.menu.personalInformation')}
      saving={save.isPending}
      onSubmit={submit}
    >
      <PhotoField
        name={values.name || profile.name}
        value={values.photo}
        error={errors.photo}
        onChange={(photo) => change({ photo }, 'photo')}
      />
      <TextInput
        label={t('profile.personal.name')}
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => change({ name: event.currentTarget.value }, 'name')}
      />
      <MaskedInput
        mask="mobile"
        label={t('profile.personal.mobilePhone')}
        required
        value={values.mobilePhone}
        error={errors['property.mobile_phone']}
        onChange={(mobilePhone) => change({ mobilePhone }, 'property.mobile_phone')}
      />
      <MaskedInput
        mask="landline"
        label={t('profile.personal.phone')}
        value={values.phone}
        error={errors['property.phone']}
        onChange={(phone) => change({ phone }, 'property.phone')}
      />
      <TextInput
        type="email"
        label={t('profile.personal.email')}
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => change({ email: event.currentTarget.value }, 'email')}
      />
    </ProfileFormCard>
  );
}
