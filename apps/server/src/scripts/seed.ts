import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { seedLibrary } from './seed-library.js';

/**
 * Fills a library for trying the app or measuring it:
 *   npm run seed -- --dishes 10000 --meals 2000 --email cook@example.com --password hearth-password
 * Meals are spread over two years centred on today. Uses DATABASE_URL like the server and
 * creates the user when the e-mail is new.
 */
const { values } = parseArgs({
  options: {
    dishes: { type: 'string', default: '200' },
    meals: { type: 'string', default: '0' },
    email: { type: 'string', default: 'cook@example.com' },
    password: { type: 'string', default: 'hearth-password' },
    seed: { type: 'string', default: '1' },
  },
});

const dishCount = Number(values.dishes);
const mealCount = Number(values.meals);
if (!Number.isInteger(dishCount) || dishCount < 0) throw new Error('--dishes must be a whole number');
if (!Number.isInteger(mealCount) || mealCount < 0) throw new Error('--meals must be a whole number');
if (mealCount > 0 && dishCount === 0) throw new Error('--meals needs --dishes to plan them with');

const app = await buildApp({ ...loadConfig(process.env), logLevel: 'warn' });
try {
  const existing = await app.db.selectFrom('users').select('id').where('email', '=', values.email.toLowerCase()).executeTakeFirst();
  const userId =
    existing?.id ??
    (await app.auth.api.signUpEmail({ body: { email: values.email, password: values.password, name: 'Seed Cook', username: 'Seed Cook' } }))
      .user.id;

  const started = performance.now();
  await seedLibrary(app.db, userId, { dishes: dishCount, meals: mealCount, seed: Number(values.seed) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${dishCount} dishes and ${mealCount} meals for ${values.email} (password: ${values.password}) in ${seconds} s.`);
} finally {
  await app.close();
}
