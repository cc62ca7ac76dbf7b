import { Loader, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { onlyDigits } from '@oportuna/domain/formatting';
import { FIELD_LIMITS } from '@oportuna/domain/limits';
import { MESSAGES } from '@oportuna/domain/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../components/masked-input/masked-input.tsx';
import { useFetchPostalCode } from '../../../lib/api/postal-codes/get-postal-code.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import type { CityHallValues, ContactValues } from '../lib/locality-form.ts';
import { ReadOnlyField } from './read-only-field.tsx';

/** Contatos: the main contact and the city hall's (or government's) address. */
export function ContactsTab({
  contact,
  cityHall,
  errors,
  onContactChange,
  onCityHallChange,
}: {
  contact: ContactValues;
  cityHall: CityHallValues;
  errors: Readonly<Record<string, string>>;
  onContactChange: (patch: Partial<ContactValues>) => void;
  onCityHallChange: (patch: Partial<CityHallValues>) => void;
}) {
  const { t } = useTranslation();
  const fetchPostalCode = useFetchPostalCode();
  const [searching, setSearching] = useState(false);

  const lookup = (cep: string) => {
    if (onlyDigits(cep).length !== FIELD_LIMITS.cepDigits) return;
    setSearching(true);
    fetchPostalCode(cep)
      .then((answer) =>
        onCityHallChange({
          street: answer.street ?? '',
          neighborhood: answer.district ?? '',
          ...(answer.city
            ? { city_id: answer.city.id, city_name: answer.city.name, uf: answer.city.state.uf }
            : {}),
        }),
      )
      .catch((error: unknown) => {
        const notFound = isApiError(error) && error.status === 404;
        notify.warning(notFound ? MESSAGES.address.cepNotFound : MESSAGES.address.lookupFailed);
      })
      .finally(() => setSearching(false));
  };

  const text = (field: 'name' | 'responsibility' | 'email' | 'linkedin') => ({
    label: t(`localityEdit.contacts.${field}`),
    value: contact[field],
    error: errors[`contact.${field}`],
    onChange: (event: { currentTarget: { value: string } }) =>
      onContactChange({ [field]: event.currentTarget.value }),
  });
  const hallText = (field: 'street' | 'number' | 'neighborhood') => ({
    label: t(`localityEdit.contacts.${field}`),
    value: cityHall[field],
    error: errors[`cityHall.${field}`],
    onChange: (event: { currentTarget: { value: string } }) =>
      onCityHallChange({ [field]: event.currentTarget.value }),
  });

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('localityEdit.contacts.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('name')} />
          <TextInput {...text('responsibility')} />
          <MaskedInput
            mask="landline"
            label={t('localityEdit.contacts.phone')}
            value={contact.phone}
            onChange={(phone) => onContactChange({ phone })}
            error={errors['contact.phone']}
            withAsterisk
          />
          <MaskedInput
            mask="mobile"
            label={t('localityEdit.contacts.mobile1')}
            value={contact.mobile_phone}
            onChange={(mobile_phone) => onContactChange({ mobile_phone })}
            error={errors['contact.mobile_phone']}
          />
          <MaskedInput
            mask="mobile"
            label={t('localityEdit.contacts.mobile2')}
            value={contact.mobile_phone_2}
            onChange={(mobile_phone_2) => onContactChange({ mobile_phone_2 })}
            error={errors['contact.mobile_phone_2']}
          />
          <TextInput {...text('email')} type="email" />
          <TextInput {...text('linkedin')} type="url" placeholder="https://" />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('localityEdit.contacts.addressTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MaskedInput
            mask="cepDotted"
            label={t('localityEdit.contacts.zip')}
            value={cityHall.zip}
            onChange={(zip) => {
              onCityHallChange({ zip });
              if (zip !== cityHall.zip) lookup(zip);
            }}
            error={errors['cityHall.zip']}
            rightSection={
              searching ? (
                <Loader size="xs" aria-label={t('localityEdit.contacts.searching')} />
              ) : null
            }
          />
          <TextInput {...hallText('street')} />
          <TextInput {...hallText('number')} />
          <TextInput {...hallText('neighborhood')} />
          <ReadOnlyField label={t('localityEdit.contacts.uf')} value={cityHall.uf} />
          <ReadOnlyField label={t('localityEdit.contacts.city')} value={cityHall.city_name} />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
