/**
 * Citations benchmark: parse generated files of 5,000 records (BibTeX with
 * LaTeX in every title and author, the same as a Unicode export, RIS,
 * EndNote and CSL-JSON), and format 5,000 records in each style and as one
 * CSL-JSON array. Prints numbers; never passes or fails.
 *   pnpm -F @thisoneforfree/bench citations [-- --parse-only]
 *
 * "cold" is the first parse in a fresh process (the median of a few
 * processes), as a server's worker meets its first file; "warm" is a parse
 * after the readers have run once.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CITATION_STYLES,
  formatCitation,
  parseCitations,
  toCslJson,
  type ParsedCitation,
} from '@thisoneforfree/citations';

const ENTRIES = 5000;
const COLD_RUNS = 5;

const ABSTRACT =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. '.repeat(6);

function generateBibtex(count: number): string {
  const parts: string[] = [
    '% Generated for the benchmark\n@string{jcis = "Journal of Chemical Information"}\n',
  ];
  for (let i = 0; i < count; i++) {
    parts.push(`@article{key${i},
  author = {M{\\"u}ller, J{\\"o}rg and Smith, Jane A. and van der Berg, Piet and {World Health Organization}},
  title = {A study of {DNA} repair number ${i} in the {\\'E}cole with {\\textit{E. coli}} and other words},
  journal = jcis # " Science",
  year = {${1950 + (i % 70)}},
  month = feb,
  volume = {${i % 90}},
  pages = {${i}--${i + 10}},
  doi = {10.1000/bench.${i}},
  url = {https://example.org/papers/${i}},
  keywords = {benchmark, bibtex, parsing},
  abstract = {${ABSTRACT}},
}
`);
  }
  return parts.join('\n');
}

function generateRis(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(`TY  - JOUR
AU  - Müller, Jörg
AU  - Smith, Jane A.
AU  - van der Berg, Piet
AU  - World Health Organization
TI  - A study of DNA repair number ${i} in the École with E. coli and other words
JO  - Journal of Chemical Information Science
PY  - ${1950 + (i % 70)}
VL  - ${i % 90}
SP  - ${i}
EP  - ${i + 10}
DO  - 10.1000/bench.${i}
UR  - https://example.org/papers/${i}
KW  - benchmark
AB  - ${ABSTRACT}
ER  - 
`);
  }
  return parts.join('\n');
}

function generateEndnote(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(`%0 Journal Article
%A Müller, Jörg
%A Smith, Jane A.
%A van der Berg, Piet
%A World Health Organization,
%T A study of DNA repair number ${i} in the École with E. coli and other words
%J Journal of Chemical Information Science
%D ${1950 + (i % 70)}
%V ${i % 90}
%P ${i}-${i + 10}
%R 10.1000/bench.${i}
%U https://example.org/papers/${i}
%K benchmark
%X ${ABSTRACT}
`);
  }
  return parts.join('\n');
}

/** Items as Zotero's CSL JSON export writes them, with the fields the records leave out. */
function generateCslJson(count: number): string {
  const items = Array.from({ length: count }, (_, i) => ({
    id: `http://zotero.org/users/1/items/ITEM${i}`,
    type: 'article-journal',
    title: `A study of DNA repair number ${i} in the École with <i>E. coli</i> and other words`,
    'container-title': 'Journal of Chemical Information Science',
    volume: String(i % 90),
    page: `${i}-${i + 10}`,
    abstract: ABSTRACT,
    DOI: `10.1000/bench.${i}`,
    URL: `https://example.org/papers/${i}`,
    author: [
      { family: 'Müller', given: 'Jörg' },
      { family: 'Smith', given: 'Jane A.' },
      { family: 'Berg', given: 'Piet', 'non-dropping-particle': 'van der' },
      { literal: 'World Health Organization' },
    ],
    issued: { 'date-parts': [[1950 + (i % 70), 2]] },
  }));
  return JSON.stringify(items, null, 2);
}

const INPUTS = {
  'BibTeX with LaTeX': () => generateBibtex(ENTRIES),
  // The same entries as a Unicode export (Zotero, Better BibTeX): no LaTeX commands.
  'BibTeX in Unicode': () =>
    generateBibtex(ENTRIES)
      .replace(/M\{\\"u\}ller, J\{\\"o\}rg/g, 'Müller, Jörg')
      .replace(/\{\\'E\}cole with \{\\textit\{E\. coli\}\}/g, 'École with E. coli'),
  RIS: () => generateRis(ENTRIES),
  EndNote: () => generateEndnote(ENTRIES),
  'CSL-JSON': () => generateCslJson(ENTRIES),
} as const;
type InputName = keyof typeof INPUTS;

/** Wall-clock and CPU milliseconds: on a busy shared machine the CPU time is the steadier number. */
function time<T>(run: () => T): [T, number, number] {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(cpu);
  return [result, performance.now() - start, (used.user + used.system) / 1000];
}

/**
 * CPU milliseconds of the main thread alone (Linux), without the compiler and
 * garbage collector threads: on a shared machine, closest to the wall time an
 * idle one would show.
 */
function threadMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

const coldFlag = process.argv.indexOf('--cold');
if (coldFlag !== -1) {
  // A child process: one cold parse, its numbers on stdout as JSON.
  const text = INPUTS[process.argv[coldFlag + 1] as InputName]();
  const thread = threadMs();
  const [, ms, cpu] = time(() => parseCitations(text));
  console.log(JSON.stringify({ ms, cpu, thread: threadMs() - thread }));
  process.exit(0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

interface Run {
  ms: number;
  cpu: number;
  thread: number;
}

/** The first parse in fresh processes: the median of a few (and the fastest wall time). */
function coldParse(name: InputName): Run & { fastest: number } {
  const runs = Array.from({ length: COLD_RUNS }, () => {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--cold', name],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(`cold run failed: ${child.stderr}`);
    return JSON.parse(child.stdout) as Run;
  });
  return {
    ms: median(runs.map((run) => run.ms)),
    fastest: Math.min(...runs.map((run) => run.ms)),
    cpu: median(runs.map((run) => run.cpu)),
    thread: median(runs.map((run) => run.thread)),
  };
}

const numbers = ({ ms, cpu, thread }: Run) =>
  `${ms.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU` +
  (Number.isNaN(thread) ? '' : ` (${thread.toFixed(0)} ms main thread)`);

// Warm up every style once (style files are read on first use).
const sample = parseCitations(generateBibtex(10)).citations[0] as ParsedCitation;
for (const style of CITATION_STYLES) formatCitation(sample, style);

let parsed: ParsedCitation[] = [];
for (const name of Object.keys(INPUTS) as InputName[]) {
  const text = INPUTS[name]();
  const cold = coldParse(name);
  parseCitations(text); // the first parse in this process; the next one is warm
  const thread = threadMs();
  const [result, ms, cpu] = time(() => parseCitations(text));
  const warm = { ms, cpu, thread: threadMs() - thread };
  if (name === 'BibTeX with LaTeX') parsed = result.citations;
  console.log(
    `parse ${ENTRIES} ${name} (${(text.length / 1e6).toFixed(1)} MB, ${result.citations.length} records):\n` +
      `  cold ${numbers(cold)}, fastest ${cold.fastest.toFixed(0)} ms wall\n` +
      `  warm ${numbers(warm)}`,
  );
}

if (!process.argv.includes('--parse-only')) {
  const [json, ms, cpu] = time(() => toCslJson(parsed));
  console.log(
    `write ${parsed.length} records as one CSL-JSON array (${(json.length / 1e6).toFixed(1)} MB): ` +
      `${ms.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU`,
  );
}

for (const style of process.argv.includes('--parse-only') ? [] : CITATION_STYLES) {
  const [, ms, cpu] = time(() => {
    for (const record of parsed) formatCitation(record, style);
  });
  console.log(
    `format ${parsed.length} records as ${style.padEnd(7)}: ${ms.toFixed(0).padStart(5)} ms wall,` +
      ` ${cpu.toFixed(0).padStart(5)} ms CPU (${((cpu * 1000) / parsed.length).toFixed(0)} µs each)`,
  );
}
