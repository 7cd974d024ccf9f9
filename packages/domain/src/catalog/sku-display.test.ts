import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_SKU_SUBSTRINGS,
  FIXED_SKU_DISPLAY_NAMES,
  availableSizesText,
  displaySku,
  enclosureCountLabel,
  isExcludedSku,
  isVehicleSpecificSku,
  showsSkuAboveName,
  subwooferSiblingSkus,
} from './sku-display.js';

describe('isVehicleSpecificSku', () => {
  it('marks VS-, L-VD, L-SVR, L-EVL and L-SDR- skus as vehicle-specific', () => {
    for (const sku of [
      'VS-FORD-F150-2009-UP-2X12-L',
      'L-VD-RAM-CC-2X12D2',
      'L-SVR-SILVERADO-2X10',
      'L-EVL-TACOMA-DC-2X10',
      'L-SDR-JEEP-WRANGLER-1X10',
    ]) {
      expect(isVehicleSpecificSku(sku)).toBe(true);
    }
  });

  it('excludes VS-10 and VS-12 skus', () => {
    expect(isVehicleSpecificSku('VS-10-SEALED')).toBe(false);
    expect(isVehicleSpecificSku('VS-12-PORTED')).toBe(false);
  });

  it('does not mark other skus, including L-SDR without the dash', () => {
    for (const sku of ['EVL-12-D2', 'VD-2X12D2', 'SKM-65', 'L-SDRX-12'])
      expect(isVehicleSpecificSku(sku)).toBe(false);
  });
});

describe('displaySku', () => {
  it('shows FORD 2009-UP as 2015-UP for Ford skus', () => {
    expect(displaySku('VS-FORD-F150-2009-UP-2X12-L')).toBe('VS-FORD-F150-2015-UP-2X12-L');
    expect(displaySku('L-VD-FORD-2009-UP-2X10D2')).toBe('L-VD-FORD-2015-UP-2X10D2');
  });

  it('leaves 2009-UP alone on non-Ford skus', () => {
    expect(displaySku('VS-CHEVY-SILVERADO-CC-2009-UP-2X12')).toBe('VS-CHEVY-SILVERADO-CC-2009-UP-2X12');
  });

  it('uses the fixed display names first', () => {
    expect(displaySku('VS-CHEVY-SILVERADO-CC-2X12-V2')).toBe('VS-CHEVY-SILVERADO-CC-2X12');
    for (const [sku, name] of Object.entries(FIXED_SKU_DISPLAY_NAMES)) expect(displaySku(sku)).toBe(name);
  });

  it('is idempotent and leaves other non-Ford skus unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9-]{1,30}$/), (sku) => {
        fc.pre(!sku.includes('FORD'));
        const once = displaySku(sku);
        expect(displaySku(once)).toBe(once);
        if (!(sku in FIXED_SKU_DISPLAY_NAMES)) expect(once).toBe(sku);
      }),
    );
    for (const sku of ['EVL-12-D2', 'VD-2X12D2', ...Object.keys(FIXED_SKU_DISPLAY_NAMES)]) {
      expect(displaySku(displaySku(sku))).toBe(displaySku(sku));
    }
  });
});

describe('subwooferSiblingSkus', () => {
  const all = ['EVL-12-D1', 'EVL-12-D2', 'EVL-12-D4', 'EVL-10-D2', 'VD-2X12D2', 'VD-2X12D4', 'SKM-65'];

  it('maps a D2 subwoofer to its D1 and D4 siblings sharing the base name', () => {
    expect(subwooferSiblingSkus('EVL-12-D2', all)).toEqual(['EVL-12-D1', 'EVL-12-D4']);
  });

  it('only lists siblings that exist', () => {
    expect(subwooferSiblingSkus('VD-2X12D2', all)).toEqual(['VD-2X12D4']);
    expect(subwooferSiblingSkus('EVL-10-D2', all)).toEqual([]);
  });

  it('gives no siblings for skus without D1, D2 or D4', () => {
    expect(subwooferSiblingSkus('SKM-65', all)).toEqual([]);
  });
});

describe('enclosureCountLabel', () => {
  it('labels 1 Single, 2 Dual, 4 Quad, otherwise Unknown', () => {
    expect([1, 2, 4, 3, 0].map(enclosureCountLabel)).toEqual([
      'Single',
      'Dual',
      'Quad',
      'Unknown',
      'Unknown',
    ]);
  });
});

describe('isExcludedSku', () => {
  it('excludes the listed truck enclosure by a case-insensitive substring check', () => {
    expect(EXCLUDED_SKU_SUBSTRINGS).toEqual(['VS-CHEVY-SILVERADO-CC-2X12-OLD']);
    expect(isExcludedSku('VS-CHEVY-SILVERADO-CC-2X12-OLD')).toBe(true);
    expect(isExcludedSku('vs-chevy-silverado-cc-2x12-old')).toBe(true);
    expect(isExcludedSku('L-VS-CHEVY-SILVERADO-CC-2X12-OLD-D2')).toBe(true);
  });

  it('keeps other skus', () => {
    expect(isExcludedSku('VS-CHEVY-SILVERADO-CC-2X12')).toBe(false);
    expect(isExcludedSku('EVL-12-D2')).toBe(false);
  });
});

describe('availableSizesText', () => {
  it('shows "30 FT" for the 30 ft speaker wire sku', () => {
    expect(availableSizesText('SKSPK-12-30')).toBe('30 FT');
  });

  it('shows "30 FT | 100 FT" for other SKSPK skus', () => {
    expect(availableSizesText('SKSPK-12')).toBe('30 FT | 100 FT');
    expect(availableSizesText('SKSPK-14-100')).toBe('30 FT | 100 FT');
  });

  it('shows nothing for other skus', () => {
    expect(availableSizesText('SKM-65')).toBeNull();
  });
});

describe('showsSkuAboveName', () => {
  it('shows the sku above the name for SKM skus only', () => {
    expect(showsSkuAboveName('SKM-65')).toBe(true);
    expect(showsSkuAboveName('EVL-12-D2')).toBe(false);
  });
});
