/**
 * The document passes an OpenAPI linter (Redocly's recommended rules, run in-process, no network) without an
 * error; the rules it keeps in full are raised to errors so that a route added without them fails here
 * (docs/decisions/064-openapi-contract.md).
 */
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLES } from '../../route-tables.js';
import { buildOpenApiDocument } from './openapi.js';

const RULES = {
  'operation-operationId': 'error',
  'operation-operationId-unique': 'error',
  'security-defined': 'error',
  'no-unused-components': 'error',
  'no-illogical-composition-keywords': 'error',
  'no-empty-servers': 'error',
  // The shop's own API: no licence is offered.
  'info-license': 'off',
} as const;

const lint = async (document: unknown): Promise<NormalizedProblem[]> =>
  lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config: await createConfig({ extends: ['recommended'], rules: RULES }),
  });

const listed = (problems: readonly NormalizedProblem[]): string[] =>
  problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);

describe('the OpenAPI document under Redocly', () => {
  it('has no errors', async () => {
    const problems = await lint(buildOpenApiDocument(ROUTE_TABLES));
    expect(listed(problems.filter((p) => p.severity === 'error'))).toEqual([]);
  });

  it('names an operation without security, or without an operationId, as an error', async () => {
    const document = buildOpenApiDocument(ROUTE_TABLES) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    delete document.paths['/api/menu']!.get!.security;
    delete document.paths['/api/menu']!.get!.operationId;
    const errors = (await lint(document)).filter((p) => p.severity === 'error').map((p) => p.ruleId);
    expect(errors).toEqual(expect.arrayContaining(['security-defined', 'operation-operationId']));
  });
});
