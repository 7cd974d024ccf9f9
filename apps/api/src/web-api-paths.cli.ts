/**
 * `npm run api:types`: writes the web's typed description of the API (apps/web/src/lib/api-paths.ts) from the route
 * tables' OpenAPI document (decision 085). Run it after changing a route table; web-api-paths.test.ts fails until
 * the file matches.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTE_TABLES } from './route-tables.js';
import { buildOpenApiDocument } from './modules/openapi/openapi.js';
import { domainBodySchemas, WEB_API_PATHS_FILE, webApiPathsSource } from './modules/openapi/web-api-paths.js';

const text = webApiPathsSource(
  buildOpenApiDocument(ROUTE_TABLES) as Parameters<typeof webApiPathsSource>[0],
  domainBodySchemas(ROUTE_TABLES),
);
writeFileSync(fileURLToPath(new URL(`../../../${WEB_API_PATHS_FILE}`, import.meta.url)), text);
console.log(`wrote ${WEB_API_PATHS_FILE}`);
