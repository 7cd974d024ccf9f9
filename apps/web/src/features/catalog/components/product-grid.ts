import { DESKTOP_GRID_COLUMNS } from '@shop/domain';

/** Tailwind must see whole class names, so the spec's desktop column count picks its class from here. */
const DESKTOP_COLUMNS_CLASS = { 3: 'desktop:grid-cols-3' } as const satisfies Record<
  typeof DESKTOP_GRID_COLUMNS,
  string
>;

/** The product grid of collection and vehicle pages: one column, two from md, the spec's count on desktop. */
export const PRODUCT_GRID_CLASS = `grid grid-cols-1 gap-5 md:grid-cols-2 ${DESKTOP_COLUMNS_CLASS[DESKTOP_GRID_COLUMNS]} lg:gap-6`;
