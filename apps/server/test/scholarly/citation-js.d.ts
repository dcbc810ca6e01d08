// citation-js ships no TypeScript types; these cover what the tests use.
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown, options?: { forceType?: string });
    /** The items read, as CSL-JSON. */
    data: Record<string, unknown>[];
  }
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-enw';
