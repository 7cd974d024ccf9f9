/**
 * New passwords must not be well-known ones: zxcvbn's list of 49,233 common passwords (from breach
 * corpora; includes `12345678` and `password`). The list stays on the server, so the web bundle does not
 * carry it; a refused password is a field error of 400 VALIDATION_FAILED like the length rules, so the
 * forms show it under the password field.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  ChangePasswordBodySchema,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN_BYTES,
  PasswordSchema,
  RegisterBodySchema,
  utf8Length,
} from '@shop/domain';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common; choose one that is harder to guess';

let common: ReadonlySet<string> | null = null;

/** The list is lower case; `Password` and `PASSWORD` are as easy to guess as `password`. */
export const isCommonPassword = (password: string): boolean =>
  (common ??= new Set(dictionary['passwords-common'])).has(password.toLowerCase());

/** The domain's password rules plus this one; a password the length rules refuse gets only their message. */
export const NewPasswordSchema = PasswordSchema.refine(
  (password) => {
    const bytes = utf8Length(password);
    return bytes < PASSWORD_MIN_BYTES || bytes > PASSWORD_MAX_BYTES || !isCommonPassword(password);
  },
  { message: COMMON_PASSWORD_MESSAGE },
);

export const NewAccountBodySchema = RegisterBodySchema.extend({ password: NewPasswordSchema });
export const NewPasswordBodySchema = ChangePasswordBodySchema.extend({ newPassword: NewPasswordSchema });
