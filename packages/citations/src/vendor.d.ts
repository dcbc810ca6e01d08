// citation-js and citeproc ship no TypeScript types; these cover what this package uses.
declare module '@citation-js/core' {
  export const plugins: {
    input: {
      chain(input: unknown, options: { forceType?: string; generateGraph?: boolean }): unknown[];
      /** One parsing step, without the chain's copying and cleaning. */
      data(input: unknown, type: string): unknown;
      util: {
        /**
         * citation-js's CSL-JSON corrector: names written as strings parsed,
         * dates of digit strings made numbers, a list where one value belongs
         * cut to its first, Crossref's type names mapped, wrong fields dropped.
         */
        clean(items: object[], bestGuessConversions?: boolean): object[];
      };
    };
    output: {
      format(name: string, data: unknown[], options?: Record<string, unknown>): unknown;
    };
    config: {
      get(name: string): unknown;
    };
  };
  export const util: {
    /** CSL-JSON 1.0.2 to what citeproc-js reads ("software" as "book", "event-title" as "event"). */
    downgradeCsl<T>(item: T): T;
  };
  export class Cite {
    constructor(data: unknown, options?: { forceType?: string; generateGraph?: boolean });
    format(format: string, options?: Record<string, unknown>): string;
    /** The items read, as CSL-JSON. */
    data: unknown[];
  }
}
declare module '@citation-js/plugin-csl';
