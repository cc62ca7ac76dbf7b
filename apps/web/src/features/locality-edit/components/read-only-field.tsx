import { TextInput } from '@mantine/core';

/** A value the editor shows but does not change. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return <TextInput label={label} value={value} readOnly variant="filled" />;
}
