import { createFileRoute } from '@tanstack/react-router';
import { SubmitIdeaPage } from '../../features/submit/SubmitIdeaPage';

/** Placeholder: the submit screen is built in features/submit. */
export const Route = createFileRoute('/_authed/submit')({ component: SubmitIdeaPage });
