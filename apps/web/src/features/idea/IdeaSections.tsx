import { Stack, Text, Title } from '@mantine/core';
import type { IdeaDetail } from '@thisoneforfree/contracts';
import { RichText } from '../../components/rich-text/RichText';

const SECTIONS = [
  { key: 'challenge', heading: 'The Challenge' },
  { key: 'approach', heading: 'Proposed Approach' },
  { key: 'impact', heading: 'Potential Impact' },
] as const;

/** The three texts of an idea, each under its own h2: safe Markdown and math (RichText), line breaks kept. */
export function IdeaSections({
  idea,
}: {
  idea: Pick<IdeaDetail, 'challenge' | 'approach' | 'impact'>;
}) {
  return (
    <Stack gap="xl">
      {SECTIONS.map(({ key, heading }) => (
        <section key={key} aria-labelledby={`idea-section-${key}`}>
          <Title order={2} size="h3" id={`idea-section-${key}`} mb="xs">
            {heading}
          </Title>
          {idea[key].trim() ? (
            <Text component="div" lh={1.7}>
              <RichText source={idea[key]} />
            </Text>
          ) : (
            <Text c="dimmed" fs="italic">
              Not provided.
            </Text>
          )}
        </section>
      ))}
    </Stack>
  );
}
