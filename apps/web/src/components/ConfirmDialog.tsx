import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, as the dialog's title: "Delete this comment?". */
  title: string;
  /** What confirming does, said plainly. */
  children: ReactNode;
  /** The destructive button's words: "Delete comment". */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The action is on its way: the button spins and cannot be pressed twice. */
  pending?: boolean;
}

/**
 * Asks before a destructive action. Cancel has the focus when it opens, so
 * Enter never destroys by accident; confirming is a red button.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={pending}
            onClick={() => {
              if (!pending) onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
