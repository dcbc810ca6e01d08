import { Button, Group, Modal, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { config } from '../../lib/config';

export interface FeedbackModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The survey prompt itself, loaded the first time the visitor is idle (IdleFeedbackModal.tsx). */
export function FeedbackModal({ opened, onClose }: FeedbackModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Help us improve This One for Free"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">
        This site is a live prototype. Would you take a few minutes to tell us what you think in a
        short feedback survey?
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Maybe Later
        </Button>
        <Button
          component="a"
          href={config.feedbackUrl}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
          onClick={onClose}
        >
          Give Feedback
        </Button>
      </Group>
    </Modal>
  );
}
