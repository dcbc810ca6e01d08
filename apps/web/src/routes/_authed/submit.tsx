import { createFileRoute } from '@tanstack/react-router';
import { SubmitIdeaPage } from '../../features/submit/SubmitIdeaPage';

/** Submit Idea (logged-in only, through the _authed layout). */
export const Route = createFileRoute('/_authed/submit')({ component: SubmitIdeaPage });
