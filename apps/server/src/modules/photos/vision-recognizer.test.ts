import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { platePhotoJpeg } from '../../../test/pictures.js';
import { photoUpload } from '../../../test/multipart-upload.js';
import { buildTestApp, buildTestAppForFile, countRows, signUpUser } from '../../../test/test-app.js';
import { chatCompletion, JSON_SCHEMA_UNSUPPORTED, startVisionStub } from '../../../test/vision-stub.js';
import { ESTIMATED_NOTE } from './vision-answer.js';

const TIMEOUT_MS = 1000;

function answer(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    pictureKind: 'written_recipe',
    dishName: 'Garlic Butter Biscuits',
    description: 'Flaky and quick.',
    prepTimeMinutes: 10,
    cookTimeMinutes: 14.6,
    servings: 6,
    difficulty: 'easy',
    tags: ['Baking', 'Baking', 'Side'],
    ingredients: [
      { item: 'flour', quantity: 2, unit: 'cups', optional: false },
      { item: 'garlic', quantity: 3, unit: 'clove', optional: false },
      { item: 'buttermilk', quantity: 0.75, unit: 'cup', optional: false },
      { item: 'chopped tomatoes', quantity: 1, unit: 'can', optional: true },
    ],
    instructions: ['Heat the oven to 220 C.', '  ', 'Bake for 14 minutes.'],
    utensils: ['Baking sheet'],
    notes: '',
    ...overrides,
  });
}

/**
 * What OpenAI's strict mode refuses: an object that allows extra keys or leaves a property
 * out of `required`, and keywords it does not support.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function strictModeProblems(node: any, path = 'schema'): string[] {
  if (!node || typeof node !== 'object') return [];
  const problems = ['default', 'allOf', 'not', 'if', 'minLength', '$schema']
    .filter((keyword) => keyword in node)
    .map((keyword) => `${path} uses ${keyword}`);
  if (node.type === 'object') {
    if (node.additionalProperties !== false) problems.push(`${path} allows additional properties`);
    const missing = Object.keys(node.properties ?? {}).filter((key) => !node.required?.includes(key));
    if (missing.length) problems.push(`${path} does not require ${missing.join(', ')}`);
  }
  for (const [key, value] of Object.entries(node.properties ?? {})) problems.push(...strictModeProblems(value, `${path}.${key}`));
  if (node.items) problems.push(...strictModeProblems(node.items, `${path}[]`));
  return problems;
}

const vision = await startVisionStub();
afterAll(() => vision.close());
const app = await buildTestAppForFile({
  VISION_BASE_URL: vision.baseUrl,
  VISION_API_KEY: 'sk-test-key',
  VISION_MODEL: 'gpt-4o-mini',
  VISION_TIMEOUT_MS: String(TIMEOUT_MS),
  PHOTO_LIMIT_PER_MINUTE: '1000',
});
const user = await signUpUser(app);
const photo = await platePhotoJpeg(1800, 1200);

beforeEach(() => {
  vision.answerWith(() => chatCompletion(answer()));
});

async function sendPhoto() {
  return app.inject(await photoUpload(user.headers, [{ bytes: photo }]));
}

/** Sends the photo and checks the answer is a clear error that stored no picture. */
async function expectRefused(status: number, code: string, message: RegExp) {
  const before = await countRows(app, 'images');
  const response = await sendPhoto();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ code, message: expect.stringMatching(message) });
  expect(await countRows(app, 'images')).toBe(before);
}

describe('POST /api/photo-to-fork with a vision model', () => {
  it('asks the model for a strict JSON schema answer with the photo as a JPEG data URL', async () => {
    expect((await sendPhoto()).statusCode).toBe(200);
    expect(vision.requests).toHaveLength(1);
    const [request] = vision.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    const { body } = request!;
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.temperature).toBe(0);
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'dish', strict: true } });

    const schema = body.response_format.json_schema.schema;
    expect(schema.type).toBe('object');
    expect(strictModeProblems(schema)).toEqual([]);

    const parts = body.messages.at(-1).content;
    const dataUrl: string = parts.find((part: { type: string }) => part.type === 'image_url').image_url.url;
    expect(dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    const sent = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64')).metadata();
    expect(sent).toMatchObject({ format: 'jpeg', width: 1536, height: 1024 });
    expect(sent.exif).toBeUndefined();
  });

  it('fits the answer into a dish: our units, whole minutes, no repeated tags, no blank steps', async () => {
    const dish = (await sendPhoto()).json();
    expect(dish).toMatchObject({
      dishName: 'Garlic Butter Biscuits',
      prepTime: 10,
      cookTime: 15,
      servings: 6,
      difficulty: 'Easy',
      tags: ['Baking', 'Side'],
      instructions: ['Heat the oven to 220 C.', 'Bake for 14 minutes.'],
      utensils: ['Baking sheet'],
      notes: '',
    });
    expect(dish.ingredients).toEqual([
      { item: 'flour', quantity: 2, unit: 'cup', optional: false },
      { item: 'garlic', quantity: 3, unit: 'clove', optional: false },
      { item: 'buttermilk', quantity: 0.75, unit: 'cup', optional: false },
      { item: 'can chopped tomatoes', quantity: 1, unit: '', optional: true },
    ]);
  });

  it('reads each ingredient with the line parser: preparation goes to the note, a whole line to its parts', async () => {
    const ingredients = [
      { item: 'onion, finely chopped', quantity: 1, unit: '', optional: false },
      { item: '2 large eggs, beaten', quantity: null, unit: '', optional: false },
      { item: 'salt or to taste', quantity: 0.5, unit: 'teaspoon', optional: false },
    ];
    vision.answerWith(() => chatCompletion(answer({ ingredients })));
    const dish = (await sendPhoto()).json();
    expect(dish.ingredients).toEqual([
      { item: 'onion', quantity: 1, unit: '', optional: false, note: 'finely chopped' },
      { item: 'large eggs', quantity: 2, unit: '', optional: false, note: 'beaten' },
      { item: 'salt', quantity: 0.5, unit: 'tsp', optional: false, note: 'or to taste' },
    ]);
  });

  it('says in the notes that a recipe for plated food was estimated from the photo', async () => {
    vision.answerWith(() => chatCompletion(answer({ pictureKind: 'plated_food', dishName: 'Shakshuka', notes: 'Serve with bread.' })));
    const dish = (await sendPhoto()).json();
    expect(dish.dishName).toBe('Shakshuka');
    expect(dish.notes).toBe(`${ESTIMATED_NOTE} Serve with bread.`);
  });

  it('retries once with json_object when the server rejects json_schema', async () => {
    vision.answerWith((request) =>
      request.body.response_format.type === 'json_schema' ? JSON_SCHEMA_UNSUPPORTED : chatCompletion(answer()),
    );
    const response = await sendPhoto();
    expect(response.statusCode).toBe(200);
    expect(response.json().dishName).toBe('Garlic Butter Biscuits');
    expect(vision.requests.map((request) => request.body.response_format.type)).toEqual(['json_schema', 'json_object']);
    // OpenAI refuses json_object unless the messages mention JSON; the schema travels in the prompt instead.
    expect(vision.requests[1]!.body.messages[0].content).toMatch(/JSON schema:\n\{/);
  });

  it('reads an answer wrapped in a code fence, as local models write in json_object mode', async () => {
    vision.answerWith(() => chatCompletion(`\`\`\`json\n${answer()}\n\`\`\``));
    expect((await sendPhoto()).json().dishName).toBe('Garlic Butter Biscuits');
  });

  it('answers 502 when both answer formats are rejected', async () => {
    vision.answerWith(() => JSON_SCHEMA_UNSUPPORTED);
    await expectRefused(502, 'VISION_UNSUPPORTED', /neither with a JSON schema nor with JSON/);
    expect(vision.requests).toHaveLength(2);
  });

  it('answers 502 for malformed JSON', async () => {
    vision.answerWith(() => chatCompletion('{"pictureKind": "written_recipe", "dishName": "Bisc'));
    await expectRefused(502, 'VISION_BAD_ANSWER', /malformed JSON/);
  });

  it('answers 502 for JSON that is not a dish', async () => {
    vision.answerWith(() => chatCompletion('{"recipe": "biscuits"}'));
    await expectRefused(502, 'VISION_BAD_ANSWER', /malformed JSON/);
  });

  it('answers 502 for a completion that is not JSON at all', async () => {
    vision.answerWith(() => ({ status: 200, body: '<html>gateway</html>' }));
    await expectRefused(502, 'VISION_BAD_ANSWER', /malformed JSON/);
  });

  it('answers 422 with the reason when the model refuses', async () => {
    vision.answerWith(() => chatCompletion(null, "I'm sorry, I can't help with that."));
    await expectRefused(422, 'VISION_REFUSED', /declined to read this photo: I'm sorry, I can't help with that\./);
  });

  it('answers 422 when the photo shows neither food nor a recipe', async () => {
    vision.answerWith(() => chatCompletion(answer({ pictureKind: 'neither', dishName: '', ingredients: [] })));
    await expectRefused(422, 'NO_DISH_IN_PHOTO', /No dish or recipe/);
  });

  it('answers 504 when the model does not answer in time', async () => {
    vision.answerWith(() => 'hang');
    const started = Date.now();
    await expectRefused(504, 'VISION_TIMEOUT', /did not answer within 1 second\./);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 5000);
  });

  it.each([
    [401, 'VISION_AUTH_FAILED', /VISION_API_KEY/],
    [404, 'VISION_NOT_FOUND', /VISION_MODEL/],
    [429, 'VISION_BUSY', /try again/],
    [500, 'VISION_FAILED', /HTTP 500/],
  ])('answers 502 when the service answers %i', async (status, code, message) => {
    vision.answerWith(() => ({ status, body: { error: { message: 'upstream says no', type: 'server_error' } } }));
    await expectRefused(502, code, message);
  });

  it('answers 502 when the service cannot be reached', async () => {
    const stub = await startVisionStub();
    await stub.close();
    const unreachable = await buildTestApp({ VISION_BASE_URL: stub.baseUrl, PHOTO_LIMIT_PER_MINUTE: '1000' });
    try {
      const cook = await signUpUser(unreachable);
      const response = await unreachable.inject(await photoUpload(cook.headers, [{ bytes: photo }]));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 'VISION_UNREACHABLE', message: expect.stringMatching(/could not be reached/) });
      expect(await countRows(unreachable, 'images')).toBe(0);
    } finally {
      await unreachable.close();
    }
  });
});
