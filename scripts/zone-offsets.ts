/**
 * Writes packages/domain/src/dates/shop-zone-offsets.ts: the shop's time zone's UTC offsets for 2010-2039,
 * read through Intl (decision 026, second addendum). `npm run zone:offsets` after a Node/ICU update that
 * changes the zone's rules; the domain's test fails until then.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  SHOP_ZONE_OFFSET_YEARS,
  shopZoneOffsetsSource,
} from '../packages/domain/src/dates/shop-zone-offsets-source.js';

const target = fileURLToPath(new URL('../packages/domain/src/dates/shop-zone-offsets.ts', import.meta.url));
writeFileSync(target, shopZoneOffsetsSource());
console.log(`wrote ${target} (${SHOP_ZONE_OFFSET_YEARS.from}-${SHOP_ZONE_OFFSET_YEARS.until - 1})`);
