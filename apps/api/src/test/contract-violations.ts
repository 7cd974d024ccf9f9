/**
 * The answers of this test file that broke the OpenAPI document (test/contract.ts records them). A module of
 * its own, importing nothing, so that the setup file that reads it loads none of the app before a test file's
 * vi.mock calls apply.
 */
const violations: string[] = [];

export const recordContractViolation = (violation: string): void => {
  violations.push(violation);
};

/** The violations seen since the last call (contract-setup.ts fails the test that saw any). */
export const takeContractViolations = (): string[] => violations.splice(0);
