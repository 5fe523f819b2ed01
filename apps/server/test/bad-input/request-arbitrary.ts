import fc from 'fast-check';
import { type Hints, type JsonSchema, STRANGER_KEYS, TRICKY_STRINGS, inputFor } from './json-schema-arbitrary.js';
import type { CatalogueRoute } from './route-catalogue.js';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Ids as they arrive in a path: real ones, numbers of every shape, traversal, junk. */
const RAW_IDS = [
  '0',
  '-1',
  '01',
  '1.0',
  '1e3',
  '0x10',
  '+1',
  '%201',
  '1%00',
  '9007199254740993',
  '99999999999999999999999',
  'NaN',
  'null',
  'undefined',
  '..',
  '.',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252fetc%252fpasswd',
  '....%2F%2F....%2F%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows%5Cwin.ini',
  '1;select%201',
  '%E0%A4%A',
  '%',
];

export function idArbitrary(hints: Hints): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...hints.ids.map(String)), weight: 4 },
    { arbitrary: fc.constantFrom(...RAW_IDS), weight: 3 },
    { arbitrary: fc.integer().map(String), weight: 1 },
    { arbitrary: fc.double().map(String).map(encodeURIComponent), weight: 1 },
    { arbitrary: fc.string({ maxLength: 30 }).map(encodeURIComponent), weight: 1 },
    { arbitrary: fc.constantFrom(...TRICKY_STRINGS.slice(0, 20)).map(encodeURIComponent), weight: 1 },
  );
}

function queryText(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryText);
  if (value === null || value === undefined) return [''];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

/** Query-string endings that parsers disagree on. */
const RAW_QUERY_TAILS = [
  '',
  '&',
  '&&=',
  '&%',
  '&a=%E0%A4%A',
  '&tags[]=Soup',
  '&tags[0]=Soup',
  '&__proto__[polluted]=1',
  '&constructor[prototype][polluted]=1',
  '&tags=a&tags=b&tags=c',
  '&x=' + 'y'.repeat(5000),
];

function queryArbitrary(route: CatalogueRoute, hints: Hints): fc.Arbitrary<string> {
  const parameters = {
    type: 'object',
    properties: Object.fromEntries(route.query.map(({ name, schema }) => [name, schema])),
    required: route.query.filter((parameter) => parameter.required).map(({ name }) => name),
  };
  const known = inputFor(parameters, hints).map((value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? value : { value },
  );
  const strangers = fc.dictionary(
    fc.constantFrom(...STRANGER_KEYS, 'sort', 'order', 'limit', 'offset', 'owner'),
    fc.constantFrom(...TRICKY_STRINGS.slice(0, 25)),
    { maxKeys: 2 },
  );
  const tails = fc.oneof({ arbitrary: fc.constant(''), weight: 4 }, { arbitrary: fc.constantFrom(...RAW_QUERY_TAILS), weight: 1 });
  const extras = fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: strangers, weight: 1 });
  return fc.tuple(known, extras, tails).map(([values, extra, tail]) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...extra, ...values })) for (const text of queryText(value)) search.append(key, text);
    const text = `${search.toString()}${tail}`;
    return text ? `?${text}` : '';
  });
}

/** Bodies no schema produces: broken JSON, prototype tricks, deep nesting. */
const RAW_BODIES = [
  '',
  '{',
  '}',
  '[]',
  'null',
  '0',
  '"text"',
  '{"dishName": "Soup"}garbage',
  '\uFEFF{"dishName": "Soup"}',
  '{"__proto__": {"polluted": true}, "dishName": "Soup"}',
  '{"constructor": {"prototype": {"polluted": true}}, "dishName": "Soup"}',
  '{"dishName": "Soup", "dishName": "Stew"}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];

export function bodyArbitrary(schema: JsonSchema | undefined, hints: Hints): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: inputFor(schema ?? {}, hints).map((value) => JSON.stringify(value) ?? 'null'), weight: 8 },
    { arbitrary: fc.constantFrom(...RAW_BODIES), weight: 1 },
  );
}

/** Requests for one route: its path ids, query and body each drawn from the route's schemas. */
export function requestFor(route: CatalogueRoute, hints: Hints, headers: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const ids = fc.tuple(...route.pathParams.map(() => idArbitrary(hints)));
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body = sendsBody ? bodyArbitrary(route.body, hints).map((text) => text as string | undefined) : fc.constant(undefined);
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 1 },
  );
  return fc.tuple(ids, queryArbitrary(route, hints), body, contentType).map(([values, query, payload, type]) => {
    let path = route.path;
    route.pathParams.forEach((name, index) => {
      path = path.replace(`{${name}}`, values[index] ?? '');
    });
    return {
      method: route.method,
      url: `${path}${query}`,
      headers: { ...headers, ...(payload !== undefined ? { 'content-type': type } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    };
  });
}
