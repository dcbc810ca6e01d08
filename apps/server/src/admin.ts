import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { createServices } from './create-services.js';
import { loadConfig } from './env.js';
import type { Services } from './services/context.js';
import { sendDigestsNow } from './services/notifications/emails.js';
import { promoteToAdmin } from './services/users.js';

const USAGE = `Usage:
  npm run admin -- promote USERNAME   make a user an admin
  npm run admin -- send-digests       send every notification digest waiting now, not at DIGEST_HOUR_UTC`;

type Command = (services: Services, args: string[]) => Promise<number>;

const COMMANDS: Record<string, { arity: number; run: Command }> = {
  promote: {
    arity: 1,
    async run(services, [username]) {
      const promoted = await promoteToAdmin(services, username!);
      if (!promoted) {
        console.error(`No user named "${username}".`);
        return 1;
      }
      console.log(`${username} is now an admin.`);
      return 0;
    },
  },
  // The daily digest goes out by itself at DIGEST_HOUR_UTC; this sends what
  // waits for it now (after an outage of the mail server, or to check the
  // mail setup). What a digest carried is never sent again, whoever sends it.
  'send-digests': {
    arity: 0,
    async run(services) {
      const holder = `${hostname()}:${process.pid}:admin:${randomUUID()}`;
      const sent = await sendDigestsNow(services, { holder });
      console.log(`${sent} notification ${sent === 1 ? 'digest' : 'digests'} sent.`);
      return 0;
    },
  },
};

/** Administrative commands against the database DATABASE_URL names. */
async function main(args: string[]): Promise<number> {
  const [name, ...rest] = args;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command || rest.length !== command.arity || rest.some((arg) => arg === '')) {
    console.error(USAGE);
    return 2;
  }
  const services = await createServices(loadConfig());
  try {
    return await command.run(services, rest);
  } finally {
    await services.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
