import { createFileRoute } from '@tanstack/react-router';
import { IdeaDetailPage } from '../features/idea/IdeaDetailPage';

/** Placeholder: the idea detail screen is built in features/idea. */
export const Route = createFileRoute('/idea/$id')({ component: IdeaDetailPage });
