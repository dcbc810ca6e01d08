import { router } from '../trpc.js';

export const commentsRouter = router({});
