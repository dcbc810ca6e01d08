import { createServices } from './create-services.js';
import { loadConfig } from './env.js';
import { promoteToAdmin } from './services/users.js';

const USAGE = 'Usage: npm run admin -- promote USERNAME';

/** Administrative commands against the database DATABASE_URL names. */
async function main(args: string[]): Promise<number> {
  const [command, username] = args;
  if (command !== 'promote' || !username) {
    console.error(USAGE);
    return 2;
  }
  const services = await createServices(loadConfig());
  try {
    const promoted = await promoteToAdmin(services, username);
    if (!promoted) {
      console.error(`No user named "${username}".`);
      return 1;
    }
    console.log(`${username} is now an admin.`);
    return 0;
  } finally {
    await services.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
