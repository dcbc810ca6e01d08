import { Button, FileButton, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IconFileUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { notify } from '../../lib/notify';
import { ACCEPTED_EXTENSIONS, hasAcceptedExtension, MAX_FILE_BYTES } from './import-messages';

export interface UploadTabProps {
  onImport: (text: string, filename: string) => Promise<unknown>;
  importing: boolean;
  disabled: boolean;
}

/** Reads a file's text in the browser; undefined when it cannot be read or is empty. */
export async function readFileText(file: File): Promise<string | undefined> {
  try {
    const text = await file.text();
    return text.trim() === '' ? undefined : text;
  } catch {
    return undefined;
  }
}

/**
 * Upload: a drop zone and a file picker for .bib, .ris, .enw, .json and .txt; the
 * first dropped file is used and read here, then parsed on the server.
 */
export function UploadTab({ onImport, importing, disabled }: UploadTabProps) {
  const [dragging, setDragging] = useState(false);

  const handleFile = async (file: File | null | undefined) => {
    if (!file || disabled) return;
    if (!hasAcceptedExtension(file.name)) {
      notify.error(
        'Unsupported file',
        `Choose a ${ACCEPTED_EXTENSIONS.join(', ')} file with citations.`,
      );
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      notify.error(MESSAGES.toasts.error, 'The citation file is too large (at most 5 MB)');
      return;
    }
    const text = await readFileText(file);
    if (text === undefined) {
      notify.error(MESSAGES.toasts.error, MESSAGES.citationsEditor.couldNotRead);
      return;
    }
    await onImport(text, file.name);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void handleFile(event.dataTransfer.files[0]);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      data-testid="citation-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
        backgroundColor: dragging ? 'var(--mantine-primary-color-light)' : undefined,
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {importing ? <Loader size="sm" /> : <IconFileUpload size={26} stroke={1.5} />}
        </ThemeIcon>
        <Text fw={500}>{importing ? 'Reading citations…' : 'Drop a citation file here'}</Text>
        <Text size="sm" c="dimmed">
          BibTeX (.bib), RIS (.ris), EndNote (.enw), CSL-JSON (.json) or plain text (.txt)
        </Text>
        <Group justify="center" mt="xs">
          <FileButton
            onChange={(file) => void handleFile(file)}
            accept={ACCEPTED_EXTENSIONS.join(',')}
            disabled={disabled || importing}
            inputProps={{ 'aria-label': 'Citation file' }}
          >
            {(props) => (
              <Button variant="light" {...props} disabled={disabled || importing}>
                Choose file
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Paper>
  );
}
