import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type SerializerInput = { schema: unknown; method: string; url: string };

/**
 * Writes responses through fast-json-stringify compiled from each route's zod response schema
 * (the same schema OpenAPI documents): only declared properties leave the server, at a
 * fraction of the cost of running zod on every answer of a list.
 */
export function responseSerializerCompiler({ schema, method, url }: SerializerInput) {
  return compileResponseSerializer(resolveZodSchema(schema), `${method} ${url}`);
}

/**
 * For a route whose answer takes one of several forms (a list or its map form): each form
 * gets its own serializer, so no item is tried against each member of a union.
 */
export function compileResponseSerializer(schema: ZodType, route = 'resposta') {
  const [method = 'GET', url = route] = route.split(' ');
  const jsonSchema = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    unrepresentable: 'any',
  });
  const stringify = fastJson(collapseNullable(jsonSchema) as Parameters<typeof fastJson>[0]);
  return (data: unknown) => {
    try {
      return stringify(data);
    } catch (cause) {
      throw new ResponseSerializationError(method, url, { cause: cause as never });
    }
  };
}

type JsonSchema = { [keyword: string]: unknown };
const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes a nullable value as `anyOf: [X, {type: 'null'}]`, which fast-json-stringify can
 * only resolve by validating each value; `type: [X's type, 'null']` says the same and is
 * written directly.
 */
export function collapseNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(collapseNullable);
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    out[keyword] =
      keyword === 'properties' || keyword === 'definitions' || keyword === '$defs'
        ? Object.fromEntries(
            Object.entries(value as JsonSchema).map(([name, child]) => [
              name,
              collapseNullable(child),
            ]),
          )
        : collapseNullable(value);
  }
  const options = out.anyOf;
  if (Array.isArray(options) && options.length === 2 && Object.keys(out).length === 1) {
    const nullIndex = options.findIndex((option) => isSchema(option) && option.type === 'null');
    const other = options[1 - nullIndex];
    if (nullIndex >= 0 && isSchema(other) && typeof other.type === 'string') {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

function resolveZodSchema(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`Response schema is not a zod schema: ${JSON.stringify(schema)}`);
}
