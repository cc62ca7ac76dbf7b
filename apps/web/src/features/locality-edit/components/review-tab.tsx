import { Stack, Table, Title } from '@mantine/core';
import { formatCep, formatPhone } from '@oportuna/domain/formatting';
import { parseMoney } from '@oportuna/domain/money';
import { BENEFIT_TYPE_LABELS, BENEFIT_TYPES } from '@oportuna/domain/proposals';
import type { LocalityProfile } from '@oportuna/domain/territory';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number.ts';
import type { LocalityFormValues } from '../lib/locality-form.ts';
import type { LocalityPlace } from '../lib/locality-place.ts';

/** Revisão: everything the form holds, read-only, saved or about to be. */
export function ReviewTab({
  place,
  values,
  profile,
}: {
  place: LocalityPlace;
  values: LocalityFormValues;
  profile: LocalityProfile | null;
}) {
  const { t } = useTranslation();
  const dash = t('localityEdit.review.empty');
  const or = (value: string) => value || dash;
  // The area as typed ('185000', '185.000' or '1234,5'), written pt-BR when it is a number.
  const squareMetres = (typed: string) => {
    const area = parseMoney(typed);
    return area === null ? typed : t('localityEdit.review.area', { area });
  };
  const incentives = BENEFIT_TYPES.filter((type) => values.incentives[type]);
  const contact = values.contact;
  const hall = values.cityHall;
  const images = (profile?.images.length ?? 0) + values.pendingImages.length;
  const files = [
    ...(profile?.multimedia ?? []).map((file) => file.original_name ?? file.name ?? file.path),
    ...values.pendingMultimedia.map((file) => file.original_name ?? file.path),
  ];

  const rows: [string, ReactNode][] = [
    [t(`localityEdit.basic.${place.kind}Name`), `${place.name} - ${place.uf}`],
    [t('localityEdit.basic.summary'), or(values.description)],
    [t('localityEdit.basic.logo'), values.logo ? t('localityEdit.review.yes') : dash],
    [t('localityEdit.basic.images'), formatNumber(images)],
    ...incentives.map((type): [string, ReactNode] => {
      const incentive = values.incentives[type];
      const extra =
        type === 'terreno' && incentive
          ? [incentive.identification, incentive.area && squareMetres(incentive.area)]
              .filter(Boolean)
              .join(' · ')
          : '';
      return [
        `${t('localityEdit.tabs.incentives')}: ${BENEFIT_TYPE_LABELS[type]}`,
        [incentive?.description, extra].filter(Boolean).join(' — '),
      ];
    }),
    [t('localityEdit.contacts.name'), or(contact.name)],
    [t('localityEdit.contacts.responsibility'), or(contact.responsibility)],
    [t('localityEdit.contacts.phone'), contact.phone ? formatPhone(contact.phone) : dash],
    [
      t('localityEdit.contacts.mobile1'),
      contact.mobile_phone ? formatPhone(contact.mobile_phone) : dash,
    ],
    [
      t('localityEdit.contacts.mobile2'),
      contact.mobile_phone_2 ? formatPhone(contact.mobile_phone_2) : dash,
    ],
    [t('localityEdit.contacts.email'), or(contact.email)],
    [t('localityEdit.contacts.linkedin'), or(contact.linkedin)],
    [
      t('localityEdit.contacts.addressTitle'),
      [
        hall.street,
        hall.number,
        hall.neighborhood,
        hall.zip && formatCep(hall.zip),
        hall.city_name && `${hall.city_name} - ${hall.uf}`,
      ]
        .filter(Boolean)
        .join(', ') || dash,
    ],
    ...(place.kind === 'city'
      ? ([
          [
            t('localityEdit.tabs.industrialArea'),
            values.industrialArea
              ? t('localityEdit.area.drawnPending')
              : values.industrialArea === null || !profile?.industrial_area
                ? dash
                : profile.industrial_area_hectares === null
                  ? dash
                  : t('localityEdit.area.hectares', { value: profile.industrial_area_hectares }),
          ],
          [t('localityEdit.tabs.vocations'), values.vocations.join(', ') || dash],
        ] as [string, ReactNode][])
      : []),
    [t('localityEdit.tabs.attachments'), files.join(', ') || dash],
  ];

  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {t('localityEdit.review.title')}
      </Title>
      <Table withTableBorder withColumnBorders data-testid="locality-review">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="30%">{label}</Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
