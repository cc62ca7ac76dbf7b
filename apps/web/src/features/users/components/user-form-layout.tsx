import { Paper, Stack } from '@mantine/core';
import { LAYOUT } from '@oportuna/domain/limits';
import type { ReactNode } from 'react';

/** The paper both user forms sit on, submitting without the browser's own validation. */
export function UserFormLayout({
  onSubmit,
  children,
}: {
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl" mih={LAYOUT.formMinHeightPx}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="lg" maw={560}>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
