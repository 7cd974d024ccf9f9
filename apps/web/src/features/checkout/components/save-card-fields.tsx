import { TextField } from '../../../components/ui/text-field';
import type { BindField } from './checkout-section';

/** "Save this card" (signed-in shoppers only) and what to call it. */
export type SaveCardChoice = { checked: boolean; onChange: (checked: boolean) => void };

/**
 * The new card's nickname and, for a signed-in shopper, "Save this card": under the test provider's card fields
 * and under Stripe's Payment Element alike (decision 074).
 */
export function SaveCardFields({ bind, saveCard }: { bind: BindField; saveCard: SaveCardChoice | null }) {
  return (
    <>
      <TextField label="Card nickname" optional className="sm:col-span-2" {...bind('card_nickname')} />
      {saveCard && (
        <label className="flex items-center gap-2 text-sm font-medium text-neutral-800 sm:col-span-2">
          <input
            type="checkbox"
            checked={saveCard.checked}
            onChange={(e) => saveCard.onChange(e.target.checked)}
            className="h-4 w-4 accent-red-600"
          />
          Save this card
        </label>
      )}
    </>
  );
}
