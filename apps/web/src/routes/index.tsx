import { createFileRoute } from '@tanstack/react-router';
import { BrowsePage } from '../features/browse/BrowsePage';

/** Placeholder: the browse screen (search params, filters) is built in features/browse. */
export const Route = createFileRoute('/')({ component: BrowsePage });
