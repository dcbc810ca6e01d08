/**
 * Citations benchmark: parse a generated 5,000-entry BibTeX file, and format
 * 5,000 records in each style. Prints numbers; never passes or fails.
 *   pnpm -F @thisoneforfree/bench citations
 */
import {
  CITATION_STYLES,
  formatCitation,
  parseCitations,
  type ParsedCitation,
} from '@thisoneforfree/citations';

const ENTRIES = 5000;

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
  abstract = {${'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. '.repeat(6)}},
}
`);
  }
  return parts.join('\n');
}

/** Wall-clock and CPU milliseconds: on a busy shared machine the CPU time is the steadier number. */
function time<T>(run: () => T): [T, number, number] {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(cpu);
  return [result, performance.now() - start, (used.user + used.system) / 1000];
}

const text = generateBibtex(ENTRIES);
// Warm up the readers and every style once (style files are read on first use).
const warm = parseCitations(generateBibtex(10)).citations;
for (const style of CITATION_STYLES) formatCitation(warm[0] as ParsedCitation, style);

const [parsed, parseMs, parseCpu] = time(() => parseCitations(text));
console.log(
  `parse ${ENTRIES} BibTeX entries with LaTeX (${(text.length / 1e6).toFixed(1)} MB):` +
    ` ${parseMs.toFixed(0)} ms wall, ${parseCpu.toFixed(0)} ms CPU (${parsed.citations.length} records)`,
);
// The same entries as a Unicode export (Zotero, Better BibTeX): no LaTeX commands.
const unicode = text
  .replace(/M\{\\"u\}ller, J\{\\"o\}rg/g, 'Müller, Jörg')
  .replace(/\{\\'E\}cole with \{\\textit\{E\. coli\}\}/g, 'École with E. coli');
const [plain, plainMs, plainCpu] = time(() => parseCitations(unicode));
console.log(
  `parse ${ENTRIES} BibTeX entries in Unicode (${(unicode.length / 1e6).toFixed(1)} MB):` +
    ` ${plainMs.toFixed(0)} ms wall, ${plainCpu.toFixed(0)} ms CPU (${plain.citations.length} records)`,
);

for (const style of CITATION_STYLES) {
  const [, ms, cpu] = time(() => {
    for (const record of parsed.citations) formatCitation(record, style);
  });
  console.log(
    `format ${parsed.citations.length} records as ${style.padEnd(7)}: ${ms.toFixed(0).padStart(5)} ms wall,` +
      ` ${cpu.toFixed(0).padStart(5)} ms CPU (${((cpu * 1000) / parsed.citations.length).toFixed(0)} µs each)`,
  );
}
