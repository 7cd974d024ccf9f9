/**
 * The web's typed description of the API (decision 085): for each operation under /api of the OpenAPI document
 * (itself written from the route tables), its method and path template as one key, `'GET /api/product/{key}'`,
 * the types of its path and query parameters, and the components of its JSON body and answer. `npm run api:types`
 * writes it to apps/web/src/lib/api-paths.ts (types only: nothing of it reaches the web's JS); the web's client
 * takes these keys instead of free strings, so a path or method the API does not have fails `tsc`, and
 * web-api-paths.test.ts fails while the file is stale.
 */
import type { JsonSchema } from '../../lib/route-table.js';

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

export const WEB_API_PATHS_FILE = 'apps/web/src/lib/api-paths.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const literal = (value: unknown): string =>
  typeof value === 'string' ? `'${value}'` : JSON.stringify(value);

/** The TypeScript type of a value the client sends for a parameter of this JSON schema (zod's input). */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'string';
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  if ('const' in schema) return literal(schema.const);
  const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(members)) return [...new Set(members.map(typeOf))].join(' | ');
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
      return 'string';
    default:
      return 'string | number | boolean';
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

/** The text of apps/web/src/lib/api-paths.ts for the document (its operations under /api, sorted). */
export function webApiPathsSource(document: Document): string {
  const entries = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => [`${m.toUpperCase()} ${path}`, item[m]!] as const),
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    '/**',
    ' * The API operations the web calls, by `METHOD /path/{param}`: the types of their path and query parameters and',
    " * the components (OpenAPI's components.schemas) of their JSON body and answer. Generated from the API's route",
    ' * tables by `npm run api:types` (apps/api/src/modules/openapi/web-api-paths.ts, decision 085): do not edit.',
    ' */',
    'export type ApiOperations = {',
    ...entries.map(([key, operation]) => `  '${key}': ${operationType(operation)};`),
    '};',
    '',
  ].join('\n');
}
