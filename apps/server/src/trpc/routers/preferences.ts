import { router } from '../trpc.js';

export const preferencesRouter = router({});
