import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { insertDish } from '../modules/dishes/dishes.repository.js';
import { fakeDish, seededRandom } from './fake-library.js';

/**
 * Fills a library for trying the app or measuring it:
 *   npm run seed -- --dishes 10000 --email cook@example.com --password hearth-password
 * Uses DATABASE_URL like the server. Creates the user when the e-mail is new.
 */
const { values } = parseArgs({
  options: {
    dishes: { type: 'string', default: '200' },
    email: { type: 'string', default: 'cook@example.com' },
    password: { type: 'string', default: 'hearth-password' },
    seed: { type: 'string', default: '1' },
  },
});

const dishCount = Number(values.dishes);
if (!Number.isInteger(dishCount) || dishCount < 0) throw new Error('--dishes must be a whole number');

const app = await buildApp({ ...loadConfig(process.env), logLevel: 'warn' });
try {
  const existing = await app.db.selectFrom('users').select('id').where('email', '=', values.email.toLowerCase()).executeTakeFirst();
  const userId =
    existing?.id ??
    (await app.auth.api.signUpEmail({ body: { email: values.email, password: values.password, name: 'Seed Cook', username: 'Seed Cook' } })).user.id;

  const random = seededRandom(Number(values.seed));
  const started = performance.now();
  // One transaction per thousand dishes: one disk sync each instead of one per dish.
  for (let first = 0; first < dishCount; first += 1000) {
    await app.db.transaction().execute(async (trx) => {
      for (let index = first; index < Math.min(first + 1000, dishCount); index += 1) {
        await insertDish(trx, userId, fakeDish(random, index));
      }
    });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${dishCount} dishes for ${values.email} (password: ${values.password}) in ${seconds} s.`);
} finally {
  await app.close();
}
