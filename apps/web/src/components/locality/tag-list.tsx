import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TagListProps {
  tags: readonly string[];
  /** Shows this many, then '+N' naming the rest in its title. */
  max?: number;
  uppercase?: boolean;
  color?: string;
}

/** Incentives, vocations and parties as tags. */
export function TagList({ tags, max, uppercase = false, color = 'brand' }: TagListProps) {
  const { t } = useTranslation();
  const shown = max === undefined ? tags : tags.slice(0, max);
  const rest = tags.slice(shown.length);
  return (
    <Group gap={4}>
      {shown.map((tag) => (
        <Badge
          key={tag}
          variant="light"
          color={color}
          tt={uppercase ? 'uppercase' : 'none'}
          radius="sm"
        >
          {tag}
        </Badge>
      ))}
      {rest.length > 0 ? (
        <Badge variant="outline" color="gray" radius="sm" tt="none" title={rest.join(', ')}>
          {t('locality.moreItems', { count: rest.length })}
        </Badge>
      ) : null}
    </Group>
  );
}
