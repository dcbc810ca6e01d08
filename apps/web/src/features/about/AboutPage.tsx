import { Alert, Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { config } from '../../lib/config';

/** /about (SPEC §1): what the site is, that it is a prototype, and the survey. */
export function AboutPage() {
  return (
    <Stack gap="xl" maw={760}>
      <div>
        <Title order={1}>About {MESSAGES.app.name}</Title>
        <Text size="lg" c="dimmed" mt="xs">
          {MESSAGES.app.tagline}.
        </Text>
      </div>

      <Text>
        Every researcher has more ideas than time. {MESSAGES.app.name} is a place to give away the
        ones you will not pursue: describe the challenge, the approach you would take and the impact
        it could have, and let someone else pick it up. Others can rate ideas for impact and
        feasibility, discuss them, keep favorites and cite them in their own work.
      </Text>

      <Alert
        variant="light"
        color="yellow"
        title="A live prototype"
        icon={<IconAlertTriangle aria-hidden />}
      >
        <Text size="sm">
          This site is a live prototype. There is no moderation and no support: what you post is
          public as written, and nobody is on call if something breaks. It exists to provoke
          conversation about sharing unpursued research ideas and to gather feedback on whether a
          platform like this is worth building properly.
        </Text>
      </Alert>

      <section aria-labelledby="about-how">
        <Title order={2} size="h3" id="about-how">
          How it works
        </Title>
        <List mt="sm" spacing="xs">
          <List.Item>Browse, search, filter and sort ideas without an account.</List.Item>
          <List.Item>
            Register to submit ideas, rate them, comment, reply and keep a list of favorites.
          </List.Item>
          <List.Item>
            Cite an idea in APA, MLA, Chicago, Harvard, BibTeX, RIS or EndNote, and choose your
            default format in Settings.
          </List.Item>
        </List>
      </section>

      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h3">
          Tell us what you think
        </Title>
        <Text mt="xs">
          Your feedback decides what happens next. The survey takes a few minutes.
        </Text>
        <Button
          component="a"
          href={config.feedbackUrl}
          target="_blank"
          rel="noopener noreferrer"
          mt="md"
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          Give Feedback
        </Button>
        <Text size="xs" c="dimmed" mt="sm">
          Opens the feedback survey in a new tab:{' '}
          <Anchor href={config.feedbackUrl} target="_blank" rel="noopener noreferrer" size="xs">
            {config.feedbackUrl}
          </Anchor>
        </Text>
      </Paper>
    </Stack>
  );
}
