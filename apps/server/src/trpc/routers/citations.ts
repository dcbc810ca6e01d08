import {
  citationFormatInput,
  citationParseInput,
  ideaCitationInput,
} from '@thisoneforfree/contracts';
import {
  formatExternalCitation,
  formatIdeaCitationText,
  parseCitationText,
} from '../../services/citations.js';
import { limited, publicProcedure, router } from '../trpc.js';

export const citationsRouter = router({
  /** Reading a large file is CPU work anyone could ask for, so it shares the posting limit. */
  parse: publicProcedure
    .use(limited('post'))
    .input(citationParseInput)
    .mutation(({ ctx, input }) => parseCitationText(ctx.services, input)),

  format: publicProcedure
    .input(citationFormatInput)
    .query(({ ctx, input }) => formatExternalCitation(ctx.services, input.citation, input.style)),

  formatIdea: publicProcedure
    .input(ideaCitationInput)
    .query(({ ctx, input }) =>
      formatIdeaCitationText(ctx.services, input.ideaId, input.style, input.version),
    ),
});
