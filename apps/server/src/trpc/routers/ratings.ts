import { router } from '../trpc.js';

export const ratingsRouter = router({});
