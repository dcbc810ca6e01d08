/**
 * The words that tell an organisation's name from a person's, for names
 * written without a comma ("World Health Organization", "Google Research").
 */

/**
 * Words that name an organisation and are hardly ever a surname: "World Health
 * Organization" written unbraced in BibTeX is still not a Mr Organization.
 */
const ORGANISATION_NOUNS =
  'organi[sz]ation|association|institute|university|universit[äa]t|council|committee|society|foundation|collaboration|collaborators|consortium|agency|ministry|commission|department|laborator(?:y|ies)|federation|alliance';

/** Those, and the words that hint at an organisation in a name that has no comma. */
export const ORGANISATION_WORDS = new RegExp(
  `^(?:${ORGANISATION_NOUNS}|institut|group|cent(?:er|re)|ltd\\.?|inc\\.?|corp\\.?|company|board|office|bank|project|team|network|service|services|press|research|the|of|for|and|on|&|nations|union|program(?:me)?|initiative|authority|trust|fund|world|national|international|health|government|school|college|academy|library|museum|working|panel|task|force|partnership)$`,
  'i',
);
const ORGANISATION_NOUN = new RegExp(`^(?:${ORGANISATION_NOUNS})$`, 'i');

/** Whether a name of two words or more holds a word only organisations are called. */
export function namesOrganisation(name: string): boolean {
  const words = name.split(/\s+/);
  return words.length > 1 && words.some((word) => ORGANISATION_NOUN.test(word));
}
