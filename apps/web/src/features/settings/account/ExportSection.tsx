import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type AccountExport, MESSAGES } from '@thisoneforfree/contracts';
import { useState } from 'react';
import { statusErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { SettingsSection } from '../SettingsSection';

/** Saves `data` as a JSON file through a temporary link (no server round trip for the file). */
function saveJson(data: AccountExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `thisoneforfree-${data.account.username}-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download my data": everything the account wrote or chose, as one JSON file. */
export function ExportSection() {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      // Fetched fresh each time, and not kept in the cache.
      saveJson(await utils.client.account.export.query());
    } catch (error) {
      notify.error(MESSAGES.toasts.exportFailed, statusErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <SettingsSection
      title="Download my data"
      description="A JSON file with your account, your ideas, comments, ratings and favorites. It holds no password or token."
    >
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={pending}
          onClick={() => void download()}
        >
          Download my data
        </Button>
      </Group>
    </SettingsSection>
  );
}
