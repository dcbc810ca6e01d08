import { router } from '../trpc.js';

export const favoritesRouter = router({});
