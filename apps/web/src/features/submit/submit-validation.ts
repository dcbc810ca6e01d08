import { schemaResolver } from '@mantine/form';
import { type AcademicField, ideaInput, type IdeaInput } from '@thisoneforfree/contracts';
import { type CitationDraft, toCitationInputs } from '../citations/citation-rules';

export interface IdeaFormValues {
  title: string;
  challenge: string;
  approach: string;
  impact: string;
  fields: AcademicField[];
  citations: CitationDraft[];
}

export type IdeaFormErrors = Partial<Record<keyof IdeaFormValues, string>>;

export const EMPTY_IDEA_VALUES: IdeaFormValues = {
  title: '',
  challenge: '',
  approach: '',
  impact: '',
  fields: [],
  citations: [],
};

export const IDEA_TEXT_FIELDS = ['title', 'challenge', 'approach', 'impact'] as const;
export type IdeaTextField = (typeof IDEA_TEXT_FIELDS)[number];

const FORM_KEYS = new Set<string>([...IDEA_TEXT_FIELDS, 'fields', 'citations']);

/** The request `ideas.create` gets. */
export function toIdeaInput(values: IdeaFormValues): IdeaInput {
  return {
    title: values.title,
    challenge: values.challenge,
    approach: values.approach,
    impact: values.impact,
    fields: values.fields,
    citations: toCitationInputs(values.citations),
  };
}

/** Issue paths (`citations.0.externalData.year`) → the form part they belong to (its first message). */
export function issuesToFormErrors(
  issues: Iterable<[path: string, message: string]>,
): IdeaFormErrors {
  const errors: IdeaFormErrors = {};
  for (const [path, message] of issues) {
    const key = path.split('.')[0] ?? '';
    if (FORM_KEYS.has(key) && !(key in errors)) errors[key as keyof IdeaFormErrors] = message;
  }
  return errors;
}

const ideaInputErrors = schemaResolver(ideaInput, { sync: true });

/**
 * The Submit Idea form's validation (Mantine `validate`): what would be sent,
 * checked with contracts' `ideaInput`, the rules the server applies.
 */
export function validateIdea(values: IdeaFormValues): IdeaFormErrors {
  const errors = Object.entries(ideaInputErrors(toIdeaInput(values)));
  return issuesToFormErrors(
    errors.flatMap(([path, message]): [string, string][] =>
      typeof message === 'string' ? [[path, message]] : [],
    ),
  );
}
