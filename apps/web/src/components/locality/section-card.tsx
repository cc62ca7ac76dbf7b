import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One block of a detail page, titled. */
export function SectionCard({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label={title}>
      <Title
        order={2}
        fz="h4"
        mb="md"
        style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}
      >
        <span>{title}</span>
        {action}
      </Title>
      {children}
    </Paper>
  );
}
