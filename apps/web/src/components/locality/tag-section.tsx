import { Stack, type StackProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TagList, type TagListProps } from './tag-list.tsx';

export interface TagSectionProps extends TagListProps, Omit<StackProps, 'children' | 'gap'> {
  label: string;
  /** Shown instead of the tags when there is none. */
  empty: ReactNode;
}

/** Labelled tags (incentives, vocations) of a card or summary. */
export function TagSection({
  label,
  tags,
  max,
  uppercase,
  color,
  empty,
  ...stack
}: TagSectionProps) {
  return (
    <Stack gap={4} {...stack}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {tags.length > 0 ? (
        <TagList tags={tags} max={max} uppercase={uppercase} color={color} />
      ) : (
        empty
      )}
    </Stack>
  );
}
