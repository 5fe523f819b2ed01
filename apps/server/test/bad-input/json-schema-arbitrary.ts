import fc from 'fast-check';

/** The JSON Schema (OpenAPI 3.0 dialect) that fastify-type-provider-zod makes of a zod schema. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** What people paste and what attackers try, plus values just inside and outside common rules. */
export const TRICKY_STRINGS = [
  '',
  ' ',
  '   \t\n',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'https://example.com/recipes/pie',
  'http://127.0.0.1:22/',
  '//evil.example/x',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "'; drop table dishes; --",
  '{"$gt": ""}',
  '__proto__',
  'constructor',
  'null',
  'true',
  '-1',
  '0',
  '1e309',
  'NaN',
  '2026-11-23',
  '2026-11-23T12:00:00.000Z',
  '2026-02-30',
  '9999-12-31T23:59:59.999Z',
  '\u0000',
  'nul\u0000byte',
  '\uD800',
  '\uFEFFbom',
  '\u202Eevil',
  '🍲🔥👩‍🍳',
  'Ω≈ç√∫˜µ≤≥÷',
  'x'.repeat(257),
  'x'.repeat(10_001),
];

export const TRICKY_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31),
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  1e308,
  5e-324,
];

/** Keys no route asks for: a server must drop or refuse them, never store or obey them. */
export const STRANGER_KEYS = [
  'id',
  'owner_id',
  'creator_id',
  'user_id',
  'hearth_id',
  'role',
  'isAdmin',
  'created_at',
  'constructor',
  'prototype',
];

const MAX_GENERATED_ITEMS = 4;
const ABSENT = Symbol('absent');

/** Text a cook may legitimately store: it must come back verbatim and never break anything. */
export const STORABLE_STRINGS = [
  'Grandma\'s "best" <b>pie</b> & co',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table dishes; --",
  'javascript:alert(1)',
  'nul\u0000byte',
  '\uD800 lone surrogate',
  '\uFEFFbom',
  '\u202Eevil',
  '🍲🔥👩‍🍳',
  'Crème brûlée, 焼き鳥, борщ',
];

/** What the test knows about the database: ids that exist, so some requests reach real rows. */
export interface Hints {
  ids: readonly number[];
  /** Narrower candidates for fields of that name, such as `dish_id`. */
  idsByField?: Record<string, readonly number[]>;
}

/**
 * A value the schema probably accepts, so requests get past validation into the code behind
 * it. JSON Schema loses zod's refinements (URLs, dates), so field names stand in for them.
 */
function plausibleValue(schema: JsonSchema, hints: Hints, key = ''): fc.Arbitrary<unknown> {
  let shaped: fc.Arbitrary<unknown>;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) shaped = fc.oneof(...alternatives.map((alternative) => plausibleValue(alternative, hints, key)));
  else if (schema.allOf?.[0]) shaped = plausibleValue(schema.allOf[0], hints, key);
  else if (schema.enum) shaped = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) shaped = fc.constant(schema.const);
  else {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string': {
        const min = Math.max(schema.minLength ?? 0, 1);
        const max = schema.maxLength ?? 200;
        if (/url/i.test(key)) shaped = fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.constant(''));
        else if (/date/i.test(key)) {
          // A few weeks around the seeded meals, so date ranges are often in order and short.
          const day = fc
            .date({ min: new Date('2026-11-01'), max: new Date('2026-12-31'), noInvalidDate: true })
            .map((date) => date.toISOString());
          // startDate and endDate are calendar dates; a meal's date may also be a timestamp.
          shaped =
            key === 'date'
              ? fc.oneof(
                  day.map((iso) => iso.slice(0, 10)),
                  day,
                )
              : day.map((iso) => iso.slice(0, 10));
        } else {
          const words = fc
            .string({ minLength: min, maxLength: Math.min(Math.max(min, 30), max) })
            .filter((text) => text.trim().length >= min);
          shaped = fc.oneof(words, fc.constantFrom(...STORABLE_STRINGS.filter((text) => text.length <= max)));
        }
        break;
      }
      case 'integer':
        shaped =
          /(^|_)id$/i.test(key) && hints.ids.length
            ? fc.constantFrom(...(hints.idsByField?.[key] ?? hints.ids))
            : fc.integer({ min: Math.ceil(schema.minimum ?? 0), max: Math.floor(Math.min(schema.maximum ?? 1000, 1000)) });
        break;
      case 'number':
        shaped = fc.double({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1000), noNaN: true, noDefaultInfinity: true });
        break;
      case 'boolean':
        shaped = fc.boolean();
        break;
      case 'array': {
        const item = schema.items ? plausibleValue(schema.items, hints, key) : fc.jsonValue();
        const minLength = Math.min(schema.minItems ?? 0, MAX_GENERATED_ITEMS);
        shaped = fc.uniqueArray(item, {
          minLength,
          maxLength: Math.max(minLength, Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS)),
          selector: (value) => JSON.stringify(value),
        });
        break;
      }
      case 'object': {
        // Optional fields half the time each: present, they are the ones that reach rare paths.
        const required = new Set(schema.required ?? []);
        const properties = Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, property]) => {
            const value = plausibleValue(property, hints, name);
            return [name, required.has(name) ? value : fc.option(value, { nil: ABSENT, freq: 2 })];
          }),
        );
        shaped = fc.record(properties).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ABSENT)));
        break;
      }
      default:
        shaped = fc.jsonValue({ maxDepth: 2 });
    }
  }
  return schema.nullable ? fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : shaped;
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 300;
  const edges = [
    min > 0 ? 'x'.repeat(min - 1) : undefined,
    'x'.repeat(Math.min(max, 20_000)),
    'x'.repeat(Math.min(max + 1, 20_001)),
  ].filter((value): value is string => value !== undefined);
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: Math.min(Math.max(min, 40), max) }), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
    { arbitrary: fc.constantFrom(...TRICKY_STRINGS), weight: 3 },
    { arbitrary: fc.constantFrom(...edges), weight: 1 },
  );
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e9;
  const max = Math.min(schema.maximum ?? 1e9, 1e15);
  const inRange = integer
    ? fc.integer({ min: Math.max(Math.ceil(min), -(2 ** 31)), max: Math.min(Math.floor(max), 2 ** 31) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { arbitrary: inRange, weight: 3 },
    { arbitrary: fc.constantFrom(...TRICKY_NUMBERS, min - 1, max + 1, min + 0.5), weight: 2 },
  );
}

/**
 * Values shaped by a schema with no regard for its rules: often tricky, sometimes just
 * outside a limit, sometimes the wrong type.
 */
export function wildValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  let shaped: fc.Arbitrary<unknown>;
  if (alternatives) shaped = fc.oneof(...alternatives.map(wildValue));
  else if (schema.allOf?.[0]) shaped = wildValue(schema.allOf[0]);
  else if (schema.enum)
    shaped = fc.oneof({ arbitrary: fc.constantFrom(...schema.enum), weight: 4 }, { arbitrary: stringValue({}), weight: 1 });
  else if (schema.const !== undefined) shaped = fc.constant(schema.const);
  else if (Array.isArray(schema.type)) shaped = fc.oneof(...schema.type.map((type) => wildValue({ ...schema, type })));
  else {
    switch (schema.type) {
      case 'string':
        shaped = stringValue(schema);
        break;
      case 'integer':
        shaped = numberValue(schema, true);
        break;
      case 'number':
        shaped = numberValue(schema, false);
        break;
      case 'boolean':
        shaped = fc.boolean();
        break;
      case 'null':
        shaped = fc.constant(null);
        break;
      case 'array': {
        const item = schema.items ? wildValue(schema.items) : fc.jsonValue();
        const over =
          schema.maxItems !== undefined && schema.maxItems < 200
            ? [fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 })]
            : [];
        shaped = fc.oneof(
          {
            arbitrary: fc.array(item, { minLength: Math.min(schema.minItems ?? 0, MAX_GENERATED_ITEMS), maxLength: MAX_GENERATED_ITEMS }),
            weight: 5,
          },
          ...over.map((arbitrary) => ({ arbitrary, weight: 1 })),
        );
        break;
      }
      case 'object': {
        const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, wildValue(property)]));
        const record = fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
        const strangers = fc.dictionary(fc.constantFrom(...STRANGER_KEYS), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 });
        shaped = fc.oneof(
          { arbitrary: record, weight: 4 },
          { arbitrary: fc.tuple(record, strangers).map(([known, unknown]) => ({ ...unknown, ...known })), weight: 1 },
        );
        break;
      }
      default:
        shaped = fc.jsonValue({ maxDepth: 2 });
    }
  }
  return schema.nullable ? fc.oneof(fc.constant(null), shaped) : shaped;
}

type Path = Array<string | number>;

function pathsOf(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  found.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], found));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], found);
  return found;
}

function replaceAt(value: unknown, path: Path, replacement: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replacement(value);
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

const REMOVE = Symbol('remove');

function withoutRemoved(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== REMOVE).map(withoutRemoved);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== REMOVE)
        .map(([key, item]) => [key, withoutRemoved(item)]),
    );
  }
  return value;
}

/** One targeted change somewhere in a value: a wrong type, a dropped key, a tricky string. */
export function mutated(value: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(value);
  const replacement = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom<unknown>(...TRICKY_STRINGS, ...TRICKY_NUMBERS, null, true, [], {}, [[[]]], { '': {} }),
    fc.constant(REMOVE),
  );
  return fc.tuple(fc.constantFrom(...paths), replacement).map(([path, next]) => {
    const changed = withoutRemoved(replaceAt(value, path, () => next));
    return changed === REMOVE ? undefined : changed;
  });
}

/**
 * Inputs for one schema: plausible values (which mostly pass and get stored), the same with
 * one targeted change, values with no regard for the rules, and any JSON at all.
 */
export function inputFor(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const plausible = plausibleValue(schema, hints);
  return fc.oneof(
    { arbitrary: plausible, weight: 4 },
    { arbitrary: plausible.chain(mutated), weight: 3 },
    { arbitrary: wildValue(schema), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
}
