import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { EXPORT_FORMAT_INFO, EXPORT_FORMATS, type ExportFormat } from '@thisoneforfree/contracts';

export interface DownloadLinksProps {
  /** What the files are, shown before the buttons and naming the group ("Download citation"). */
  label: string;
  /** The file of each format (the server names it and sends it as an attachment). */
  hrefOf: (format: ExportFormat) => string;
}

/**
 * One download link per citation file format (BibTeX, RIS, EndNote,
 * CSL-JSON), styled as small buttons. Links, not tRPC calls: the browser
 * saves the server's file itself, with its name, sending the session cookie.
 */
export function DownloadLinks({ label, hrefOf }: DownloadLinksProps) {
  return (
    <Group gap="xs" role="group" aria-label={label} wrap="wrap">
      <Text size="sm" c="dimmed" component="span" aria-hidden>
        {label}:
      </Text>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          component="a"
          href={hrefOf(format)}
          download
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          title={`${EXPORT_FORMAT_INFO[format].label} (.${EXPORT_FORMAT_INFO[format].extension})`}
        >
          {EXPORT_FORMAT_INFO[format].label}
        </Button>
      ))}
    </Group>
  );
}
