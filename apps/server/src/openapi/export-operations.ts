import {
  EXPORT_FORMAT_INFO,
  EXPORT_FORMATS,
  type ExportFormat,
  MESSAGES,
  positiveId,
} from '@thisoneforfree/contracts';
import { z } from 'zod';
import type { ApiOperation } from './operations.js';

/**
 * The citation downloads of issue 14: one idea's file per format, My
 * Favorites and a researcher's ideas (operations.ts holds the rest).
 */

const e = MESSAGES.errors;

const EXAMPLE_BIBTEX = `@misc{lovelace2026bees,
  author = {Lovelace, Ada},
  title = {{Map air quality with bees}},
  publisher = {This One for Free},
  version = {2},
  year = {2026},
  month = mar,
  date = {2026-03-05},
  doi = {10.5281/this-one-for-free.12},
  url = {https://thisoneforfree.example/idea/12/v/2},
}
`;

/** What each format's example file looks like (the BibTeX one written out; the others named). */
const fileExample = (format: ExportFormat) => (format === 'bibtex' ? EXAMPLE_BIBTEX : undefined);

const formatQuery = {
  format: {
    schema: z.enum(EXPORT_FORMATS),
    description: `The file format: ${EXPORT_FORMATS.map((f) => `\`${f}\` (.${EXPORT_FORMAT_INFO[f].extension})`).join(', ')}.`,
    example: 'bibtex',
    required: true,
  },
};

const disposition = {
  'Content-Disposition': {
    description: '`attachment; filename="…"`: the file name to save it as.',
    schema: { type: 'string' as const },
  },
};

/** The success of a download in `format`, or in any format (a list's `?format=`). */
function fileSuccess(description: string, format?: ExportFormat): ApiOperation['success'] {
  const formats = format ? [format] : [...EXPORT_FORMATS];
  const [first, ...rest] = formats.map((f) => ({
    mediaType: EXPORT_FORMAT_INFO[f].mediaType,
    schema: f === 'csl-json' ? ('CslJson' as const) : ('CitationText' as const),
    example: fileExample(f),
  }));
  return {
    status: 200,
    description,
    schema: first!.schema,
    ...(first!.example === undefined ? {} : { example: first!.example }),
    mediaType: first!.mediaType,
    alternatives: rest,
    headers: disposition,
  };
}

export const EXPORT_OPERATIONS: ApiOperation[] = [
  ...EXPORT_FORMATS.map((format): ApiOperation => ({
    method: 'get',
    path: `/api/ideas/{id}/cite.${EXPORT_FORMAT_INFO[format].extension}`,
    operationId: `downloadIdeaCitation${EXPORT_FORMAT_INFO[format].label.replace(/\W/g, '')}`,
    tag: 'Ideas',
    summary: `Download the idea’s citation as ${EXPORT_FORMAT_INFO[format].label}`,
    description:
      'The citation the Cite dialog shows, as a file (`idea-12.bib`; `idea-12-v2.bib` for a version): the author, the version’s date and number, the DOI and a link to the version’s page. A withdrawn idea is still cited (its title, author and dates stay).',
    access: 'optional',
    params: {
      id: { schema: positiveId(), description: 'The idea id.', example: 12 },
    },
    query: {
      version: {
        schema: positiveId(),
        description: 'The version to cite; the latest when left out.',
        example: 2,
      },
    },
    success: fileSuccess('The citation file.', format),
    errors: {
      404: {
        description: 'No idea has this id, or it has no such version.',
        message: e.ideaNotFound,
      },
    },
  })),
  {
    method: 'get',
    path: '/api/favorites/export',
    operationId: 'exportFavorites',
    tag: 'Favorites',
    summary: 'Download my favorites as a citation file',
    description:
      'Every favorite idea that is not withdrawn, most recently added first, as BibTeX, RIS, EndNote or CSL-JSON (`favorites.bib`…). BibTeX keys that would repeat get `-2`, `-3`….',
    access: 'user',
    query: formatQuery,
    success: fileSuccess('The file.'),
    rateLimit: 'export',
  },
  {
    method: 'get',
    path: '/api/users/{id}/ideas/export',
    operationId: 'exportUserIdeas',
    tag: 'Users',
    summary: 'Download a researcher’s ideas as a citation file',
    description:
      'Their ideas that are not withdrawn, newest first, as BibTeX, RIS, EndNote or CSL-JSON (`ideas-of-user-7.bib`…).',
    access: 'optional',
    params: { id: { schema: positiveId(), description: 'The user id.', example: 7 } },
    query: formatQuery,
    success: fileSuccess('The file.'),
    errors: { 404: { description: 'No user has this id.', message: e.userNotFound } },
    rateLimit: 'export',
  },
];
