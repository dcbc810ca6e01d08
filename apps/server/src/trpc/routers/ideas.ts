import { router } from '../trpc.js';

export const ideasRouter = router({});
