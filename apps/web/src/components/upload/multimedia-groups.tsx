import { ActionIcon, Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MULTIMEDIA_GROUP_LABELS,
  MULTIMEDIA_TYPES,
  type MultimediaType,
} from '@oportuna/domain/files';
import { IconTrash } from '@tabler/icons-react';

/** One attachment as the groups list it. */
export interface MultimediaItem {
  key: string;
  type: MultimediaType;
  name: string;
  url: string | null;
  /** Shown under the name, e.g. that the file waits for the next save. */
  note?: string | null;
  onRemove: () => void;
}

/**
 * Attachments listed in their groups (photos, videos, documents, spec 'Anexos'), each a link
 * with a delete button; `empty` is said inside each group without files.
 */
export function MultimediaGroups({
  items,
  empty,
  removeLabel,
}: {
  items: readonly MultimediaItem[];
  empty: string;
  removeLabel: (name: string) => string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {MULTIMEDIA_TYPES.map((type) => {
        const group = items.filter((item) => item.type === type);
        return (
          <Stack key={type} gap={4} data-testid={`attachments-${type}`}>
            <Text fw={600} size="sm">
              {MULTIMEDIA_GROUP_LABELS[type]}
            </Text>
            {group.length === 0 ? (
              <Text size="sm" c="dimmed">
                {empty}
              </Text>
            ) : null}
            {group.map((item) => (
              <Group key={item.key} gap="xs" wrap="nowrap" justify="space-between">
                <Stack gap={0}>
                  {item.url ? (
                    <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="sm">
                      {item.name}
                    </Anchor>
                  ) : (
                    <Text size="sm">{item.name}</Text>
                  )}
                  {item.note ? (
                    <Text size="xs" c="orange">
                      {item.note}
                    </Text>
                  ) : null}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={removeLabel(item.name)}
                  onClick={item.onRemove}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
