import { DEFAULT_CITATION_FORMAT, orcidCheckDigit } from '@thisoneforfree/contracts';
import { insertUsers } from '../data/users.js';
import { isUniqueViolation } from '../db/dialect.js';
import { hashPassword } from '../lib/passwords.js';
import { DAY_MS } from '../lib/time.js';
import type { Services } from '../services/context.js';
import {
  ADMIN_ACCOUNT,
  ADMIN_PASSWORD,
  DEMO_ACCOUNT,
  DEMO_PASSWORD,
  RESEARCHER_PASSWORD,
  RESEARCHERS,
  type SeedAccount,
  SPAM_ACCOUNT,
} from './seed-data.js';

function orcidOf(account: SeedAccount): string {
  const base = account.orcidBase;
  if (!base) return '';
  const digits = `${base}${orcidCheckDigit(base)}`;
  return digits.match(/.{4}/g)!.join('-');
}

/** Per researcher, a preferred citation format, so Settings and the Cite dialog vary. */
const PREFERRED_FORMATS: Record<string, string> = {
  'david.levin': 'bibtex',
  'thomas.whitfield': 'chicago',
  'sofia.marchetti': 'mla',
  'hannah.becker': 'apa',
  'mei.tanaka': 'harvard',
};

/**
 * Inserts every account in one transaction, directly rather than through the
 * register service (which sends email and starts sessions); null when another
 * process got there first (the unique usernames let only one through).
 */
export async function insertAccounts(
  ctx: Services,
  now: number,
): Promise<Map<string, number> | null> {
  // One hash per distinct password: argon2id is deliberately slow.
  const [adminHash, demoHash, researcherHash] = await Promise.all([
    hashPassword(ADMIN_PASSWORD),
    hashPassword(DEMO_PASSWORD),
    hashPassword(RESEARCHER_PASSWORD),
  ]);
  const accounts: { account: SeedAccount; hash: string; isAdmin: boolean; daysAgo: number }[] = [
    { account: ADMIN_ACCOUNT, hash: adminHash, isAdmin: true, daysAgo: 560 },
    ...RESEARCHERS.map((account, index) => ({
      account,
      hash: researcherHash,
      isAdmin: false,
      daysAgo: 550 - index,
    })),
    { account: DEMO_ACCOUNT, hash: demoHash, isAdmin: false, daysAgo: 480 },
    { account: SPAM_ACCOUNT, hash: researcherHash, isAdmin: false, daysAgo: 300 },
  ];
  try {
    const rows = await ctx.db.transaction().execute((trx) =>
      insertUsers(
        trx,
        accounts.map(({ account, hash, isAdmin, daysAgo }) => ({
          username: account.username,
          email: account.email,
          password_hash: hash,
          name: account.name,
          institution: account.institution,
          orcid_id: orcidOf(account),
          is_admin: isAdmin ? 1 : 0,
          email_verified: 1,
          citation_format: PREFERRED_FORMATS[account.username] ?? DEFAULT_CITATION_FORMAT,
          created_at: new Date(now - daysAgo * DAY_MS).toISOString(),
        })),
      ),
    );
    return new Map(rows.map((row) => [row.username, row.id]));
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
