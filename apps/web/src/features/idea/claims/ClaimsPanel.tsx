import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCertificate, IconFlask, IconPencil, IconTrash } from '@tabler/icons-react';
import { type Claim, type ClaimInput, type IdeaDetail, MESSAGES } from '@thisoneforfree/contracts';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { AnchorLink } from '../../../components/links';
import { formatDate } from '../../../lib/format-date';
import { focusAfterRender } from '../../../lib/keep-focus';
import { notify } from '../../../lib/notify';
import { useSingleFlight } from '../../../lib/single-flight';
import { trpc } from '../../../lib/trpc';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { ClaimForm, type ClaimFormMode } from './ClaimForm';
import { CLAIM_STATUS_LABELS, claimCountLabel, claimDates } from './claim-text';
import { ResultLink } from './ResultLink';
import { useClaimActions } from './useClaimActions';

const t = MESSAGES.toasts;

const DIALOG_TITLES: Record<ClaimFormMode, string> = {
  claim: 'I’m pursuing this idea',
  edit: 'Edit your claim',
  publish: 'Publish your result',
};

/** Where the keyboard goes back to when a dialog of the panel closes. */
const CLAIM_BUTTON_ID = 'claim-idea-button';
const OWN_CLAIM_ID = 'own-claim';

/**
 * "I'm pursuing this" (issue 12): who has said they pursue the idea, since
 * when, their note and the result they published; and for a signed-in
 * researcher other than its author, their own claim: make it, edit its note,
 * publish a result, drop it (after a confirmation).
 */
export function ClaimsPanel({ idea }: { idea: Pick<IdeaDetail, 'id' | 'userId'> }) {
  const { user, isLoading: userLoading } = useCurrentUser();
  const claims = trpc.claims.list.useQuery({ ideaId: idea.id });
  const { save, drop } = useClaimActions(idea.id);
  // The mode outlives the dialog's opening so that, while it fades out, it keeps
  // its title (its accessible name) and its content.
  const [dialog, setDialog] = useState<ClaimFormMode>('claim');
  const [dialogOpened, setDialogOpened] = useState(false);
  const [confirmDrop, setConfirmDrop] = useState(false);
  const lastOpener = useRef<HTMLElement | null>(null);
  const once = useSingleFlight();

  const own = user ? claims.data?.find((claim) => claim.userId === user.id) : undefined;
  const isAuthor = user !== null && user.id === idea.userId;

  const open = (mode: ClaimFormMode) => {
    lastOpener.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(mode);
    setDialogOpened(true);
  };
  const closeDialog = () => {
    setDialogOpened(false);
    setConfirmDrop(false);
    // Back to the button that opened it, or (after a claim or a drop) to what replaced it.
    focusAfterRender(() =>
      lastOpener.current?.isConnected
        ? lastOpener.current
        : (document.getElementById(CLAIM_BUTTON_ID) ?? document.getElementById(OWN_CLAIM_ID)),
    );
  };

  const submit = (mode: ClaimFormMode, payload: ClaimInput) =>
    once((done) =>
      save.mutate(
        { ideaId: idea.id, ...payload },
        {
          onSettled: done,
          onSuccess: () => {
            closeDialog();
            if (mode === 'claim') notify.success(t.claimSavedTitle, t.claimSaved);
            else if (mode === 'publish') notify.success(t.claimPublishedTitle, t.claimPublished);
            else notify.success(t.claimUpdatedTitle, t.claimUpdated);
          },
        },
      ),
    );

  const confirmDropping = () =>
    once((done) =>
      drop.mutate(
        { ideaId: idea.id },
        {
          onSettled: done,
          onSuccess: () => {
            closeDialog();
            notify.success(t.claimDroppedTitle, t.claimDropped);
          },
        },
      ),
    );

  const count = claims.data?.length ?? 0;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="claims-heading">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} size="h4" id="claims-heading">
          Pursuing this idea
        </Title>
        {count > 0 && (
          <Text size="sm" c="dimmed" data-testid="claim-count">
            {claimCountLabel(count)}
          </Text>
        )}
      </Group>

      {claims.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading claims" role="status">
          <Skeleton height={14} width="70%" />
          <Skeleton height={10} width="40%" />
        </Stack>
      ) : claims.isError ? (
        <ErrorState
          title="Could not load claims"
          error={claims.error}
          onRetry={() => void claims.refetch()}
        />
      ) : count === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody has said they are pursuing this idea yet.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Claims"
        >
          {claims.data.map((claim) => (
            <li key={claim.userId}>
              <ClaimEntry
                claim={claim}
                isOwn={claim.userId === user?.id}
                busy={save.isPending || drop.isPending}
                onEdit={() => open('edit')}
                onPublish={() => open('publish')}
                onDrop={() => {
                  lastOpener.current =
                    document.activeElement instanceof HTMLElement ? document.activeElement : null;
                  setConfirmDrop(true);
                }}
              />
            </li>
          ))}
        </Stack>
      )}

      <ClaimCallToAction
        userLoading={userLoading}
        signedIn={user !== null}
        isAuthor={isAuthor}
        hasClaim={own !== undefined}
        ideaId={idea.id}
        onClaim={() => open('claim')}
      />

      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={dialogOpened}
        onClose={closeDialog}
        title={DIALOG_TITLES[dialog]}
        centered
      >
        <ClaimForm
          mode={dialog}
          claim={dialog === 'claim' ? undefined : own}
          pending={save.isPending}
          onCancel={closeDialog}
          onSubmit={(payload) => submit(dialog, payload)}
        />
      </Modal>
      <ConfirmDialog
        opened={confirmDrop}
        title="Drop your claim?"
        confirmLabel="Drop claim"
        pending={drop.isPending}
        onConfirm={confirmDropping}
        onClose={closeDialog}
      >
        {own?.status === 'published'
          ? 'The idea will no longer list you, nor link to your result.'
          : 'The idea will no longer list you as pursuing it.'}
      </ConfirmDialog>
    </Card>
  );
}

interface ClaimEntryProps {
  claim: Claim;
  isOwn: boolean;
  busy: boolean;
  onEdit: () => void;
  onPublish: () => void;
  onDrop: () => void;
}

/** One claim: who, since when, its note and result; the caller's own claim with its controls. */
function ClaimEntry({ claim, isOwn, busy, onEdit, onPublish, onDrop }: ClaimEntryProps) {
  const name = claim.user.name || claim.user.username;
  const published = claim.status === 'published';
  return (
    <Stack gap={6} id={isOwn ? OWN_CLAIM_ID : undefined} tabIndex={isOwn ? -1 : undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar size="sm" radius="xl" color={published ? 'grape' : 'teal'} aria-hidden>
          {published ? <IconCertificate size={16} /> : <IconFlask size={16} />}
        </Avatar>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <div>
            <Group gap={6} wrap="wrap" justify="space-between">
              <AnchorLink
                to="/users/$id"
                params={{ id: claim.user.id }}
                fw={600}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </AnchorLink>
              <Badge
                size="sm"
                radius="sm"
                tt="none"
                variant="light"
                color={published ? 'grape' : 'teal'}
              >
                {isOwn
                  ? `You · ${CLAIM_STATUS_LABELS[claim.status]}`
                  : CLAIM_STATUS_LABELS[claim.status]}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {claimDates(claim, formatDate)}
            </Text>
          </div>
          {claim.note && (
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {claim.note}
            </Text>
          )}
          <ResultLink url={claim.resultUrl} />
        </Stack>
      </Group>
      {isOwn && (
        <Group gap={4} ml={-6}>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            disabled={busy}
          >
            {published ? 'Edit' : 'Edit note'}
          </Button>
          {!published && (
            <Button
              variant="subtle"
              size="compact-sm"
              color="grape"
              leftSection={<IconCertificate size={14} aria-hidden />}
              onClick={onPublish}
              disabled={busy}
            >
              Publish result
            </Button>
          )}
          <Button
            variant="subtle"
            size="compact-sm"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDrop}
            disabled={busy}
          >
            Drop
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface CallToActionProps {
  userLoading: boolean;
  signedIn: boolean;
  isAuthor: boolean;
  hasClaim: boolean;
  ideaId: number;
  onClaim: () => void;
}

/** Under the list: the claim button, or why there is none. */
function ClaimCallToAction({
  userLoading,
  signedIn,
  isAuthor,
  hasClaim,
  ideaId,
  onClaim,
}: CallToActionProps) {
  if (userLoading || hasClaim) return null;
  if (!signedIn) {
    return (
      <Text size="sm" c="dimmed" mt="md">
        <AnchorLink to="/auth" search={{ redirect: `/idea/${ideaId}` }}>
          Log in
        </AnchorLink>{' '}
        to say you are pursuing this idea.
      </Text>
    );
  }
  if (isAuthor) {
    return (
      <Text size="sm" c="dimmed" mt="md">
        Your idea: researchers who pursue it appear here.
      </Text>
    );
  }
  return (
    <Button
      id={CLAIM_BUTTON_ID}
      mt="md"
      fullWidth
      variant="light"
      color="teal"
      leftSection={<IconFlask size={16} aria-hidden />}
      onClick={onClaim}
    >
      I’m pursuing this
    </Button>
  );
}
