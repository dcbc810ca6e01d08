import { type AcademicField, ideaInput, type IdeaInput } from '@thisoneforfree/contracts';
import { type CitationDraft, toCitationInputs } from '../citations/citation-rules';

export interface IdeaFormValues {
  title: string;
  challenge: string;
  approach: string;
  impact: string;
  fields: AcademicField[];
}

export type IdeaFormErrors = Partial<Record<keyof IdeaFormValues | 'citations', string>>;

export const EMPTY_IDEA_VALUES: IdeaFormValues = {
  title: '',
  challenge: '',
  approach: '',
  impact: '',
  fields: [],
};

export const IDEA_TEXT_FIELDS = ['title', 'challenge', 'approach', 'impact'] as const;
export type IdeaTextField = (typeof IDEA_TEXT_FIELDS)[number];

const FORM_KEYS = new Set<string>([...IDEA_TEXT_FIELDS, 'fields', 'citations']);

/** The request `ideas.create` gets. */
export function toIdeaInput(
  values: IdeaFormValues,
  citations: readonly CitationDraft[],
): IdeaInput {
  return {
    title: values.title,
    challenge: values.challenge,
    approach: values.approach,
    impact: values.impact,
    fields: values.fields,
    citations: toCitationInputs(citations),
  };
}

/** Issue paths (`citations.0.externalData.year`) → the form part they belong to. */
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

/** Checks the form with the contracts' `ideaInput`: the rules the server applies. */
export function validateIdea(
  values: IdeaFormValues,
  citations: readonly CitationDraft[],
): IdeaFormErrors {
  const result = ideaInput.safeParse(toIdeaInput(values, citations));
  if (result.success) return {};
  return issuesToFormErrors(
    result.error.issues.map((issue): [string, string] => [issue.path.join('.'), issue.message]),
  );
}
