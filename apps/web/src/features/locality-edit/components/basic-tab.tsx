import {
  ActionIcon,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { UPLOAD_MAX_BYTES } from '@oportuna/domain/files';
import { FIELD_LIMITS } from '@oportuna/domain/limits';
import type { LocalityEditor as Editor } from '@oportuna/domain/localities';
import { MESSAGES } from '@oportuna/domain/messages';
import type { LocalityFile } from '@oportuna/domain/territory';
import { IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import type { UploadedFile } from '../../../components/upload/upload-request.ts';
import type { LocalityFormValues, PendingFile } from '../lib/locality-form.ts';
import type { LocalityPlace } from '../lib/locality-place.ts';
import { ReadOnlyField } from './read-only-field.tsx';

export interface BasicTabProps {
  place: LocalityPlace;
  values: LocalityFormValues;
  errors: Readonly<Record<string, string>>;
  onChange: (patch: Partial<LocalityFormValues>) => void;
  /** The responsible selector's choices; undefined for those who may not choose. */
  editors: readonly Editor[] | undefined;
  companies: number | undefined;
  savedLogo: string | null;
  images: readonly LocalityFile[];
  onDeleteImage: (image: LocalityFile) => void;
}

/** Informações Básicas: responsible, summary, logo, carousel images and read-only facts. */
export function BasicTab(props: BasicTabProps) {
  const { t } = useTranslation();
  const { place, values, onChange } = props;
  const onLogo = useCallback(
    ({ file, url }: UploadedFile) => onChange({ logo: { path: file.path, url } }),
    [onChange],
  );
  const pending = values.pendingImages;
  const onImage = useCallback(
    ({ file, url }: UploadedFile) =>
      onChange({
        pendingImages: [
          ...pending,
          { path: file.path, name: null, original_name: file.original_name, url, type: 'image' },
        ],
      }),
    [onChange, pending],
  );
  const isDraftLogo = values.logo !== null && values.logo.path !== props.savedLogo;
  const leader = place.leader;
  const leaderKey = place.kind === 'city' ? 'mayor' : 'governor';

  return (
    <Stack gap="xl">
      {props.editors ? (
        <Select
          label={t('localityEdit.basic.responsible')}
          data={props.editors.map((editor) => ({
            value: String(editor.id),
            label: `${editor.name} (${editor.email})`,
          }))}
          value={values.responsible_id === null ? null : String(values.responsible_id)}
          onChange={(value) => onChange({ responsible_id: value ? Number(value) : null })}
          placeholder={t('localityEdit.basic.responsiblePlaceholder')}
          nothingFoundMessage={MESSAGES.common.noItemFound}
          searchable
          clearable
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ReadOnlyField label={t(`localityEdit.basic.${place.kind}Name`)} value={place.name} />
        <ReadOnlyField label={t('localityEdit.basic.uf')} value={place.uf} />
        <ReadOnlyField
          label={t('localityEdit.basic.companies')}
          value={props.companies === undefined ? '' : String(props.companies)}
        />
      </SimpleGrid>
      <Textarea
        label={t('localityEdit.basic.summary')}
        value={values.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        error={props.errors.description}
        maxLength={FIELD_LIMITS.localityDescriptionMax}
        autosize
        minRows={5}
      />
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('localityEdit.basic.logo')}
        </Title>
        <UploadField
          purpose="logo"
          accept="image"
          maxBytes={UPLOAD_MAX_BYTES.logo}
          successMessage={MESSAGES.upload.logoReady}
          onUploaded={onLogo}
          labels={{
            title: t('localityEdit.basic.logoTitle'),
            hint: t('localityEdit.basic.logoHint'),
            browse: t('localityEdit.basic.logoBrowse'),
            progress: t('localityEdit.basic.logoProgress'),
            wrongType: t('localityEdit.basic.logoType'),
          }}
        />
        {values.logo?.url ? (
          <Group>
            <Image
              src={values.logo.url}
              alt={t('localityEdit.basic.logo')}
              h={96}
              w={96}
              fit="contain"
            />
            <Text size="sm" c={isDraftLogo ? 'orange' : 'dimmed'}>
              {isDraftLogo
                ? t('localityEdit.basic.logoDraft')
                : t('localityEdit.basic.logoCurrent')}
            </Text>
          </Group>
        ) : null}
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('localityEdit.basic.images')}
        </Title>
        <UploadField
          purpose="image"
          accept="image"
          maxBytes={
            place.kind === 'city' ? UPLOAD_MAX_BYTES.cityImage : UPLOAD_MAX_BYTES.stateImage
          }
          successMessage={MESSAGES.upload.fileSent}
          onUploaded={onImage}
          labels={{
            title: t('localityEdit.basic.imagesTitle'),
            hint: t('localityEdit.basic.imagesHint'),
            browse: t('localityEdit.basic.imagesBrowse'),
            progress: t('localityEdit.basic.imagesProgress'),
            wrongType: t('localityEdit.basic.imageType'),
          }}
        />
        <Gallery
          saved={props.images}
          pending={pending}
          onDeleteSaved={props.onDeleteImage}
          onRemovePending={(path) =>
            onChange({ pendingImages: pending.filter((image) => image.path !== path) })
          }
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ReadOnlyField label={t(`localityEdit.basic.${leaderKey}`)} value={leader?.name ?? ''} />
        <ReadOnlyField
          label={t('localityEdit.basic.party')}
          value={leader?.political_party?.abbreviation ?? ''}
        />
        <ReadOnlyField
          label={t('localityEdit.basic.electionYear')}
          value={leader?.meta.electionYear ? String(leader.meta.electionYear) : ''}
        />
      </SimpleGrid>
    </Stack>
  );
}

function Gallery({
  saved,
  pending,
  onDeleteSaved,
  onRemovePending,
}: {
  saved: readonly LocalityFile[];
  pending: readonly PendingFile[];
  onDeleteSaved: (image: LocalityFile) => void;
  onRemovePending: (path: string) => void;
}) {
  const { t } = useTranslation();
  if (saved.length === 0 && pending.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('localityEdit.basic.noImages')}
      </Text>
    );
  }
  const tile = (
    key: string,
    url: string | null,
    name: string,
    onRemove: () => void,
    draft: boolean,
  ) => (
    <Paper key={key} withBorder radius="md" p={4} pos="relative" data-testid="gallery-image">
      {url ? (
        <Image src={url} alt={name} h={96} fit="cover" radius="sm" />
      ) : (
        <Text size="xs">{name}</Text>
      )}
      {draft ? (
        <Text size="xs" c="orange">
          {t('localityEdit.pendingSave')}
        </Text>
      ) : null}
      <ActionIcon
        variant="white"
        color="red"
        pos="absolute"
        top={8}
        right={8}
        aria-label={t('localityEdit.removeFile', { name })}
        onClick={onRemove}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {saved.map((image) => {
        const name = image.original_name ?? image.name ?? image.path;
        return tile(`saved-${image.id}`, image.url, name, () => onDeleteSaved(image), false);
      })}
      {pending.map((image) => {
        const name = image.original_name ?? image.path;
        return tile(
          `pending-${image.path}`,
          image.url,
          name,
          () => onRemovePending(image.path),
          true,
        );
      })}
    </SimpleGrid>
  );
}
