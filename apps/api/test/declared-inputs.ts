import type { FastifyInstance } from 'fastify';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** What a route declares it reads, as its registered schemas publish it in the OpenAPI document. */
export type DeclaredInputs = {
  /** Query parameter names; an object parameter (`sort`) is given as `sort[id]`. */
  query: string[];
  /** Whether the route reads a JSON body. */
  jsonBody: boolean;
  /** Top-level body fields that accept text, across every variant of the body. */
  bodyStrings: string[];
};

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace('*', '{*}');

function variants(schema: JsonSchema | undefined): JsonSchema[] {
  if (!schema) return [];
  const nested = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  return [schema, ...nested.flatMap(variants)];
}

const acceptsText = (schema: JsonSchema) =>
  variants(schema).some((variant) => [variant.type].flat().includes('string'));

export function declaredInputs(
  app: FastifyInstance,
  rule: { method: string; url: string },
): DeclaredInputs {
  const document = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const operation = document.paths?.[openApiPath(rule.url)]?.[rule.method.toLowerCase()];
  if (!operation) throw new Error(`no OpenAPI operation for ${rule.method} ${rule.url}`);
  const query = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) =>
      parameter.schema?.type === 'object' ? `${parameter.name}[id]` : parameter.name,
    );
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const bodyStrings = new Set<string>();
  for (const variant of variants(body)) {
    for (const [name, property] of Object.entries(variant.properties ?? {})) {
      if (acceptsText(property)) bodyStrings.add(name);
    }
  }
  return { query, jsonBody: body !== undefined, bodyStrings: [...bodyStrings] };
}
