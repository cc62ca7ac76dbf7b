import { Text } from '@mantine/core';

/** The missing-content text of a block ('Informação não preenchida pelo Municipio', …). */
export function EmptyText({ children }: { children: string }) {
  return (
    <Text c="dimmed" size="sm" fs="italic">
      {children}
    </Text>
  );
}
