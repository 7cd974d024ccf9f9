import { MARKETING_MESSAGES } from '@shop/domain';
import type { MarketingError } from '../api/marketing-api';

const VALIDATION: readonly string[] = [
  MARKETING_MESSAGES.phoneRequiredForSms,
  MARKETING_MESSAGES.smsConsentRequired,
  MARKETING_MESSAGES.emailRequiredForEmails,
  MARKETING_MESSAGES.emailConsentRequired,
  MARKETING_MESSAGES.invalidEmail,
  MARKETING_MESSAGES.invalidPhone,
  MARKETING_MESSAGES.noEmail,
];

/**
 * The footer's failure text (docs/decisions/021): a validation message of the server is shown as is; a
 * failed update of an existing profile (404 or a message about updating) reads 'Error: Failed to update
 * exisiting profile'; everything else 'Error: Failed - Please try again later'.
 */
export function footerFailureMessage(e: MarketingError): string {
  const m = e.serverMessage;
  if (m && VALIDATION.includes(m)) return m;
  if (e.status === 404 || (m !== null && /update/i.test(m))) return MARKETING_MESSAGES.footerUpdateFailed;
  return MARKETING_MESSAGES.footerSaveFailed;
}
