import { Anchor, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AcademicField } from '@thisoneforfree/contracts';
import { useQuery } from '@tanstack/react-query';
import { plainText } from '../../components/rich-text/plain-text';
import { trpc } from '../../lib/trpc';

/** Typing pauses this long before the draft is compared with the stored ideas. */
const DEBOUNCE_MS = 600;

export interface DraftText {
  title: string;
  challenge: string;
  approach: string;
  impact: string;
  fields: AcademicField[];
}

/** Worth comparing once the title or challenge holds a word of 3 letters or more (SPEC §5 counts no shorter words). */
export function hasWords(draft: DraftText): boolean {
  return /\p{L}{3}/u.test(`${draft.title} ${draft.challenge}`);
}

/**
 * "Similar ideas already shared": up to 3 stored ideas most like the idea
 * being written, by the similar-ideas score (those sharing an uncommon word), so a duplicate is caught before
 * it is posted (each opens in a new tab, keeping the draft). The draft is
 * sent after a pause in typing and never stored; nothing shows while nothing
 * matches or the call fails (it is a hint, not a step of the form).
 */
export function SimilarDraftHint({ draft, ideaId }: { draft: DraftText; ideaId?: number }) {
  const utils = trpc.useUtils();
  const { title, challenge, approach, impact, fields } = draft;
  // Debounced as text, so a new object with the same parts restarts nothing.
  const [key] = useDebouncedValue(
    JSON.stringify({ title, challenge, approach, impact, fields }),
    DEBOUNCE_MS,
  );
  const debounced = JSON.parse(key) as DraftText;
  const enabled = hasWords(debounced);
  const similar = useQuery({
    queryKey: ['ideas.similarToDraft', key, ideaId],
    // A mutation on the server (a draft is too long for a GET's URL) that only reads.
    queryFn: () => utils.client.ideas.similarToDraft.mutate({ ...debounced, ideaId }),
    enabled,
    staleTime: 60_000,
    retry: false,
    placeholderData: (previous) => previous,
  });
  const ideas = enabled ? (similar.data ?? []) : [];

  return (
    <div aria-live="polite">
      {ideas.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="similar-draft">
          <Text id="similar-draft" fw={600} mb="xs">
            Similar ideas already shared
          </Text>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {ideas.map((idea) => (
              <li key={idea.id}>
                <Anchor href={`/idea/${idea.id}`} target="_blank" rel="noopener" fw={500}>
                  {idea.title}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Anchor>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {plainText(idea.challenge)}
                </Text>
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </div>
  );
}
