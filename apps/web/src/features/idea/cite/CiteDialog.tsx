import { Button, Code, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconSettings } from '@tabler/icons-react';
import {
  CITATION_FORMAT_LABELS,
  CITATION_FORMATS,
  DEFAULT_CITATION_FORMAT,
  EXPORT_FORMAT_INFO,
  MESSAGES,
  type CitationFormat,
  isCitationFormat,
} from '@thisoneforfree/contracts';
import { useEffect, useState } from 'react';
import { DownloadLinks } from '../../../components/DownloadLinks';
import { ErrorState } from '../../../components/ErrorState';
import { AnchorLink } from '../../../components/links';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { useCurrentUser } from '../../auth/useCurrentUser';

export interface CiteDialogProps {
  ideaId: number;
  ideaTitle: string;
  /** The version cited: the one on screen (the citation names it and links to its page). */
  version: number;
  opened: boolean;
  onClose: () => void;
}

const FORMAT_OPTIONS = CITATION_FORMATS.map((format) => ({
  value: format,
  label: CITATION_FORMAT_LABELS[format],
}));

/** Copies `text`; false when the browser refuses (no Clipboard API, no permission). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Cite this idea: the citation of the version on screen that the server
 * generates in the reader's default format (APA for visitors), other formats
 * on demand, a copy button, and a link to change the default in Settings.
 */
export function CiteDialog({ ideaId, ideaTitle, version, opened, onClose }: CiteDialogProps) {
  const { user } = useCurrentUser();
  const preferred = user?.preferences.citationFormat;
  const defaultFormat: CitationFormat =
    preferred && isCitationFormat(preferred) ? preferred : DEFAULT_CITATION_FORMAT;
  const [format, setFormat] = useState<CitationFormat>(defaultFormat);
  const [copied, setCopied] = useState(false);

  // Each opening starts from the reader's default format.
  useEffect(() => {
    if (opened) setFormat(defaultFormat);
  }, [opened, defaultFormat]);

  useEffect(() => {
    setCopied(false);
  }, [format, opened]);

  const citation = trpc.citations.formatIdea.useQuery(
    { ideaId, style: format, version },
    { enabled: opened },
  );

  const copy = async () => {
    if (!citation.data) return;
    if (await copyText(citation.data.text)) {
      setCopied(true);
      notify.success(MESSAGES.toasts.copiedTitle, MESSAGES.toasts.copied);
    } else {
      notify.error(
        MESSAGES.toasts.error,
        'Could not copy. Select the citation and copy it yourself.',
      );
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Cite this idea"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          How to cite version {version} of “{ideaTitle}” in your work. The citation links to this
          version, so it stays true if the idea is edited later.
        </Text>
        <Select
          label="Citation format"
          data={FORMAT_OPTIONS}
          value={format}
          onChange={(value) => value && isCitationFormat(value) && setFormat(value)}
          allowDeselect={false}
          checkIconPosition="right"
          comboboxProps={{ withinPortal: true }}
        />
        <div aria-live="polite" aria-busy={citation.isFetching}>
          {citation.isPending ? (
            <Stack gap={8} p="sm" aria-label="Loading citation">
              <Skeleton height={12} />
              <Skeleton height={12} width="90%" />
              <Skeleton height={12} width="60%" />
            </Stack>
          ) : citation.isError ? (
            <ErrorState
              title="Could not create the citation"
              error={citation.error}
              onRetry={() => void citation.refetch()}
            />
          ) : (
            <Code
              block
              data-testid="citation-text"
              aria-label={`Citation in ${CITATION_FORMAT_LABELS[format]}`}
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontSize: 'var(--mantine-font-size-sm)',
                lineHeight: 1.6,
                maxHeight: '50vh',
                overflowY: 'auto',
              }}
              tabIndex={0}
            >
              {citation.data.text}
            </Code>
          )}
        </div>
        <DownloadLinks
          label="Download citation"
          hrefOf={(format) =>
            `/api/ideas/${ideaId}/cite.${EXPORT_FORMAT_INFO[format].extension}?version=${version}`
          }
        />
        <Group justify="space-between" gap="sm">
          <AnchorLink to="/settings" size="sm" onClick={onClose}>
            <Group component="span" gap={4} wrap="nowrap" style={{ display: 'inline-flex' }}>
              <IconSettings size={16} aria-hidden />
              Change default format
            </Group>
          </AnchorLink>
          <Button
            onClick={() => void copy()}
            disabled={!citation.data}
            color={copied ? 'teal' : undefined}
            leftSection={
              copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
            }
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
