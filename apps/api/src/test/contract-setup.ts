/**
 * The API suite's setup file (vitest.config.ts): a test whose app gave an answer its OpenAPI document does not
 * describe fails, with the operation, the status and the schema error (test/contract.ts).
 */
import { afterAll, afterEach } from 'vitest';
import { takeContractViolations } from './contract-violations.js';

const failOnViolations = (): void => {
  const seen = [...new Set(takeContractViolations())];
  if (seen.length > 0)
    throw new Error(`An answer breaks the OpenAPI document:\n${seen.map((v) => `  ${v}`).join('\n')}`);
};

afterEach(failOnViolations);
afterAll(failOnViolations);
