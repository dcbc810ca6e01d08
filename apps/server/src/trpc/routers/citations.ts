import { router } from '../trpc.js';

export const citationsRouter = router({});
