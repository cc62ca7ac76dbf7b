import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { formatCep, formatPhone } from '@oportuna/domain/formatting';
import type { LocalityProfile } from '@oportuna/domain/territory';
import { useTranslation } from 'react-i18next';
import { BlockSkeleton } from './block-skeleton.tsx';
import { EmptyText } from './empty-text.tsx';
import { Fact } from './fact.tsx';

/**
 * The locality's main contact (the first one) and the address of its seat: the city hall of a
 * city ('Endereço da prefeitura'), the state government's of a state.
 */
export function LocalityContacts({
  profile,
  loading,
  emptyText,
  addressLabel,
}: {
  profile: LocalityProfile | null | undefined;
  loading: boolean;
  emptyText: string;
  addressLabel: string;
}) {
  const { t } = useTranslation();
  if (loading) return <BlockSkeleton lines={4} />;
  const contact = profile?.contacts?.[0];
  const hall = profile?.city_hall;
  const address = hall
    ? [
        [hall.street, hall.number].filter(Boolean).join(', '),
        hall.neighborhood,
        hall.city ? `${hall.city.name}${hall.city.state ? ` - ${hall.city.state.uf}` : ''}` : null,
        hall.zip ? formatCep(hall.zip) : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  if (!contact && !address) return <EmptyText>{emptyText}</EmptyText>;
  const notInformed = t('common.notInformed');
  const phones = [contact?.mobile_phone, contact?.mobile_phone_2].filter(Boolean) as string[];
  return (
    <Stack gap="md">
      {contact ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact label={t('locality.contact.name')}>{contact.name || notInformed}</Fact>
          <Fact label={t('locality.contact.responsibility')}>
            {contact.responsibility || notInformed}
          </Fact>
          <Fact label={t('locality.contact.phone')}>
            {contact.phone ? formatPhone(contact.phone) : notInformed}
          </Fact>
          <Fact label={t('locality.contact.mobilePhone')}>
            {phones.length ? phones.map((phone) => formatPhone(phone)).join(' / ') : notInformed}
          </Fact>
          <Fact label={t('locality.contact.email')}>
            {contact.email ? (
              <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
            ) : (
              notInformed
            )}
          </Fact>
          <Fact label={t('locality.contact.site')}>
            {contact.linkedin ? (
              <Anchor href={contact.linkedin} target="_blank" rel="noopener noreferrer">
                {contact.linkedin}
              </Anchor>
            ) : (
              notInformed
            )}
          </Fact>
        </SimpleGrid>
      ) : null}
      {address ? <Fact label={addressLabel}>{address}</Fact> : null}
    </Stack>
  );
}
