import { ACADEMIC_FIELDS, type AcademicField, LIMITS } from '@thisoneforfree/contracts';
import { between, pickOne, type Random, zipf } from './random.js';
import {
  ADJECTIVES,
  CONNECTIVES,
  DETERMINERS,
  NOUNS,
  PREPOSITIONS,
  TOPICS,
  VERBS,
} from './vocabulary.js';

/**
 * Research-idea English from the vocabulary: sentences built as noun
 * phrase, verb, noun phrase and prepositional phrases, every slot drawn with
 * a Zipf-like distribution, the topic words from the idea's own fields. The
 * texts keep to SPEC §9's limits (title <= 120 characters here, each
 * section 80 to 512).
 */

const TITLE_MIN = 30;
const TITLE_MAX = 120;
const SECTION_MIN = 80;
const SECTION_MAX = LIMITS.ideaTextMax;

/** Third person singular: "improve" -> "improves", "classify" -> "classifies". */
function thirdPerson(verb: string): string {
  if (/(s|sh|ch|x|z)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export class TextGenerator {
  private readonly determiner: () => number;
  private readonly preposition: () => number;
  private readonly adjective: () => number;
  private readonly noun: () => number;
  private readonly verb: () => number;
  private readonly topic: Map<AcademicField, () => number>;
  /** Computer Science first: the fields' popularity falls off like the vocabulary's. */
  private readonly field: () => number;

  constructor(private readonly random: Random) {
    this.determiner = zipf(random, DETERMINERS.length, 1.2);
    this.preposition = zipf(random, PREPOSITIONS.length, 1.1);
    this.adjective = zipf(random, ADJECTIVES.length, 0.9);
    this.noun = zipf(random, NOUNS.length, 0.9);
    this.verb = zipf(random, VERBS.length, 0.9);
    this.topic = new Map(
      ACADEMIC_FIELDS.map((field) => [field, zipf(random, TOPICS[field].length, 0.8)]),
    );
    this.field = zipf(random, ACADEMIC_FIELDS.length, 0.7);
  }

  /** 1-3 distinct academic fields, mostly one. */
  fields(): AcademicField[] {
    const roll = this.random();
    const count = roll < 0.55 ? 1 : roll < 0.88 ? 2 : 3;
    const chosen = new Set<AcademicField>();
    while (chosen.size < count) chosen.add(ACADEMIC_FIELDS[this.field()]!);
    return [...chosen];
  }

  private topicOf(fields: readonly AcademicField[]): string {
    const field = pickOne(this.random, fields);
    return TOPICS[field][this.topic.get(field)!()]!;
  }

  private nounPhrase(fields: readonly AcademicField[], allowOf = true): string {
    const parts: string[] = [];
    if (this.random() < 0.7) parts.push(DETERMINERS[this.determiner()]!);
    if (this.random() < 0.45) parts.push(ADJECTIVES[this.adjective()]!);
    const head = this.random() < 0.45 ? this.topicOf(fields) : NOUNS[this.noun()]!;
    parts.push(head);
    if (allowOf && this.random() < 0.45) parts.push('of', this.nounPhrase(fields, false));
    return parts.join(' ');
  }

  private clause(fields: readonly AcademicField[]): string {
    const words = [
      this.nounPhrase(fields),
      this.random() < 0.2 ? `could ${VERBS[this.verb()]!}` : thirdPerson(VERBS[this.verb()]!),
      this.nounPhrase(fields),
    ];
    const phrases = this.random() < 0.6 ? 1 : this.random() < 0.5 ? 2 : 0;
    for (let i = 0; i < phrases; i += 1)
      words.push(PREPOSITIONS[this.preposition()]!, this.nounPhrase(fields, false));
    return words.join(' ');
  }

  /** One sentence: a clause, sometimes two joined by a connective. */
  sentence(fields: readonly AcademicField[]): string {
    let text = this.clause(fields);
    if (this.random() < 0.3)
      text += `, ${pickOne(this.random, CONNECTIVES)} ${this.clause(fields)}`;
    return `${capitalise(text)}.`;
  }

  /** Sentences up to a length drawn from [min, max]; always within [min, max]. */
  paragraph(fields: readonly AcademicField[], min: number, max: number): string {
    const target = between(this.random, min, max);
    let text = '';
    for (let guard = 0; guard < 50; guard += 1) {
      const next = this.sentence(fields);
      const joined = text === '' ? next : `${text} ${next}`;
      if (joined.length > max) {
        if (text.length >= min) break;
        continue; // too long a sentence for what is left: draw another
      }
      text = joined;
      if (text.length >= target) break;
    }
    return text.length >= min ? text : this.paragraph(fields, min, max);
  }

  title(fields: readonly AcademicField[]): string {
    for (;;) {
      const roll = this.random();
      const a = this.topicOf(fields);
      const b = this.nounPhrase(fields, false);
      const text =
        roll < 0.25
          ? `Can ${a} ${VERBS[this.verb()]!} ${b}?`
          : roll < 0.5
            ? `${capitalise(ADJECTIVES[this.adjective()]!)} ${a} for ${b}`
            : roll < 0.7
              ? `How ${a} ${thirdPerson(VERBS[this.verb()]!)} ${b}`
              : roll < 0.85
                ? `Using ${a} to ${VERBS[this.verb()]!} ${b}`
                : `${capitalise(a)} and ${b}: a ${NOUNS[this.noun()]!} ${PREPOSITIONS[this.preposition()]!} ${this.topicOf(fields)}`;
      if (text.length >= TITLE_MIN && text.length <= TITLE_MAX) return text;
    }
  }

  /** Title, challenge, approach and impact of an idea in `fields`. */
  idea(fields: readonly AcademicField[]) {
    return {
      title: this.title(fields),
      challenge: this.paragraph(fields, SECTION_MIN, SECTION_MAX),
      approach: this.paragraph(fields, SECTION_MIN, SECTION_MAX),
      impact: this.paragraph(fields, SECTION_MIN, SECTION_MAX),
    };
  }

  /** A comment of one to four sentences (SPEC: 1 to 1000 characters). */
  comment(fields: readonly AcademicField[]): string {
    const openers = [
      'Interesting idea.',
      'Have you looked at related work on this?',
      'I tried something similar last year.',
      'Nice framing.',
      'Not sure this scales.',
      '',
    ];
    const opener = pickOne(this.random, openers);
    return this.random() < 0.5 && opener !== ''
      ? `${opener} ${this.paragraph(fields, 20, 400)}`
      : this.paragraph(fields, 20, 600);
  }
}
