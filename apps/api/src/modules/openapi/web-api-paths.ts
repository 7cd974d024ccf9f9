/**
 * The web's typed description of the API (decision 085): for each operation under /api of the OpenAPI document
 * (itself written from the route tables), its method and path template as one key, `'GET /api/product/{key}'`,
 * the types of its path and query parameters, and the components of its JSON body and answer. `npm run api:types`
 * writes it to apps/web/src/lib/api-paths.ts (types only: nothing of it reaches the web's JS); the web's client
 * takes these keys instead of free strings, so a path or method the API does not have fails `tsc`, and
 * web-api-paths.test.ts fails while the file is stale. Each JSON body's type is written too (`ApiBodies`): zod's input
 * of the domain's schema the route table names, or, for a schema the API builds itself, its JSON schema as a type.
 */
import * as domain from '@shop/domain';
import { componentsOf, type JsonSchema, type RouteTable } from '../../lib/route-table.js';

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Component id -> the name the domain exports its schema under, for each body of the tables that is the domain's. */
export function domainBodySchemas(tables: readonly RouteTable[]): Record<string, string> {
  const names = new Map<unknown, string>();
  for (const [name, value] of Object.entries(domain))
    if (value !== null && typeof value === 'object' && !names.has(value)) names.set(value, name);
  const found: Record<string, string> = {};
  for (const body of componentsOf(tables).bodies) {
    const name = names.get(body.schema);
    if (name) found[body.id] = name;
  }
  return found;
}

export const WEB_API_PATHS_FILE = 'apps/web/src/lib/api-paths.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const literal = (value: unknown): string =>
  typeof value === 'string' ? `'${value}'` : JSON.stringify(value);

/**
 * The TypeScript type of a value the client sends for a parameter of this JSON schema (zod's input): a body's type
 * (schemaType) where it is a literal or a scalar, any scalar otherwise; alternatives once each.
 */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'string';
  const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(members)) return [...new Set(members.map(typeOf))].join(' | ');
  const scalar = ['integer', 'number', 'boolean', 'string'].includes(schema.type as string);
  return Array.isArray(schema.enum) || 'const' in schema || scalar
    ? schemaType(schema, '')
    : 'string | number | boolean';
}

/** A JSON schema (zod's input, as the document writes a body) as a TypeScript type. */
function schemaType(schema: JsonSchema | undefined, indent: string): string {
  if (!schema) return 'unknown';
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  if ('const' in schema) return literal(schema.const);
  const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(members)) return members.map((m) => schemaType(m, indent)).join(' | ');
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
      return 'string';
    case 'null':
      return 'null';
    case 'array':
      return `(${schemaType(schema.items as JsonSchema | undefined, indent)})[]`;
    case 'object': {
      const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
      const required = (schema.required ?? []) as string[];
      if (properties.length === 0) return 'Record<string, unknown>';
      return `{\n${properties
        .map(
          ([name, p]) =>
            `${indent}  ${propertyName(name)}${required.includes(name) ? '' : '?'}: ${schemaType(p, `${indent}  `)};`,
        )
        .join('\n')}\n${indent}}`;
    }
    default:
      return 'unknown';
  }
}

const componentOf = (content: Record<string, { schema?: JsonSchema }> | undefined): string => {
  if (!content) return 'null';
  const ref = content['application/json']?.schema?.$ref;
  if (typeof ref === 'string') return literal(ref.replace('#/components/schemas/', ''));
  if (content['multipart/form-data']) return "'FormData'";
  return literal(Object.keys(content).join(', '));
};

const propertyName = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name));

const objectType = (parameters: Parameter[], indent: string): string =>
  parameters.length === 0
    ? 'null'
    : `{\n${parameters
        .map((p) => `${indent}  ${propertyName(p.name)}${p.required ? '' : '?'}: ${typeOf(p.schema)};`)
        .join('\n')}\n${indent}}`;

function operationType(operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
  return [
    '{',
    `    path: ${objectType(
      parameters.filter((p) => p.in === 'path'),
      '    ',
    )};`,
    `    query: ${objectType(
      parameters.filter((p) => p.in === 'query'),
      '    ',
    )};`,
    `    body: ${componentOf(operation.requestBody?.content)};`,
    `    answer: ${success ? componentOf(success[1].content) : 'null'};`,
    '  }',
  ].join('\n');
}

/** The JSON bodies of the operations: each component id once, sorted. */
const bodiesOf = (operations: readonly Operation[]): string[] =>
  [
    ...new Set(
      operations.flatMap((o) => {
        const ref = o.requestBody?.content?.['application/json']?.schema?.$ref;
        return typeof ref === 'string' ? [ref.replace('#/components/schemas/', '')] : [];
      }),
    ),
  ].sort();

/**
 * The text of apps/web/src/lib/api-paths.ts for the document (its operations under /api, sorted) and the domain's
 * names of the bodies' schemas (domainBodySchemas).
 */
export function webApiPathsSource(
  document: Document,
  domainBodies: Readonly<Record<string, string>>,
): string {
  const entries = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => [`${m.toUpperCase()} ${path}`, item[m]!] as const),
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const bodies = bodiesOf(entries.map(([, operation]) => operation));
  const bodyType = (id: string): string =>
    domainBodies[id]
      ? `z.input<typeof Domain.${domainBodies[id]}>`
      : schemaType(document.components?.schemas?.[id], '  ');
  return [
    "import type * as Domain from '@shop/domain';",
    "import type { z } from 'zod';",
    '',
    '/**',
    ' * The API operations the web calls, by `METHOD /path/{param}`: the types of their path and query parameters and',
    " * the components (OpenAPI's components.schemas) of their JSON body and answer. Generated from the API's route",
    ' * tables by `npm run api:types` (apps/api/src/modules/openapi/web-api-paths.ts, decision 085): do not edit.',
    ' */',
    'export type ApiOperations = {',
    ...entries.map(([key, operation]) => `  '${key}': ${operationType(operation)};`),
    '};',
    '',
    '/** The JSON bodies of the operations, by component, as the client sends them (before defaults and transforms). */',
    'export type ApiBodies = {',
    ...bodies.map((id) => `  ${id}: ${bodyType(id)};`),
    '};',
    '',
  ].join('\n');
}
