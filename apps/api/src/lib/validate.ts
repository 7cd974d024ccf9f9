import type { z } from 'zod';

/**
 * Parse a request part with a schema. A failure throws the ZodError, which the error handler turns
 * into 400 VALIDATION_FAILED with the issues as details.
 */
export const parseWith = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => schema.parse(value);

export const validateParams = <S extends z.ZodType>(schema: S, params: unknown): z.output<S> =>
  parseWith(schema, params);
export const validateQuery = <S extends z.ZodType>(schema: S, query: unknown): z.output<S> =>
  parseWith(schema, query);
export const validateBody = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> =>
  parseWith(schema, body);
