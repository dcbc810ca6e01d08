import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { loadConfig } from './env.js';
import { createMailer } from './services/mailer.js';
import { promoteToAdmin } from './services/users.js';

const USAGE = 'Usage: npm run admin -- promote USERNAME';

/** Administrative commands against the database DATABASE_URL names. */
async function main(args: string[]): Promise<number> {
  const [command, username] = args;
  if (command !== 'promote' || !username) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const { db, dialect } = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const promoted = await promoteToAdmin(
      { db, dialect, config, mailer: createMailer(config) },
      username,
    );
    if (!promoted) {
      console.error(`No user named "${username}".`);
      return 1;
    }
    console.log(`${username} is now an admin.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
