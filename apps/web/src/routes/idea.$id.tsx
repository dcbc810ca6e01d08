import { createFileRoute } from '@tanstack/react-router';
import { IdeaDetailPage } from '../features/idea/IdeaDetailPage';

/** `/idea/{id}`: the idea detail screen (features/idea); a non-numeric id shows "Idea not found". */
export const Route = createFileRoute('/idea/$id')({ component: IdeaDetailPage });
