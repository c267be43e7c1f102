import fc from 'fast-check';

/** The parts of an OpenAPI 3.1 document the fuzzer reads. */
interface Schema { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[]; $ref?: string; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] }
interface Parameter { name: string; in: string; schema?: Schema }
interface Operation { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
export interface OpenApiDoc { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }

export interface Route { method: string; path: string; operation: Operation }
export interface FuzzRequest { method: string; url: string; body?: string; contentType?: string; auth: 'none' | 'customer' | 'operator' | 'forged' }

export const routesOf = (doc: OpenApiDoc): Route[] => Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })));

/** Hostile and boundary text: NUL, lone surrogates, escapes, huge, dates that do not exist, injections. */
const hostileText = fc.constantFrom(
  '', ' ', 'a\u0000b', '\ud800', 'x\udc00', '%00', '%', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>',
  '2026-13-45', '2026-02-30T25:61:00Z', '9999-12-31T10:00:00Z', '-1', '0', '1e309', 'NaN', 'null', '[]', '{}', '🎫', 'x'.repeat(5000),
  'GUTSCHEIN25', 'LEER0000', 'VIP-MUSEEN-2026', 'museen', 'de', 'true',
);
const text = fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
const numberish = fc.oneof(fc.integer({ min: -2, max: 40 }), fc.constantFrom(0, -1, 2 ** 31, -(2 ** 53), 1.5, 1e308, Number.MAX_SAFE_INTEGER));
const leaf = fc.oneof(text, numberish, fc.boolean(), fc.constant(null));
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(text, tie('value'), { maxKeys: 3 })),
})).value;

function resolve(doc: OpenApiDoc, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  return variant && !schema.type ? resolve(doc, variant) : schema;
}

/** A value shaped like `schema` (right type, hostile content) most of the time, anything at all otherwise. */
function valueFor(doc: OpenApiDoc, raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let shaped: fc.Arbitrary<unknown>;
  if (schema.enum?.length) shaped = fc.constantFrom(...schema.enum);
  else if (type === 'object' && schema.properties && depth < 4) {
    const entries = Object.entries(schema.properties).map(([key, property]) => [key, valueFor(doc, property, depth + 1)] as const);
    shaped = fc.record(Object.fromEntries(entries), { requiredKeys: [] });
  } else if (type === 'array' && depth < 4) shaped = fc.array(valueFor(doc, schema.items, depth + 1), { maxLength: 3 });
  else if (type === 'integer' || type === 'number') shaped = numberish;
  else if (type === 'boolean') shaped = fc.boolean();
  else if (type === 'string') shaped = text;
  else shaped = anyJson;
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

const asParam = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
/** A URL cannot carry a lone surrogate: it goes as U+FFFD (the JSON body is where lone surrogates are tried). */
const encodeSegment = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Requests for one route: path and query parameters from its document, a JSON (or form, or garbage) body. */
export function requestFor(doc: OpenApiDoc, route: Route): fc.Arbitrary<FuzzRequest> {
  const params = route.operation.parameters ?? [];
  const pathParams = params.filter((param) => param.in === 'path');
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const queryParams = params.filter((param) => param.in === 'query');
  const content = route.operation.requestBody?.content ?? {};
  const bodySchema = content['application/json']?.schema;
  const pathValues = fc.tuple(...names.map((name) => fc.oneof(
    valueFor(doc, pathParams.find((param) => param.name === name)?.schema), fc.constantFrom('1', '2', '999999', 'abc'),
  )));
  const query = fc.array(fc.tuple(fc.constantFrom(...(queryParams.length ? queryParams.map((param) => param.name) : ['q'])), valueFor(doc, queryParams[0]?.schema)), { maxLength: 3 });
  const body = route.method === 'GET' || route.method === 'DELETE'
    ? fc.constant(undefined)
    : fc.oneof(
      { weight: 6, arbitrary: valueFor(doc, bodySchema).map((value) => ({ body: JSON.stringify(value) ?? 'null', contentType: 'application/json' })) },
      { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((value) => ({ body: value, contentType: 'application/json' })) },
      { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }).map((value) => ({ body: new URLSearchParams(value as Record<string, string>).toString(), contentType: 'application/x-www-form-urlencoded' })) },
    );
  return fc.record({ pathValues, query, body, auth: fc.constantFrom('none', 'customer', 'operator', 'forged') }).map(({ pathValues: values, query: pairs, body: sent, auth }) => {
    let path = route.path;
    names.forEach((name, index) => { path = path.replace(`{${name}}`, encodeSegment(asParam(values[index]))); });
    const search = new URLSearchParams(pairs.map(([key, value]): [string, string] => [key, asParam(value)])).toString();
    return { method: route.method, url: `${path}${search ? `?${search}` : ''}`, ...(sent ?? {}), auth: auth as FuzzRequest['auth'] };
  });
}
