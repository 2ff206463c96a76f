/**
 * Requests made from the API's own OpenAPI document: for each operation, a path with good, unknown
 * or malformed ids, query parameters and a JSON body that are right, wrong in type, missing, padded
 * with unknown fields, huge, or holding ill-formed text (NUL, lone surrogates). Deterministic for a
 * seed, so that a failure can be sent again.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  $ref?: string;
}

interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Endpoint {
  method: string;
  template: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  /** The path template, for grouping what went wrong. */
  template: string;
  path: string;
  body?: string;
}

/** A small seeded generator (mulberry32): the same seed makes the same requests. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)]! };
}
export type Random = ReturnType<typeof seeded>;

export function endpointsOf(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.["application/json"]?.schema,
    })),
  );
}

const illFormed = ["a\u0000b", "\ud800", "x\udc00y", "\u202e\u0000", "%00", "../../etc/passwd", "<script>alert(1)</script>", "' or 1=1 --", "😀".repeat(50)];
const strangeIds = ["NaN", "0", "-1", "null", "undefined", "not-a-uuid", "00000000-0000-0000-0000-000000000000", "%2e%2e", "x".repeat(300), "1e309", "ffffffff-ffff-ffff-ffff-ffffffffffff"];

/** encodeURIComponent, which throws on a lone surrogate: sent then as the bytes a careless client would send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.toWellFormed())}%ED%A0%80`;
  }
}

function resolve(schema: JsonSchema | undefined, document: OpenApiDocument): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(document.components?.schemas?.[schema.$ref.split("/").pop()!], document);
  return schema;
}

const typesOf = (schema: JsonSchema): string[] => [
  ...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []),
  ...(schema.anyOf ?? []).flatMap(typesOf),
  ...(schema.oneOf ?? []).flatMap(typesOf),
];

/** A value of the schema's kind: often right, sometimes at or past its limits. */
function valueFor(schema: JsonSchema, random: Random, document: OpenApiDocument, depth = 0): unknown {
  const resolved = resolve(schema, document);
  if (resolved.enum?.length) return random.pick(resolved.enum);
  const variants = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])];
  if (variants.length) return valueFor(random.pick(variants), random, document, depth);
  const type = random.pick(typesOf(resolved).length ? typesOf(resolved) : ["string"]);
  switch (type) {
    case "string":
      if (resolved.format === "uuid") return crypto.randomUUID();
      if (resolved.format === "date-time") return new Date(Date.now() + random.int(30) * 86_400_000).toISOString();
      if (resolved.format === "email") return `fuzz${random.int(1e6)}@example.com`;
      return random.pick(["Fuzzed text", "", " ", "a".repeat(Math.min(resolved.maxLength ?? 50, 5_000)), "/about", "https://example.com/x", "sky-600", "2030-01-07"]);
    case "integer":
    case "number":
      return random.pick([0, 1, -1, resolved.minimum ?? 0, resolved.maximum ?? 100, 2 ** 31, 1.5]);
    case "boolean":
      return random.next() < 0.5;
    case "null":
      return null;
    case "array":
      return depth > 3 ? [] : Array.from({ length: random.int(4) }, () => valueFor(resolved.items ?? {}, random, document, depth + 1));
    case "object":
      return depth > 3 ? {} : objectFor(resolved, random, document, depth + 1, 0.7);
    default:
      return "x";
  }
}

function objectFor(schema: JsonSchema, random: Random, document: OpenApiDocument, depth: number, keep: number): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([name]) => required.has(name) || random.next() < keep)
      .map(([name, property]) => [name, valueFor(property, random, document, depth)]),
  );
}

/** A value no schema of the field's kind accepts, or text no field may hold. */
function wrongValue(random: Random): unknown {
  return random.pick<unknown>([12345, -0.5, true, null, [], {}, ["a", 1], { nested: { deep: [1] } }, "x".repeat(200_000), ...illFormed]);
}

/** The body of a request: mostly a near-valid object with one thing wrong, sometimes not JSON at all. */
function bodyFor(schema: JsonSchema | undefined, random: Random, document: OpenApiDocument): string | undefined {
  const resolved = resolve(schema, document);
  const roll = random.next();
  if (roll < 0.05) return '{"unfinished": ';
  if (roll < 0.08) return JSON.stringify(random.pick([[1, 2], "text", 42, null]));
  if (roll < 0.1) return JSON.stringify({ padding: "x".repeat(1_200_000) });
  const body = objectFor(resolved, random, document, 0, 0.8);
  const fields = Object.keys(resolved.properties ?? {});
  const mutation = random.int(5);
  if (mutation === 0 && fields.length) body[random.pick(fields)] = wrongValue(random);
  if (mutation === 1 && fields.length) delete body[random.pick(fields)];
  if (mutation === 2) body[random.pick(["sneaky", "__proto__", "organization_id", "id", "role"])] = random.pick<unknown>(["admin", crypto.randomUUID(), { polluted: true }]);
  if (mutation === 3 && fields.length) body[random.pick(fields)] = random.pick(illFormed);
  // JSON.stringify writes a lone surrogate as an escape (\ud800): the server sees ill-formed text.
  return JSON.stringify(body);
}

/** One request to `endpoint`, with `ids` the real ids a path may name (the caller's organization's and another's). */
export function requestFor(endpoint: Endpoint, random: Random, document: OpenApiDocument, ids: { organization: string; known: string[] }): FuzzRequest {
  const path = endpoint.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === "orgId") return random.next() < 0.8 ? ids.organization : random.pick(strangeIds);
    const roll = random.next();
    if (roll < 0.3 && ids.known.length) return random.pick(ids.known);
    if (roll < 0.5) return crypto.randomUUID();
    return encode(random.pick([...strangeIds, ...illFormed]));
  });
  const query = endpoint.parameters
    .filter((parameter) => parameter.in === "query" && (parameter.required || random.next() < 0.5))
    .map((parameter) => {
      const value = random.next() < 0.7 ? valueFor(parameter.schema ?? {}, random, document) : wrongValue(random);
      const text = typeof value === "string" ? value : JSON.stringify(value);
      return `${encode(parameter.name)}=${encode(text.slice(0, 20_000))}`;
    });
  if (random.next() < 0.1) query.push(`${random.pick(["unknown", "q", "page", "limit", "cursor"])}=${encode(String(wrongValue(random)).slice(0, 5_000))}`);
  const sendsBody = endpoint.body !== undefined || (!["GET", "HEAD"].includes(endpoint.method) && random.next() < 0.3);
  return { method: endpoint.method, template: endpoint.template, path: query.length ? `${path}?${query.join("&")}` : path, body: sendsBody ? bodyFor(endpoint.body, random, document) : undefined };
}
