import type { PersonalInformation, Profile } from '@oportuna/domain/profile';
import { personalInformationSchema } from '@oportuna/domain/profile';
import {
  type ValidationResult,
  validateWithSchema,
} from '../../../lib/forms/validate-with-schema.ts';
import type { PhotoDraft } from '../components/photo-field.tsx';

export type PersonalFormValues = {
  name: string;
  email: string;
  phone: string;
  mobilePhone: string;
  photo: PhotoDraft | null;
};

export function personalFormValues(profile: Profile): PersonalFormValues {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.property.phone ?? '',
    mobilePhone: profile.property.mobile_phone ?? '',
    photo:
      profile.photo && profile.photo_path ? { path: profile.photo_path, url: profile.photo } : null,
  };
}

/** The form checked by the API's own schema, with its messages under the API's field names. */
export function validatePersonalForm(
  values: PersonalFormValues,
): ValidationResult<PersonalInformation> {
  return validateWithSchema(personalInformationSchema, {
    name: values.name,
    email: values.email,
    photo: values.photo?.path ?? null,
    property: { phone: values.phone, mobile_phone: values.mobilePhone },
  });
}
