import type { CardBrand } from '@shop/domain';

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  amex: 'American Express',
  discover: 'Discover',
  mastercard: 'Mastercard',
};

/** A card brand logo drawn inline (no network): Visa, American Express, Discover, Mastercard. */
export function CardBrandLogo({ brand, className = 'h-6 w-10' }: { brand: CardBrand; className?: string }) {
  const name = CARD_BRAND_NAMES[brand];
  return (
    <svg role="img" aria-label={name} viewBox="0 0 48 30" className={className}>
      <title>{name}</title>
      {brand === 'visa' && (
        <>
          <rect width="48" height="30" rx="4" fill="#1a1f71" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontStyle="italic"
            fontWeight="900"
            fontSize="13"
            fill="#fff"
          >
            VISA
          </text>
          <rect x="6" y="23" width="36" height="2" fill="#f7b600" />
        </>
      )}
      {brand === 'amex' && (
        <>
          <rect width="48" height="30" rx="4" fill="#2e77bc" />
          <text
            x="24"
            y="13.5"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="900"
            fontSize="8"
            fill="#fff"
          >
            AMERICAN
          </text>
          <text
            x="24"
            y="23"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="900"
            fontSize="8"
            fill="#fff"
          >
            EXPRESS
          </text>
        </>
      )}
      {brand === 'discover' && (
        <>
          <rect width="48" height="30" rx="4" fill="#fff" stroke="#d4d4d4" />
          <text x="5" y="18.5" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="7.5" fill="#231f20">
            DISC
          </text>
          <circle cx="28.5" cy="16" r="4" fill="#f48120" />
          <text x="33" y="18.5" fontFamily="Arial, sans-serif" fontWeight="800" fontSize="7.5" fill="#231f20">
            VER
          </text>
          <path d="M20 30 L48 18 L48 26 Q48 30 44 30 Z" fill="#f48120" />
        </>
      )}
      {brand === 'mastercard' && (
        <>
          <rect width="48" height="30" rx="4" fill="#252525" />
          <circle cx="19" cy="15" r="8.5" fill="#eb001b" />
          <circle cx="29" cy="15" r="8.5" fill="#f79e1b" fillOpacity="0.9" />
          <path d="M24 8.1a8.5 8.5 0 0 1 0 13.8a8.5 8.5 0 0 1 0-13.8z" fill="#ff5f00" />
        </>
      )}
    </svg>
  );
}

/** The row of accepted brands. */
export function CardBrandRow({ className = '' }: { className?: string }) {
  return (
    <div className={`flex items-center gap-1.5 ${className}`}>
      {(['visa', 'amex', 'discover', 'mastercard'] as const).map((b) => (
        <CardBrandLogo key={b} brand={b} className="h-6 w-10" />
      ))}
    </div>
  );
}
