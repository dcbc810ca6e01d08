import {
  Alert,
  Badge,
  CloseButton,
  Group,
  List,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@thisoneforfree/contracts';
import {
  IconAlertTriangle,
  IconBulb,
  IconClipboardText,
  IconForms,
  IconInfoCircle,
  IconUpload,
} from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { notify } from '../../lib/notify';
import {
  addExternal,
  addInternal,
  CITATION_LIMIT,
  type CitationDraft,
  type ExternalRecord,
  type IdeaChoice,
  isAtLimit,
  removeCitation,
  type RuleResult,
} from './citation-rules';
import { CitationList } from './CitationList';
import { InternalTab } from './InternalTab';
import { ManualTab } from './ManualTab';
import { PasteTab } from './PasteTab';
import { UploadTab } from './UploadTab';
import classes from './CitationsEditor.module.css';
import { useCitationImport } from './useCitationImport';

export type CitationSource = 'upload' | 'paste' | 'manual' | 'internal';

export interface CitationsEditorProps {
  value: CitationDraft[];
  onChange: (next: CitationDraft[]) => void;
  /** A message from the server about the list, shown under it. */
  error?: string;
  /** The tab shown first (default upload). */
  defaultSource?: CitationSource;
  /** An idea the Internal tab does not offer (the idea being edited: it cannot cite itself). */
  excludeIdeaId?: number;
}

/**
 * The citations editor of SPEC §2 and §5: the list (at most 5, removable)
 * and four ways to add to it: upload a file, paste text, enter one by hand,
 * or cite an idea of this site.
 */
export function CitationsEditor({
  value,
  onChange,
  error,
  defaultSource = 'upload',
  excludeIdeaId,
}: CitationsEditorProps) {
  const headingId = useId();
  const [source, setSource] = useState<CitationSource>(defaultSource);
  const importer = useCitationImport(value, onChange);
  const full = isAtLimit(value);
  const citedIds = useMemo(
    () => new Set(value.flatMap((item) => (item.type === 'internal' ? [item.internalId] : []))),
    [value],
  );

  const apply = (result: RuleResult): boolean => {
    if (!result.ok) {
      notify.error(result.error.title, result.error.message);
      return false;
    }
    // A refusal shown a moment ago no longer applies.
    notifications.clean();
    onChange(result.citations);
    return true;
  };

  const outcome = importer.outcome;
  const showOutcome = outcome !== null && (outcome.skipped > 0 || outcome.warnings.length > 0);

  return (
    <Stack gap="sm" role="group" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline">
        <Text fw={500} size="sm" id={headingId}>
          Citations{' '}
          <Text span c="dimmed" size="sm" fw={400}>
            (optional)
          </Text>
        </Text>
        <Badge variant="light" color={full ? 'orange' : 'gray'} aria-live="polite">
          {value.length}/{CITATION_LIMIT}
          <VisuallyHidden> citations</VisuallyHidden>
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={-6}>
        What inspired this idea? Import references, enter one by hand, or cite another idea here.
      </Text>

      <CitationList citations={value} onRemove={(key) => onChange(removeCitation(value, key))} />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}

      {full && (
        <Alert
          variant="light"
          color="orange"
          icon={<IconInfoCircle aria-hidden />}
          title={MESSAGES.citationsEditor.limitReached}
        >
          {MESSAGES.citationsEditor.limitReachedDescription} Remove one to add another.
        </Alert>
      )}

      {showOutcome && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconAlertTriangle aria-hidden />}
          title={`Imported ${outcome.added} of ${outcome.added + outcome.skipped} citation(s)`}
          withCloseButton={false}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4}>
              {outcome.skipped > 0 && (
                <Text size="sm">
                  {outcome.skipped} left out: an idea cites at most {CITATION_LIMIT} sources.
                </Text>
              )}
              {outcome.warnings.length > 0 && (
                <List size="sm" spacing={2}>
                  {outcome.warnings.slice(0, 5).map((warning, index) => (
                    <List.Item key={index}>{warning}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
            <CloseButton
              size="sm"
              aria-label="Dismiss import notes"
              onClick={importer.clearOutcome}
            />
          </Group>
        </Alert>
      )}

      <Tabs
        value={source}
        onChange={(next) => next && setSource(next as CitationSource)}
        variant="outline"
        radius="md"
        classNames={{ tab: classes.tab, tabSection: classes.tabSection }}
      >
        <Tabs.List grow>
          <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden />}>
            Upload
          </Tabs.Tab>
          <Tabs.Tab value="paste" leftSection={<IconClipboardText size={16} aria-hidden />}>
            Paste
          </Tabs.Tab>
          <Tabs.Tab value="manual" leftSection={<IconForms size={16} aria-hidden />}>
            Manual
          </Tabs.Tab>
          <Tabs.Tab value="internal" leftSection={<IconBulb size={16} aria-hidden />}>
            Internal
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="upload" pt="md">
          <UploadTab
            onImport={(text, filename) => importer.importText(text, 'file', filename)}
            importing={importer.isImporting}
            disabled={full}
          />
        </Tabs.Panel>
        <Tabs.Panel value="paste" pt="md">
          <PasteTab
            onImport={(text) => importer.importText(text, 'text')}
            importing={importer.isImporting}
            disabled={full}
          />
        </Tabs.Panel>
        <Tabs.Panel value="manual" pt="md">
          <ManualTab
            onAdd={(record: ExternalRecord) => apply(addExternal(value, record))}
            disabled={full}
          />
        </Tabs.Panel>
        <Tabs.Panel value="internal" pt="md">
          <Text size="sm" c="dimmed" mb="sm">
            Cite another idea shared on {MESSAGES.app.name}.
          </Text>
          <InternalTab
            citedIds={citedIds}
            onAdd={(idea: IdeaChoice | null) => apply(addInternal(value, idea))}
            disabled={full}
            active={source === 'internal'}
            excludeIdeaId={excludeIdeaId}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
