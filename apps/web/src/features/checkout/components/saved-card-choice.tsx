import type { SavedCard } from '@shop/domain';
import { CARD_BRAND_NAMES, CardBrandLogo } from '../../../components/ui/card-brand-logo';

/** Pay with a saved card of the account, or a new card. */
export function SavedCardChoice({
  cards,
  chosen,
  onChoose,
}: {
  cards: SavedCard[];
  chosen: number | 'new';
  onChoose: (choice: number | 'new') => void;
}) {
  const option =
    'flex cursor-pointer items-center gap-3 rounded-lg border border-neutral-300 px-3 py-2.5 text-sm has-[:checked]:border-red-600 has-[:checked]:bg-red-50';
  return (
    <div role="radiogroup" aria-label="Pay with" className="grid gap-2 sm:col-span-2">
      {cards.map((card) => (
        <label key={card.id} className={option}>
          <input
            type="radio"
            name="saved_card"
            value={card.id}
            checked={chosen === card.id}
            onChange={() => onChoose(card.id)}
            className="h-4 w-4 accent-red-600"
          />
          <CardBrandLogo brand={card.card_brand} className="h-6 w-10 shrink-0" />
          <span className="flex-1">
            <span className="font-semibold text-neutral-900">
              {CARD_BRAND_NAMES[card.card_brand]} ending in {card.card_no}
            </span>
            <span className="block text-xs text-neutral-600">
              Expires {card.exp_month}/{card.exp_year}
              {card.card_nickname ? ` · ${card.card_nickname}` : ''}
              {card.is_default_card === 1 ? ' · Default' : ''}
            </span>
          </span>
        </label>
      ))}
      <label className={option}>
        <input
          type="radio"
          name="saved_card"
          value="new"
          checked={chosen === 'new'}
          onChange={() => onChoose('new')}
          className="h-4 w-4 accent-red-600"
        />
        <span className="font-semibold text-neutral-900">Use a new card</span>
      </label>
    </div>
  );
}
