import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { MULTIMEDIA_GROUP_LABELS, MULTIMEDIA_TYPES } from '@oportuna/domain/files';
import type { LocalityFile } from '@oportuna/domain/territory';
import { BlockSkeleton } from './block-skeleton.tsx';
import { EmptyText } from './empty-text.tsx';

/** Files about a place grouped as photos, documents and videos. */
export function LocalityFiles({
  files,
  loading,
  emptyText,
  noContentText,
}: {
  files: readonly LocalityFile[] | undefined;
  loading: boolean;
  /** When nothing at all was filled. */
  emptyText: string;
  /** For a group that has no file. */
  noContentText: string;
}) {
  if (loading) return <BlockSkeleton lines={3} />;
  if (!files?.length) return <EmptyText>{emptyText}</EmptyText>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {MULTIMEDIA_TYPES.map((type) => {
        const group = files.filter((file) => file.type === type);
        return (
          <Stack key={type} gap={4}>
            <Text fw={600} size="sm">
              {MULTIMEDIA_GROUP_LABELS[type]}
            </Text>
            {group.length === 0 ? (
              <EmptyText>{noContentText}</EmptyText>
            ) : (
              <List size="sm" spacing={2}>
                {group.map((file) => (
                  <List.Item key={file.id}>
                    <Anchor
                      href={file.url ?? `/${file.path.replace(/^\/+/, '')}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {file.original_name || file.name || file.path.split('/').pop()}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
