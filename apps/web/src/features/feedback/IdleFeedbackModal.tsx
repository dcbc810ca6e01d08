import { Button, Group, Modal, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { config } from '../../lib/config';
import { useIdle } from './useIdle';

/** After 5 minutes without activity, ask for survey feedback (SPEC §2). */
export function IdleFeedbackModal() {
  const [idle, restart] = useIdle(config.idleFeedbackMs);
  return (
    <Modal
      opened={idle}
      onClose={restart}
      title="Help us improve This One for Free"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">
        This site is a live prototype. Would you take a few minutes to tell us what you think in a
        short feedback survey?
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={restart}>
          Maybe Later
        </Button>
        <Button
          component="a"
          href={config.feedbackUrl}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
          onClick={restart}
        >
          Give Feedback
        </Button>
      </Group>
    </Modal>
  );
}
