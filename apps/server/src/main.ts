import { loadConfig } from './env.js';
import { serve } from './server-process.js';

// One server process: migrates and seeds the database, then serves
// (`npm start`). cluster.ts runs several of these on one database.
const config = loadConfig();
const app = await serve(config, { databasePrepared: false });
app.log.info(`This One for Free is serving ${config.appOrigin}`);
// The JSON log is for machines; a person who ran `npm start` wants the address.
if (process.stdout.isTTY) console.log(`\n  This One for Free is ready at ${config.appOrigin}\n`);
