/** The contract check of the API suite (contract.ts) names what breaks the document, and passes what keeps it. */
import { describe, expect, it } from 'vitest';
import { contractViolation } from './contract.js';

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
const JSON_TYPE = 'application/json; charset=utf-8';

describe('contractViolation', () => {
  it('passes an answer the document describes', () => {
    expect(
      contractViolation(
        'GET',
        '/api/health',
        200,
        JSON_TYPE,
        json({ status: 'ok', time: '2026-03-01T15:00:00.000Z' }),
      ),
    ).toBeNull();
    const missing = { error: { code: 'NOT_FOUND', message: 'No such collection' } };
    expect(contractViolation('GET', '/api/collections/nope', 404, JSON_TYPE, json(missing))).toBeNull();
  });

  it('names the operation and the status the document does not give', () => {
    expect(contractViolation('GET', '/api/health', 418, JSON_TYPE, json({}))).toBe(
      'GET /api/health (requested GET /api/health) answered 418, a status the document does not give for it',
    );
  });

  it('names the operation, the status and the schema error of a body that breaks its schema', () => {
    const violation = contractViolation(
      'GET',
      '/api/collections/amps?page=2',
      404,
      JSON_TYPE,
      json({ error: 1 }),
    );
    expect(violation).toContain('GET /api/collections/{handle} (requested GET /api/collections/amps?page=2)');
    expect(violation).toContain('answered 404, its body breaks the schema: /error must be object');
  });

  it("names an error code that is not one of its answer's codes (decision 084)", () => {
    const refused = (code: string) => json({ error: { code, message: 'Refused' } });
    expect(
      contractViolation('GET', '/api/collections/amps', 404, JSON_TYPE, refused('OUT_OF_STOCK')),
    ).toContain(
      'answered 404, its body breaks the schema: /error/code must be equal to one of the allowed values',
    );
    expect(
      contractViolation('POST', '/api/cartv2', 409, JSON_TYPE, refused('CART_VERSION_CONFLICT')),
    ).toBeNull();
    expect(
      contractViolation('POST', '/api/cartv2', 409, JSON_TYPE, refused('ORDER_STATUS_CONFLICT')),
    ).toContain('/error/code must be equal to one of the allowed values');
    expect(contractViolation('POST', '/api/cartv2', 400, JSON_TYPE, refused('NO_SUCH_CODE'))).toContain(
      '/error/code must be equal to one of the allowed values',
    );
  });

  it('names a media type the document does not give, and a body that is not JSON', () => {
    expect(contractViolation('GET', '/api/health', 200, 'text/html', Buffer.from('<p>'))).toContain(
      'as text/html, documented as application/json',
    );
    expect(contractViolation('GET', '/api/health', 200, JSON_TYPE, Buffer.from('{'))).toContain(
      'with a body that is not JSON',
    );
  });

  it('prefers a literal path to a templated one, and leaves undocumented requests alone', () => {
    expect(contractViolation('GET', '/api/admin/reviews/settings', 418, JSON_TYPE, json({}))).toContain(
      'GET /api/admin/reviews/settings ',
    );
    expect(contractViolation('GET', '/no/such/page', 404, 'text/html', Buffer.from('<p>'))).toBeNull();
  });
});
