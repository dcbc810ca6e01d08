import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconKey, IconTrash } from '@tabler/icons-react';
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  type AccessToken,
  type AccessTokenForm,
  accessTokenForm,
  accessTokenFormToInput,
  type CreatedAccessToken,
  LIMITS,
  MESSAGES,
} from '@thisoneforfree/contracts';
import { useState } from 'react';
import { statusErrorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { SettingsSection } from './SettingsSection';

const EXPIRY_OPTIONS = [
  { value: 'never', label: 'Never' },
  ...ACCESS_TOKEN_EXPIRY_DAYS.map((days) => ({
    value: String(days),
    label: days === 365 ? '1 year' : `${days} days`,
  })),
];

const SCOPE_OPTIONS = [
  { value: 'read', label: 'Read' },
  { value: 'read write', label: 'Read and write' },
];

const t = MESSAGES.toasts;

/**
 * Settings, Account: personal access tokens for scripts (README "Scripting
 * the API"). A new token is shown once, with a copy button; the list shows
 * each token's scope, last use and expiry, and revokes it.
 */
export function AccessTokens() {
  const utils = trpc.useUtils();
  const tokens = trpc.tokens.list.useQuery();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const form = useForm<AccessTokenForm>({
    initialValues: { name: '', scope: 'read', expiresInDays: '90' },
    validate: schemaResolver(accessTokenForm, { sync: true }),
  });

  const create = trpc.tokens.create.useMutation({
    onSuccess: (token) => {
      setCreated(token);
      form.reset();
      void utils.tokens.list.invalidate();
      notify.success(t.tokenCreatedTitle, t.tokenCreated);
    },
    onError: (error) => notify.error(t.tokenFailed, statusErrorMessage(error)),
  });
  const revoke = trpc.tokens.revoke.useMutation({
    onSuccess: (_result, { id }) => {
      if (created?.id === Number(id)) setCreated(null);
      void utils.tokens.list.invalidate();
      notify.success(t.tokenRevokedTitle, t.tokenRevoked);
    },
    onError: (error) => notify.error(t.tokenFailed, statusErrorMessage(error)),
  });

  return (
    <SettingsSection
      title="Personal access tokens"
      description={
        <>
          Scripts send a token as <Code>Authorization: Bearer &lt;token&gt;</Code> to use the{' '}
          <Anchor href="/api/docs">REST API</Anchor> as you. A read token can only read; a read and
          write token can also post, rate, comment and edit your profile. Tokens cannot manage
          tokens, change your password or email, or delete your account.
        </>
      }
    >
      <form
        aria-label="New access token"
        onSubmit={form.onSubmit((values) =>
          create.mutate(accessTokenFormToInput(accessTokenForm.parse(values), new Date())),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label="Token name"
            description="What the token is for, to recognise it later"
            placeholder="Nightly export"
            maxLength={LIMITS.tokenNameMax}
            {...form.getInputProps('name')}
          />
          <Group align="flex-end" gap="lg">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="token-scope-label">
                Scope
              </Text>
              <SegmentedControl
                aria-labelledby="token-scope-label"
                data={SCOPE_OPTIONS}
                {...form.getInputProps('scope')}
              />
            </Stack>
            <Select
              label="Expires after"
              data={EXPIRY_OPTIONS}
              allowDeselect={false}
              w={160}
              {...form.getInputProps('expiresInDays')}
            />
            <Button
              type="submit"
              leftSection={<IconKey size={16} aria-hidden />}
              loading={create.isPending}
            >
              Create token
            </Button>
          </Group>
        </Stack>
      </form>

      {created && <NewToken token={created} onDismiss={() => setCreated(null)} />}

      <TokenList
        query={tokens}
        revoking={revoke.isPending ? Number(revoke.variables.id) : null}
        onRevoke={(id) => revoke.mutate({ id })}
      />
    </SettingsSection>
  );
}

function NewToken({ token, onDismiss }: { token: CreatedAccessToken; onDismiss: () => void }) {
  return (
    <Alert
      color="green"
      title={`New token “${token.name}”`}
      withCloseButton
      closeButtonLabel="Dismiss the new token"
      onClose={onDismiss}
    >
      <Stack gap="xs">
        <Text size="sm">{t.tokenCreated}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code data-testid="new-access-token" style={{ wordBreak: 'break-all' }}>
            {token.token}
          </Code>
          <CopyButton value={token.token}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy token'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  aria-label={copied ? 'Copied' : 'Copy token'}
                  onClick={() => {
                    copy();
                    notify.success(MESSAGES.toasts.copiedTitle, t.tokenCopied);
                  }}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

interface TokenListProps {
  query: { data?: AccessToken[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  revoking: number | null;
  onRevoke: (id: number) => void;
}

function TokenList({ query, revoking, onRevoke }: TokenListProps) {
  if (query.isPending) return <Loader size="sm" aria-label="Loading access tokens" />;
  if (query.isError || !query.data) {
    return (
      <Group gap="xs">
        <Text size="sm" c="red">
          Could not load your access tokens.
        </Text>
        <Button variant="subtle" size="xs" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Group>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No access tokens yet.
      </Text>
    );
  }
  const now = Date.now();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Access tokens" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Scope</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>
              <span className="visually-hidden">Revoke</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((token) => (
            <Table.Tr key={token.id}>
              <Table.Td>{token.name}</Table.Td>
              <Table.Td>
                {/* At its full width: squeezed by a narrow table it would read "READ WRI...". */}
                <Badge
                  variant="light"
                  color={token.scope === 'read' ? 'blue' : 'orange'}
                  miw="max-content"
                >
                  {token.scope}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(token.createdAt)}</Table.Td>
              <Table.Td>{token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Never'}</Table.Td>
              <Table.Td>
                {token.expiresAt === null
                  ? 'Never'
                  : new Date(token.expiresAt).getTime() <= now
                    ? 'Expired'
                    : formatDate(token.expiresAt)}
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={`Revoke ${token.name}`}
                  loading={revoking === token.id}
                  onClick={() => onRevoke(token.id)}
                >
                  Revoke
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
