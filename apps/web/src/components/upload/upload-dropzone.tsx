import { Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { type FileUploadOptions, useFileUpload } from './use-file-upload.ts';

export interface UploadDropzoneLabels {
  /** The invitation inside the area, e.g. 'Arraste uma imagem para cá'. */
  title: string;
  /** The accepted types and the limit, under the title. */
  hint: string;
  browse: string;
  /** The accessible name of the progress bar. */
  progress: string;
}

interface UploadDropzoneProps extends FileUploadOptions {
  labels: UploadDropzoneLabels;
}

/** A drop area with a file picker, taking one file per drop and showing the upload progress. */
export function UploadDropzone({ labels, ...options }: UploadDropzoneProps) {
  const { progress, handleFiles } = useFileUpload(options);
  const [dragging, setDragging] = useState(false);
  // Clearing the picker lets the same file be chosen again after a refusal.
  const resetPicker = useRef<() => void>(null);
  const busy = progress !== null;

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!busy) setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) handleFiles([...event.dataTransfer.files]);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      data-dragging={dragging || undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'var(--mantine-color-brand-6)' : undefined,
        background: dragging ? 'var(--mantine-color-brand-0)' : undefined,
      }}
    >
      <Stack align="center" gap="sm">
        <IconUpload size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Text fw={600}>{labels.title}</Text>
        <Text size="sm" c="dimmed">
          {labels.hint}
        </Text>
        <FileButton
          resetRef={resetPicker}
          onChange={(file) => {
            if (file) handleFiles([file]);
            resetPicker.current?.();
          }}
          accept={options.rules.accept.join(',')}
          disabled={busy}
        >
          {(props) => (
            <Button variant="light" disabled={busy} {...props}>
              {labels.browse}
            </Button>
          )}
        </FileButton>
        {busy ? (
          <Group w="100%" gap="xs" wrap="nowrap">
            <Progress
              value={progress}
              aria-label={labels.progress}
              style={{ flex: 1 }}
              animated
              striped
            />
            <Text size="sm" w={48} ta="right">
              {`${progress}%`}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
