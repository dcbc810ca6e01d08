import { Button, Center, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { EMAIL_CATEGORY_LABELS, MESSAGES, type Unsubscribed } from '@thisoneforfree/contracts';
import { IconCircleCheck, IconCircleX, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ButtonLink } from '../../components/links';
import { errorMessage, isNetworkError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';

/**
 * /unsubscribe/{token}, the link in every notification email (issue 15):
 * works without login (the signed token is the proof). Opening it changes
 * nothing (mail scanners open links): the button does. Mail clients that
 * offer one-click unsubscribe POST to the API's address instead.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { user } = useCurrentUser();
  const unsubscribe = trpc.notifications.unsubscribe.useMutation();
  const [done, setDone] = useState<Unsubscribed | null>(null);

  const settings = user ? (
    <ButtonLink to="/settings" search={{ tab: 'notifications' }} variant="light">
      Choose which emails you get
    </ButtonLink>
  ) : (
    <ButtonLink to="/auth" search={{ redirect: '/settings?tab=notifications' }} variant="light">
      Log in to choose which emails you get
    </ButtonLink>
  );

  return (
    <Center py={{ base: 'lg', sm: 60 }}>
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" ta="center" gap="md">
          {done ? (
            <>
              <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
                <IconCircleCheck size={32} />
              </ThemeIcon>
              <Title order={1} size="h3">
                {MESSAGES.notifications.unsubscribed}
              </Title>
              {done.turnedOff.length === 0 ? (
                <Text role="status">{MESSAGES.notifications.nothingToTurnOff}</Text>
              ) : (
                <div role="status">
                  <Text>These emails are now off:</Text>
                  <List ta="left" mt="xs" size="sm">
                    {done.turnedOff.map((category) => (
                      <List.Item key={category}>{EMAIL_CATEGORY_LABELS[category]}</List.Item>
                    ))}
                  </List>
                </div>
              )}
              {settings}
            </>
          ) : unsubscribe.isError ? (
            <>
              <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
                <IconCircleX size={32} />
              </ThemeIcon>
              <Title order={1} size="h3">
                Unsubscribe failed
              </Title>
              <Text role="alert">
                {isNetworkError(unsubscribe.error)
                  ? MESSAGES.verification.networkError
                  : errorMessage(unsubscribe.error, MESSAGES.errors.unsubscribeLinkInvalid)}
              </Text>
              {settings}
            </>
          ) : (
            <>
              <ThemeIcon size={56} radius="xl" color="gray" variant="light" aria-hidden>
                <IconMailOff size={32} />
              </ThemeIcon>
              <Title order={1} size="h3">
                Unsubscribe from these emails?
              </Title>
              <Text>
                You will no longer get the notification emails this link came with. Your
                notifications stay on the site, and you can turn emails on again in Settings.
              </Text>
              <Button
                color="red"
                loading={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate({ token }, { onSuccess: setDone })}
              >
                Unsubscribe
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
