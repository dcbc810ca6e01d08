import { Button, Group, Stack, Textarea } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { useState } from 'react';
import { notify } from '../../lib/notify';

export interface PasteTabProps {
  /** Resolves true when citations were added (the text is then cleared). */
  onImport: (text: string) => Promise<boolean>;
  importing: boolean;
  disabled: boolean;
}

const PLACEHOLDER = `@article{turing1950,
  author = {Turing, Alan M.},
  title = {Computing Machinery and Intelligence},
  journal = {Mind},
  year = {1950}
}`;

/** Paste: BibTeX, RIS, EndNote or CSL-JSON text, parsed on the server. */
export function PasteTab({ onImport, importing, disabled }: PasteTabProps) {
  const [text, setText] = useState('');

  const submit = async () => {
    if (text.trim() === '') {
      notify.error(
        MESSAGES.citationsEditor.emptyInput,
        MESSAGES.citationsEditor.emptyInputDescription,
      );
      return;
    }
    if (await onImport(text)) setText('');
  };

  return (
    <Stack gap="sm">
      <Textarea
        label="Citation text"
        description="Paste one or more citations in BibTeX, RIS, EndNote, or CSL-JSON format."
        placeholder={PLACEHOLDER}
        autosize
        minRows={6}
        maxRows={14}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={importing} disabled={disabled}>
          Import citations
        </Button>
      </Group>
    </Stack>
  );
}
