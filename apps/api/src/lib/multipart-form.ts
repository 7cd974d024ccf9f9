/**
 * A multipart/form-data body with one file, read with the platform's own parser (fetch's Response.formData,
 * undici in Node) after express.raw has taken the bytes under a size limit: no parser library, no temporary
 * files. The form may hold the file field once and the named text fields at most once each; anything else is
 * refused, as a strict JSON body refuses unknown fields.
 */
import express, { type Request, type RequestHandler } from 'express';
import { AppError } from './app-error.js';

export const MULTIPART_TYPE = 'multipart/form-data';

/** Room for the boundaries, part headers and text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Takes a multipart body of at most `maxFileBytes` plus room for the rest (else 413 PAYLOAD_TOO_LARGE). */
export const rawMultipart = (maxFileBytes: number): RequestHandler =>
  express.raw({ type: MULTIPART_TYPE, limit: maxFileBytes + FORM_OVERHEAD_BYTES });

export type OneFileForm = { file: Buffer; fields: Record<string, string> };

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 'The request is not valid', [{ path, message }]);

/**
 * The file and text fields of a body rawMultipart took. 415 UNSUPPORTED_MEDIA_TYPE when the request is not
 * multipart/form-data, 400 INVALID_FORM when it does not parse, 400 VALIDATION_FAILED for a missing or repeated
 * file, a repeated or unknown field, 413 PAYLOAD_TOO_LARGE for a file over `maxFileBytes`.
 */
export async function readOneFileForm(
  req: Request,
  opts: { fileField: string; textFields: readonly string[]; maxFileBytes: number },
): Promise<OneFileForm> {
  const body: unknown = req.body;
  const type = req.get('content-type');
  // null: no body at all; false: a body of another type.
  const is = req.is(MULTIPART_TYPE);
  if (is === false) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the form as ${MULTIPART_TYPE}`);
  if (is === null || type === undefined || !Buffer.isBuffer(body) || body.length === 0)
    throw invalid(opts.fileField, 'Required');
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new AppError('INVALID_FORM', 'The form could not be read as multipart/form-data');
  }
  const names = new Set<string>();
  form.forEach((_value, name) => names.add(name));
  for (const name of names) {
    if (name !== opts.fileField && !opts.textFields.includes(name)) throw invalid(name, 'Unknown field');
    if (form.getAll(name).length > 1) throw invalid(name, 'Given more than once');
  }
  const file = form.get(opts.fileField);
  if (file === null || typeof file === 'string') throw invalid(opts.fileField, 'Send one file');
  if (file.size > opts.maxFileBytes)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${Math.floor(opts.maxFileBytes / (1024 * 1024))} MB`,
    );
  const fields: Record<string, string> = {};
  for (const name of opts.textFields) {
    const value = form.get(name);
    if (value === null) continue;
    if (typeof value !== 'string') throw invalid(name, 'Expected text, not a file');
    fields[name] = value;
  }
  return { file: Buffer.from(await file.arrayBuffer()), fields };
}
