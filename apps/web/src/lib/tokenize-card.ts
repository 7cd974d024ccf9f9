import { testCardToken, type CardDetails } from '@shop/domain';
import { ApiError } from './api-client';

/**
 * The test provider's tokenizer (decision 074): the card is checked in the browser with the domain's
 * `checkCard` rules and only its token (brand, last 4, expiry and the test card's outcome) is sent. A card
 * the rules refuse is refused here with the message the server gave before (400 CARD_INVALID), so the
 * checkout and the account show it exactly as they did.
 */
export function tokenizeTestCard(card: CardDetails, now: Date): string {
  const made = testCardToken(card, now);
  if (!made.ok) throw new ApiError(400, { error: { code: made.code, message: made.message } });
  return made.token;
}
