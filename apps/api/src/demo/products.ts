/**
 * The deterministic product generator: a fixed, realistic base catalogue (about 150 cards, 220 rows with
 * variants) and, on request, more products cloned from it for benchmarks. Same seed and `now`, same data.
 */
import { enclosureCountLabel, type TabBox } from '@shop/domain';
import { createRng, hashString, type Rng } from './prng.js';

export type SeedPreorder = {
  eligible: boolean;
  enabled: boolean;
  manualEta: string | null;
  inStockEta: string | null;
};

export type SeedProduct = {
  sku: string;
  upc: string | null;
  name: string;
  category: string | null;
  productType: 'normal' | 'variant' | 'bundle';
  isParent: boolean;
  parentSku: string | null;
  options: { name: string; value: string }[];
  priceCents: number;
  mapCents: number;
  msrpCents: number;
  dealerCents: number | null;
  saleEnabled: boolean;
  dailyDeal: boolean;
  discontinued: boolean;
  blockBackorder: boolean;
  enabled: boolean;
  tpa: number;
  lv: number;
  preorder: SeedPreorder | null;
  properties: [string, string][];
  imageCount: number;
  description: string;
  weight: number | null;
  holes: number | null;
  compatibilityNotes: string | null;
  /** Full collection handles; the first is the product's primary collection. */
  collections: string[];
  tabs: TabBox[];
  fbt: string[];
  turnoverCents: number;
  rating: { avg: number; count: number };
  bundle: { sku: string; quantity: number }[];
  googleProductLine: string | null;
};

export type StockProfile =
  'auto' | 'in' | 'low' | 'preorder' | 'out' | 'discontinued' | { tpa: number; lv: number };

type ProductInput = {
  sku: string;
  name: string;
  category: string | null;
  dollars: number;
  collections: string[];
  properties?: [string, string][];
  productType?: SeedProduct['productType'];
  isParent?: boolean;
  parentSku?: string | null;
  options?: { name: string; value: string }[];
  stock?: StockProfile;
  saleEnabled?: boolean;
  dailyDeal?: boolean;
  enabled?: boolean;
  imageCount?: number;
  description?: string;
  weight?: number | null;
  holes?: number | null;
  compatibilityNotes?: string | null;
  tabs?: TabBox[];
  fbt?: string[];
  bundle?: { sku: string; quantity: number }[];
  googleProductLine?: string | null;
};

const DAY_MS = 86_400_000;
const SUBS = 'car-subwoofers';
const LOADED = 'loaded-subwoofer-enclosures';
const EMPTY = 'empty-subwoofer-enclosures';
const VS = 'vehicle-specific-subwoofer-enclosures';
const ACC = 'car-audio-installation-accessories-wiring-equipment';
const AMPS = 'car-amplifiers';
const SPEAKERS = 'car-speakers';

const inch = (size: number) => `${size}"`;
/** $X.99-style MSRP about 40% above MAP. */
const msrpFor = (mapCents: number) => Math.max(mapCents, Math.ceil((mapCents * 1.4) / 100) * 100 - 1);

class CatalogBuilder {
  readonly products: SeedProduct[] = [];
  /** A family (parent + variants) or a single product; clones for the big catalogue copy whole groups. */
  readonly groups: SeedProduct[][] = [];
  private readonly bySku = new Map<string, SeedProduct>();

  constructor(
    private readonly rng: Rng,
    private readonly now: Date,
  ) {}

  get(sku: string): SeedProduct {
    const p = this.bySku.get(sku);
    if (!p) throw new Error(`seed: unknown sku ${sku}`);
    return p;
  }

  has(sku: string): boolean {
    return this.bySku.has(sku);
  }

  private stockFor(
    profile: StockProfile,
  ): Pick<SeedProduct, 'tpa' | 'lv' | 'preorder' | 'discontinued' | 'blockBackorder'> {
    const rng = this.rng;
    let chosen = profile;
    if (chosen === 'auto') {
      const r = rng.next();
      chosen = r < 0.8 ? 'in' : r < 0.88 ? 'low' : r < 0.94 ? 'preorder' : 'out';
    }
    const none = { preorder: null, discontinued: false, blockBackorder: false };
    if (typeof chosen === 'object') return { ...chosen, ...none };
    switch (chosen) {
      case 'low':
        return { tpa: rng.int(0, 9), lv: rng.int(1, 9), ...none };
      case 'preorder': {
        const eta = new Date(this.now.getTime() + rng.int(10, 60) * DAY_MS).toISOString().slice(0, 10);
        return {
          tpa: 0,
          lv: 0,
          preorder: {
            eligible: true,
            enabled: true,
            manualEta: rng.chance(0.5) ? eta : null,
            inStockEta: eta,
          },
          discontinued: false,
          blockBackorder: false,
        };
      }
      case 'out':
        return {
          tpa: 0,
          lv: 0,
          preorder: rng.chance(0.5)
            ? { eligible: false, enabled: false, manualEta: null, inStockEta: null }
            : null,
          discontinued: false,
          blockBackorder: false,
        };
      case 'discontinued':
        return { tpa: 0, lv: 0, preorder: null, discontinued: true, blockBackorder: true };
      default:
        return { tpa: rng.int(20, 400), lv: rng.int(0, 250), ...none };
    }
  }

  add(input: ProductInput): SeedProduct {
    const rng = this.rng;
    if (this.bySku.has(input.sku)) throw new Error(`seed: duplicate sku ${input.sku}`);
    const mapCents = Math.round(input.dollars * 100);
    const isParent = input.isParent ?? false;
    const stock = isParent
      ? { tpa: 0, lv: 0, preorder: null, discontinued: false, blockBackorder: false }
      : this.stockFor(input.stock ?? 'auto');
    const ratingCount = rng.chance(0.12) ? 0 : rng.int(1, 450);
    const p: SeedProduct = {
      sku: input.sku,
      upc: `8406${String(hashString(input.sku) % 100_000_000).padStart(8, '0')}`,
      name: input.name,
      category: input.category,
      productType: input.productType ?? 'normal',
      isParent,
      parentSku: input.parentSku ?? null,
      options: input.options ?? [],
      priceCents: mapCents,
      mapCents,
      msrpCents: msrpFor(mapCents),
      dealerCents: rng.chance(0.5) ? Math.floor(mapCents * 0.68) : null,
      saleEnabled: input.saleEnabled ?? rng.chance(0.85),
      dailyDeal: input.dailyDeal ?? false,
      enabled: input.enabled ?? true,
      ...stock,
      properties: input.properties ?? [],
      imageCount: input.imageCount ?? rng.int(1, 4),
      description: input.description ?? `${input.name}. Designed and tested by Skar Audio.`,
      weight: input.weight === undefined ? Math.round(rng.int(5, 400)) / 10 : input.weight,
      holes: input.holes ?? null,
      compatibilityNotes: input.compatibilityNotes ?? null,
      collections: input.collections,
      tabs: input.tabs ?? [],
      fbt: input.fbt ?? [],
      turnoverCents: rng.chance(0.1) ? 0 : rng.int(1, 8_000_000),
      rating: { avg: ratingCount === 0 ? 0 : rng.int(36, 50) / 10, count: ratingCount },
      bundle: input.bundle ?? [],
      googleProductLine: input.googleProductLine ?? null,
    };
    this.products.push(p);
    this.bySku.set(p.sku, p);
    return p;
  }

  /** A parent and its variants, all in one group. */
  family(parent: ProductInput, variants: ProductInput[]): SeedProduct[] {
    const group = [this.add({ ...parent, productType: 'variant', isParent: true })];
    for (const v of variants) group.push(this.add({ ...v, productType: 'variant', parentSku: parent.sku }));
    this.groups.push(group);
    return group;
  }

  single(input: ProductInput): SeedProduct {
    const p = this.add(input);
    this.groups.push([p]);
    return p;
  }
}

// ---------------------------------------------------------------------------------------------- data

type SubSeries = {
  code: string;
  label: string;
  sizes: number[];
  coils: string[];
  base: number;
  rmsPerInch: number;
};
const SUB_SERIES: SubSeries[] = [
  {
    code: 'EVL',
    label: 'EVL Series',
    sizes: [8, 10, 12, 15],
    coils: ['D2', 'D4'],
    base: 89.99,
    rmsPerInch: 105,
  },
  {
    code: 'VD',
    label: 'VD Series',
    sizes: [8, 10, 12, 15],
    coils: ['D2', 'D4'],
    base: 69.99,
    rmsPerInch: 50,
  },
  { code: 'SDR', label: 'SDR Series', sizes: [8, 10, 12], coils: ['D2', 'D4'], base: 49.99, rmsPerInch: 30 },
  {
    code: 'ZVX',
    label: 'ZVX Series',
    sizes: [10, 12, 15],
    coils: ['D1', 'D2'],
    base: 349.99,
    rmsPerInch: 200,
  },
  {
    code: 'VVX',
    label: 'VVX Series',
    sizes: [10, 12, 15],
    coils: ['D2', 'D4'],
    base: 199.99,
    rmsPerInch: 110,
  },
];
const COIL_LABELS: Record<string, string> = {
  D1: 'Dual 1 Ohm',
  D2: 'Dual 2 Ohm',
  D4: 'Dual 4 Ohm',
  S4: 'Single 4 Ohm',
};

/** The Compatibility Chart tab of an enclosure for one subwoofer size: keyed by sub sku prefix. */
export function compatibilityTab(size: number, loaded: boolean): TabBox {
  const rows = SUB_SERIES.filter((s) => s.sizes.includes(size)).map((s) => ({
    key: `${s.code}-${size}`,
    // ZVX motors are too deep for the ported universal boxes.
    cells: [s.code === 'ZVX' && !loaded ? '✗' : '✓'],
  }));
  return {
    title: 'Compatibility Chart',
    text: `Subwoofers that fit this ${inch(size)} enclosure.`,
    table: { columns: ['Subwoofer', 'Compatible'], rows },
  };
}

const specsTab = (text: string): TabBox => ({ title: 'Specifications', text, table: null });

type Vehicle = {
  make: string;
  models: string;
  start: number;
  end: number | null;
  trim: string | null;
  size: number;
  count: number;
  enclosureType: 'Ported' | 'Sealed';
  emptySku: string | null;
  loadedSku: string | null;
};

export const VEHICLES: Vehicle[] = [
  {
    make: 'Chevrolet/GMC',
    models: 'Silverado 1500|Sierra 1500',
    start: 2019,
    end: null,
    trim: 'Crew Cab',
    size: 12,
    count: 2,
    enclosureType: 'Ported',
    emptySku: 'VS-CHEVY-SILVERADO-CC-2X12-V2',
    loadedSku: 'L-EVL-CHEVY-SILVERADO-CC-2X12D2',
  },
  {
    make: 'Chevrolet/GMC',
    models: 'Silverado 1500|Sierra 1500',
    start: 2014,
    end: 2018,
    trim: 'Crew Cab',
    size: 12,
    count: 2,
    enclosureType: 'Ported',
    emptySku: 'VS-CHEVY-SILVERADO-CC-2X12-OLD',
    loadedSku: null,
  },
  {
    make: 'Chevrolet/GMC',
    models: 'Colorado|Canyon',
    start: 2015,
    end: 2022,
    trim: 'Crew Cab',
    size: 10,
    count: 2,
    enclosureType: 'Sealed',
    emptySku: null,
    loadedSku: 'L-SDR-CHEVY-COLORADO-CC-2X10D2',
  },
  {
    make: 'Dodge',
    models: 'Challenger|Charger',
    start: 2011,
    end: 2023,
    trim: null,
    size: 12,
    count: 1,
    enclosureType: 'Ported',
    emptySku: 'VS-DODGE-CHALLENGER-1X12',
    loadedSku: 'L-VD-DODGE-CHARGER-1X12D2',
  },
  {
    make: 'Chrysler',
    models: '300',
    start: 2011,
    end: 2023,
    trim: null,
    size: 10,
    count: 2,
    enclosureType: 'Ported',
    emptySku: 'VS-CHRYSLER-300-2X10',
    loadedSku: null,
  },
  {
    make: 'Ford',
    models: 'F-150',
    start: 2015,
    end: null,
    trim: 'SuperCrew',
    size: 10,
    count: 2,
    enclosureType: 'Ported',
    emptySku: 'VS-F150-SC-2X10-FORD-2009-UP',
    loadedSku: 'L-SVR-F150-SC-2X10D2-FORD-2009-UP',
  },
  {
    make: 'Ford',
    models: 'F-250|F-350',
    start: 2017,
    end: null,
    trim: 'Crew Cab',
    size: 12,
    count: 2,
    enclosureType: 'Ported',
    emptySku: null,
    loadedSku: 'L-EVL-FORD-SD-CC-2X12D2',
  },
  {
    make: 'Ford',
    models: 'Mustang',
    start: 2015,
    end: 2023,
    trim: null,
    size: 10,
    count: 1,
    enclosureType: 'Sealed',
    emptySku: 'VS-FORD-MUSTANG-1X10',
    loadedSku: null,
  },
  {
    make: 'Ford',
    models: 'Ranger',
    start: 2019,
    end: null,
    trim: 'SuperCrew',
    size: 8,
    count: 2,
    enclosureType: 'Sealed',
    emptySku: 'VS-FORD-RANGER-SC-2X8',
    loadedSku: null,
  },
  {
    make: 'Honda',
    models: 'Civic|Accord',
    start: 2016,
    end: 2021,
    trim: null,
    size: 10,
    count: 1,
    enclosureType: 'Sealed',
    emptySku: 'VS-HONDA-CIVIC-1X10',
    loadedSku: null,
  },
  {
    make: 'Honda',
    models: 'Ridgeline',
    start: 2017,
    end: null,
    trim: null,
    size: 10,
    count: 2,
    enclosureType: 'Ported',
    emptySku: null,
    loadedSku: 'L-SDR-HONDA-RIDGELINE-2X10D2',
  },
  {
    make: 'Hyundai',
    models: 'Elantra|Sonata',
    start: 2017,
    end: 2022,
    trim: null,
    size: 10,
    count: 1,
    enclosureType: 'Ported',
    emptySku: 'VS-HYUNDAI-ELANTRA-1X10',
    loadedSku: null,
  },
  {
    make: 'Jeep',
    models: 'Wrangler JL|Wrangler JLU',
    start: 2018,
    end: null,
    trim: 'Unlimited',
    size: 10,
    count: 1,
    enclosureType: 'Ported',
    emptySku: 'VS-JEEP-WRANGLER-JL-1X10',
    loadedSku: 'L-VD-JEEP-WRANGLER-JL-1X10D2',
  },
  {
    make: 'Jeep',
    models: 'Gladiator',
    start: 2020,
    end: null,
    trim: null,
    size: 10,
    count: 2,
    enclosureType: 'Ported',
    emptySku: null,
    loadedSku: 'L-EVL-JEEP-GLADIATOR-2X10D2',
  },
  {
    make: 'Kia',
    models: 'Forte|K5',
    start: 2019,
    end: 2024,
    trim: null,
    size: 10,
    count: 1,
    enclosureType: 'Sealed',
    emptySku: null,
    loadedSku: 'L-SDR-KIA-FORTE-1X10D2',
  },
  {
    make: 'Mazda',
    models: 'Mazda3',
    start: 2014,
    end: 2018,
    trim: null,
    size: 8,
    count: 1,
    enclosureType: 'Sealed',
    emptySku: 'VS-MAZDA-3-1X8',
    loadedSku: null,
  },
  {
    make: 'Nissan',
    models: 'Frontier|Titan',
    start: 2005,
    end: 2021,
    trim: 'Crew Cab',
    size: 10,
    count: 2,
    enclosureType: 'Ported',
    emptySku: 'VS-NISSAN-FRONTIER-CC-2X10',
    loadedSku: 'L-VD-NISSAN-FRONTIER-CC-2X10D2',
  },
  {
    make: 'Ram',
    models: '1500|2500|3500',
    start: 2019,
    end: null,
    trim: 'Crew Cab',
    size: 12,
    count: 2,
    enclosureType: 'Ported',
    emptySku: 'VS-RAM-CC-2X12',
    loadedSku: 'L-VD-RAM-CC-2X12D2-R2',
  },
  {
    make: 'Tesla',
    models: 'Model 3|Model Y',
    start: 2017,
    end: null,
    trim: null,
    size: 10,
    count: 1,
    enclosureType: 'Sealed',
    emptySku: 'VS-TESLA-MODEL3-1X10',
    loadedSku: null,
  },
  {
    make: 'Toyota',
    models: 'Tacoma',
    start: 2016,
    end: 2023,
    trim: 'Double Cab',
    size: 10,
    count: 2,
    enclosureType: 'Ported',
    emptySku: 'VS-TOYOTA-TACOMA-DC-2X10-R2',
    loadedSku: 'L-SVR-TOYOTA-TACOMA-DC-2X10D2',
  },
  {
    make: 'Toyota',
    models: 'Tundra',
    start: 2014,
    end: 2021,
    trim: 'CrewMax',
    size: 12,
    count: 2,
    enclosureType: 'Ported',
    emptySku: null,
    loadedSku: 'L-EVL-TOYOTA-TUNDRA-CM-2X12D2',
  },
  {
    make: 'Volkswagen',
    models: 'Jetta|GTI|Golf',
    start: 2015,
    end: 2021,
    trim: null,
    size: 10,
    count: 1,
    enclosureType: 'Sealed',
    emptySku: 'VS-VW-JETTA-1X10',
    loadedSku: null,
  },
];

type Simple = [sku: string, name: string, dollars: number, collection: string, extra?: Partial<ProductInput>];

const AMPLIFIERS: Simple[] = [
  [
    'RP-75.4AB',
    'RP-75.4AB 4-Channel Class AB Full-Range Amplifier',
    89.99,
    'multi-channel-amplifiers',
    {
      properties: [
        ['RMS Power', '75W x 4'],
        ['Channels', '4'],
      ],
    },
  ],
  [
    'RP-150.4AB',
    'RP-150.4AB 4-Channel Class AB Full-Range Amplifier',
    129.99,
    'multi-channel-amplifiers',
    {
      properties: [
        ['RMS Power', '150W x 4'],
        ['Channels', '4'],
      ],
    },
  ],
  [
    'SK-M9005D',
    'SK-M9005D 5-Channel Class D Amplifier',
    249.99,
    'multi-channel-amplifiers',
    {
      properties: [
        ['RMS Power', '900W'],
        ['Channels', '5'],
      ],
    },
  ],
  [
    'RP-350.1D',
    'RP-350.1D Monoblock Class D Subwoofer Amplifier',
    99.99,
    'monoblock-amplifiers',
    {
      properties: [
        ['RMS Power', '350W'],
        ['Channels', '1'],
      ],
    },
  ],
  [
    'RP-800.1D',
    'RP-800.1D Monoblock Class D Subwoofer Amplifier',
    149.99,
    'monoblock-amplifiers',
    {
      properties: [
        ['RMS Power', '800W'],
        ['Channels', '1'],
      ],
    },
  ],
  [
    'RP-1200.1D',
    'RP-1200.1D Monoblock Class D Subwoofer Amplifier',
    199.99,
    'monoblock-amplifiers',
    {
      dailyDeal: true,
      properties: [
        ['RMS Power', '1200W'],
        ['Channels', '1'],
      ],
    },
  ],
  [
    'RP-2000.1D',
    'RP-2000.1D Monoblock Class D Subwoofer Amplifier',
    269.99,
    'monoblock-amplifiers',
    {
      properties: [
        ['RMS Power', '2000W'],
        ['Channels', '1'],
      ],
    },
  ],
  [
    'RP-4500.1D',
    'RP-4500.1D Monoblock Class D Subwoofer Amplifier',
    499.99,
    'monoblock-amplifiers',
    {
      properties: [
        ['RMS Power', '4500W'],
        ['Channels', '1'],
      ],
    },
  ],
  [
    'SK-M5001D',
    'SK-M5001D Compact Monoblock Class D Amplifier',
    169.99,
    'monoblock-amplifiers',
    {
      properties: [
        ['RMS Power', '500W'],
        ['Channels', '1'],
      ],
    },
  ],
  [
    'SDR-1500.1D',
    'SDR-1500.1D Monoblock Class D Amplifier',
    229.99,
    'monoblock-amplifiers',
    {
      stock: 'preorder',
      properties: [
        ['RMS Power', '1500W'],
        ['Channels', '1'],
      ],
    },
  ],
];

const SPEAKER_ITEMS: Simple[] = [
  [
    'TX65',
    'TX65 6.5" 2-Way Elite Coaxial Car Speakers (Pair)',
    49.99,
    'coaxial-speakers',
    { properties: [['Size', '6.5"']] },
  ],
  [
    'TX69',
    'TX69 6x9" 2-Way Elite Coaxial Car Speakers (Pair)',
    59.99,
    'coaxial-speakers',
    { properties: [['Size', '6x9"']] },
  ],
  [
    'TX8',
    'TX8 8" 2-Way Elite Coaxial Car Speakers (Pair)',
    69.99,
    'coaxial-speakers',
    { stock: 'out', properties: [['Size', '8"']] },
  ],
  [
    'SKTW-1',
    'SKTW-1 1" Elite Silk Dome Tweeters (Pair)',
    39.99,
    'tweeters',
    { properties: [['Size', '1"']] },
  ],
  ['SKTW-2', 'SKTW-2 1.5" Bullet Tweeters (Pair)', 44.99, 'tweeters', { properties: [['Size', '1.5"']] }],
];

const MARINE_ITEMS: Simple[] = [
  [
    'SKM-4X75.4',
    'SKM-4X75.4 4-Channel Marine Amplifier',
    179.99,
    'marine-audio',
    { properties: [['RMS Power', '75W x 4']] },
  ],
  [
    'SKM10-D2',
    'SKM10-D2 10" Marine Subwoofer',
    149.99,
    'marine-audio',
    {
      properties: [
        ['Size', '10"'],
        ['Subwoofer Size', '10"'],
      ],
    },
  ],
  ['SKM-RX1', 'SKM-RX1 Marine Bluetooth Receiver', 129.99, 'marine-audio'],
];

const WIRING_ITEMS: Simple[] = [
  [
    'SK0AWGKIT',
    'SK0AWGKIT 1/0 Gauge CCA Amplifier Wiring Kit',
    59.99,
    '1-0-gauge-amp-kits',
    { properties: [['Gauge', '1/0']] },
  ],
  [
    'SK0AWGKIT-OFC',
    'SK0AWGKIT-OFC 1/0 Gauge OFC Amplifier Wiring Kit',
    149.99,
    '1-0-gauge-amp-kits',
    { properties: [['Gauge', '1/0']] },
  ],
  [
    'SK4AWGKIT',
    'SK4AWGKIT 4 Gauge CCA Amplifier Wiring Kit',
    34.99,
    '4-gauge-amp-kits',
    { properties: [['Gauge', '4']] },
  ],
  [
    'SK4AWGKIT-OFC',
    'SK4AWGKIT-OFC 4 Gauge OFC Amplifier Wiring Kit',
    79.99,
    '4-gauge-amp-kits',
    { properties: [['Gauge', '4']] },
  ],
  [
    'SK8AWGKIT',
    'SK8AWGKIT 8 Gauge CCA Amplifier Wiring Kit',
    24.99,
    '8-gauge-amp-kits',
    { properties: [['Gauge', '8']] },
  ],
  [
    'CM-SK4AWGKIT-2PK',
    'CM-SK4AWGKIT-2PK 4 Gauge Amplifier Wiring Kit (2 Pack)',
    59.99,
    '4-gauge-amp-kits',
    { saleEnabled: true, stock: 'in' },
  ],
  ['SKBIG3-0', 'SKBIG3-0 1/0 Gauge Big 3 Upgrade Wiring Kit', 69.99, 'big-3-wiring-kits'],
  ['SKBIG3-4', 'SKBIG3-4 4 Gauge Big 3 Upgrade Wiring Kit', 39.99, 'big-3-wiring-kits'],
  ['SK-EQ7', 'SK-EQ7 7-Band Graphic Equalizer', 79.99, 'equalizers-signal-processing'],
  ['SK-DSP8', 'SK-DSP8 8-Channel Digital Sound Processor', 299.99, 'equalizers-signal-processing'],
  ['SK-LOC2', 'SK-LOC2 2-Channel Line Output Converter', 19.99, 'line-output-converters'],
  ['SK-LOC4', 'SK-LOC4 4-Channel Adjustable Line Output Converter', 34.99, 'line-output-converters'],
  ['SK-RBK', 'SK-RBK Remote Bass Knob', 24.99, 'remote-level-bass-controls'],
  ['SK-RLC-ELITE', 'SK-RLC-ELITE Elite Remote Level Control', 39.99, 'remote-level-bass-controls'],
  ['SK-DB1-04', 'SK-DB1-04 1/0 to 4 Gauge Distribution Block', 19.99, 'distribution-blocks'],
  ['SK-DB2-0', 'SK-DB2-0 Dual 1/0 Gauge Distribution Block', 24.99, 'distribution-blocks'],
  ['SKBT-POS', 'SKBT-POS Positive Battery Terminal', 14.99, 'battery-terminals'],
  ['SKBT-NEG', 'SKBT-NEG Negative Battery Terminal', 14.99, 'battery-terminals'],
  ['SKBB-4', 'SKBB-4 4-Post Busbar', 29.99, 'busbars'],
  ['SKBB-8', 'SKBB-8 8-Post Busbar', 44.99, 'busbars'],
  ['SK-AIA-RCA', 'SK-AIA-RCA Amplifier Input Adapter (RCA)', 9.99, 'amplifier-input-adapters'],
  [
    'SKG-10',
    'SKG-10 10" Steel Mesh Subwoofer Grill',
    19.99,
    'subwoofer-speaker-grills',
    { properties: [['Size', '10"']] },
  ],
  [
    'SKG-12',
    'SKG-12 12" Steel Mesh Subwoofer Grill',
    21.99,
    'subwoofer-speaker-grills',
    { properties: [['Size', '12"']] },
  ],
  ['SKRCA-2CH-17', 'SKRCA-2CH-17 2-Channel 17 ft RCA Interconnect', 14.99, 'rca-interconnects'],
  ['SKRCA-4CH-17', 'SKRCA-4CH-17 4-Channel 17 ft RCA Interconnect', 24.99, 'rca-interconnects'],
  ['SKRCA-6CH-17', 'SKRCA-6CH-17 6-Channel 17 ft RCA Interconnect', 34.99, 'rca-interconnects'],
  ['SKRCA-Y1F2M', 'SKRCA-Y1F2M RCA Y-Adapter (1 Female to 2 Male)', 7.99, 'rca-interconnects'],
  ['SK-EFF-HP', 'SK-EFF-HP Elite High-Pass Frequency Filter', 19.99, 'elite-frequency-filters'],
  ['SK-EFF-LP', 'SK-EFF-LP Elite Low-Pass Frequency Filter', 19.99, 'elite-frequency-filters'],
  ['SKFH-ANL', 'SKFH-ANL ANL Fuse Holder', 14.99, 'fuse-holders-fuses'],
  ['SKF-ANL150', 'SKF-ANL150 150 Amp ANL Fuse', 4.99, 'fuse-holders-fuses'],
  ['SKF-ANL250', 'SKF-ANL250 250 Amp ANL Fuse', 4.99, 'fuse-holders-fuses'],
  ['SKRT-0', 'SKRT-0 1/0 Gauge Ring Terminals (10 Pack)', 9.99, 'ring-terminals'],
  ['SKRT-4', 'SKRT-4 4 Gauge Ring Terminals (10 Pack)', 7.99, 'ring-terminals', { enabled: false }],
  ['SKDM-36', 'SKDM-36 Sound Deadening Mat (36 sq ft)', 69.99, 'sound-deadening'],
  [
    'SK-HAT-B',
    'SK-HAT-B Skar Audio Snapback Hat',
    24.99,
    'gear-swag-and-more',
    { imageCount: 0, saleEnabled: false },
  ],
  ['SK-TSHIRT', 'SK-TSHIRT Skar Audio Logo T-Shirt', 19.99, 'gear-swag-and-more', { saleEnabled: false }],
  ['SK-DECAL-W', 'SK-DECAL-W Skar Audio Window Decal (White)', 4.99, 'window-decals', { saleEnabled: false }],
  ['SK-DECAL-B', 'SK-DECAL-B Skar Audio Window Decal (Black)', 4.99, 'window-decals', { saleEnabled: false }],
];

const BATTERIES: Simple[] = [
  [
    'SKBATT-40AH',
    'SKBATT-40AH 1200W Max AGM Car Audio Battery',
    189.99,
    'car-audio-batteries',
    { weight: 29 },
  ],
  [
    'SKBATT-60AH',
    'SKBATT-60AH 1800W Max AGM Car Audio Battery',
    249.99,
    'car-audio-batteries',
    { weight: 41 },
  ],
  [
    'SKBATT-75AH',
    'SKBATT-75AH 2500W Max AGM Car Audio Battery',
    299.99,
    'car-audio-batteries',
    { weight: 52 },
  ],
  [
    'SKBATT-100AH',
    'SKBATT-100AH 3500W Max AGM Car Audio Battery',
    399.99,
    'car-audio-batteries',
    { stock: 'preorder', weight: 66 },
  ],
];

const PRO_AUDIO: Simple[] = [
  [
    'SKPRO-8',
    'SKPRO-8 8" 300W RMS Pro Audio Midrange Speaker',
    59.99,
    'professional-audio',
    { properties: [['Size', '8"']] },
  ],
  [
    'SKPRO-10',
    'SKPRO-10 10" 400W RMS Pro Audio Midrange Speaker',
    69.99,
    'professional-audio',
    { properties: [['Size', '10"']] },
  ],
  [
    'SKPRO-12',
    'SKPRO-12 12" 500W RMS Pro Audio Midrange Speaker',
    89.99,
    'professional-audio',
    { properties: [['Size', '12"']] },
  ],
  ['SKPRO-CD1', 'SKPRO-CD1 1" Pro Audio Compression Driver', 49.99, 'professional-audio'],
];

/** Explicit states the tests and the demo rely on (see docs/decisions and make-app tests). */
const STOCK_OVERRIDES: Record<string, StockProfile> = {
  'EVL-12-D2': { tpa: 120, lv: 80 },
  'EVL-12-D4': { tpa: 45, lv: 12 },
  'RP-75.4AB': { tpa: 1, lv: 2 },
  'VD-8-D4': 'low',
  'ZVX-15-D1': 'discontinued',
  'SDR-8-D4': 'discontinued',
  'VVX-15-D4': 'preorder',
  'RP-1200.1D': { tpa: 210, lv: 95 },
};

// ------------------------------------------------------------------------------------------ generator

function buildBase(b: CatalogBuilder, now: Date): void {
  const maxYear = now.getUTCFullYear() + 1;

  for (const s of SUB_SERIES) {
    for (const size of s.sizes) {
      const rms = s.rmsPerInch * size;
      const price = Math.floor(s.base + (size - 8) * (s.base / 10)) + 0.99;
      const collections = [SUBS, `${SUBS}/${size}-inch-subwoofers`];
      const props: [string, string][] = [
        ['Size', inch(size)],
        ['Subwoofer Size', inch(size)],
        ['RMS Power', `${rms}W`],
        ['Peak Power', `${rms * 2}W`],
      ];
      const parentSku = `${s.code}-${size}`;
      const title = `${s.label} ${inch(size)} ${rms}W RMS Car Subwoofer`;
      b.family(
        {
          sku: parentSku,
          name: title,
          category: 'subwoofers',
          dollars: price,
          collections,
          properties: props,
          googleProductLine: s.label,
          fbt: ['RP-1200.1D', 'SK0AWGKIT'],
          tabs: [specsTab(`${rms}W RMS, ${rms * 2}W peak power handling.`)],
        },
        s.coils.map((coil) => ({
          sku: `${parentSku}-${coil}`,
          name: `${parentSku}-${coil} ${inch(size)} ${rms}W RMS ${COIL_LABELS[coil] ?? coil} Subwoofer`,
          category: 'subwoofers',
          dollars: price,
          collections,
          properties: [...props, ['Impedance', COIL_LABELS[coil] ?? coil]],
          options: [{ name: 'Impedance', value: COIL_LABELS[coil] ?? coil }],
          stock: STOCK_OVERRIDES[`${parentSku}-${coil}`] ?? 'auto',
          saleEnabled: s.code === 'ZVX' ? false : true,
          googleProductLine: s.label,
          tabs: [specsTab(`${rms}W RMS, ${rms * 2}W peak power handling.`)],
        })),
      );
    }
  }

  // Loaded universal enclosures: EVL and SDR series, single / dual / quad.
  const loadedSeries: [string, number[], number[], number][] = [
    ['EVL', [8, 10, 12, 15], [1, 2], 189.99],
    ['SDR', [10, 12], [1, 2], 139.99],
  ];
  for (const [code, sizes, counts, base] of loadedSeries) {
    for (const size of sizes) {
      const parentSku = `${code}-${size}-LOADED`;
      const sub =
        code === 'EVL' ? `${LOADED}/evl-series-loaded-enclosures` : `${LOADED}/sdr-series-loaded-enclosures`;
      const allCounts = size === 10 && code === 'EVL' ? [...counts, 4] : counts;
      const rms = (code === 'EVL' ? 105 : 30) * size;
      const tabs = [
        compatibilityTab(size, true),
        specsTab(`Ported enclosure loaded with ${code}-${size}-D2 subwoofers.`),
      ];
      b.family(
        {
          sku: parentSku,
          name: `${code} Series ${inch(size)} Loaded Subwoofer Enclosure`,
          category: LOADED,
          dollars: base + size * 5,
          collections: [LOADED, sub],
          properties: [
            ['Subwoofer Size', inch(size)],
            ['Enclosure Type', 'Ported'],
          ],
          tabs,
        },
        allCounts.map((count) => {
          const label = enclosureCountLabel(count);
          return {
            sku: `${code}-${count}X${size}D2-LOADED`,
            name: `${code}-${count}X${size}D2 ${label} ${inch(size)} ${rms * count}W RMS Loaded Subwoofer Enclosure`,
            category: LOADED,
            dollars: Math.floor((base + size * 5) * count * 0.95) + 0.99,
            collections: [LOADED, sub],
            options: [{ name: 'Configuration', value: `${label} ${inch(size)}` }],
            properties: [
              ['Subwoofer Size', inch(size)],
              ['Enclosure Type', 'Ported'],
              ['RMS Power', `${rms * count}W`],
              ['Peak Power', `${rms * count * 2}W`],
            ],
            holes: count,
            tabs,
          };
        }),
      );
    }
  }

  for (const size of [8, 10, 12]) {
    b.single({
      sku: `SK-TUBE-${size}-LOADED`,
      name: `${inch(size)} Loaded Sealed Bass Tube Enclosure`,
      category: LOADED,
      dollars: 99.99 + size * 4,
      collections: [LOADED, `${LOADED}/loaded-tube-enclosures`],
      properties: [
        ['Subwoofer Size', inch(size)],
        ['Enclosure Type', 'Sealed'],
      ],
      holes: 1,
      tabs: [compatibilityTab(size, true)],
    });
  }

  // Empty universal enclosures.
  for (const size of [8, 10, 12, 15]) {
    const counts = size === 12 ? [1, 2, 4] : [1, 2];
    const tabs = [compatibilityTab(size, false), specsTab('Built from 5/8" MDF with a black carpet finish.')];
    const collections = [EMPTY, `${EMPTY}/${size}-inch-enclosures`];
    b.family(
      {
        sku: `AR-${size}V`,
        name: `Universal Ported ${inch(size)} Subwoofer Enclosure`,
        category: EMPTY,
        dollars: 59.99 + size * 4,
        collections,
        properties: [
          ['Subwoofer Size', inch(size)],
          ['Enclosure Type', 'Ported'],
        ],
        tabs,
      },
      counts.map((count) => {
        const label = enclosureCountLabel(count);
        return {
          sku: `AR${count}X${size}V`,
          name: `AR${count}X${size}V ${label} ${inch(size)} Universal Ported Subwoofer Enclosure`,
          category: EMPTY,
          dollars: Math.floor((59.99 + size * 4) * (1 + (count - 1) * 0.7)) + 0.99,
          collections,
          options: [{ name: 'Configuration', value: `${label} ${inch(size)}` }],
          properties: [
            ['Subwoofer Size', inch(size)],
            ['Enclosure Type', 'Ported'],
          ],
          holes: count,
          tabs,
        };
      }),
    );
  }
  for (const size of [10, 12]) {
    b.single({
      sku: `VS-${size}DS`,
      name: `VS-${size}DS Dual ${inch(size)} Universal Sealed Subwoofer Enclosure`,
      category: EMPTY,
      dollars: 89.99 + size * 3,
      collections: [EMPTY, `${EMPTY}/${size}-inch-enclosures`],
      properties: [
        ['Subwoofer Size', inch(size)],
        ['Enclosure Type', 'Sealed'],
      ],
      holes: 2,
      tabs: [compatibilityTab(size, false)],
    });
  }

  // Vehicle-specific enclosures, loaded and empty.
  for (const v of VEHICLES) {
    const years = `${v.start}-${v.end ?? 'Up'}`;
    const models = v.models.split('|').join(' / ');
    const base: [string, string][] = [
      ['Start Year', String(v.start)],
      ['End Year', String(v.end ?? maxYear)],
      ['Make', v.make],
      ['Model', v.models],
      ...(v.trim ? ([['Trim', v.trim]] as [string, string][]) : []),
      ['Enclosure Type', v.enclosureType],
      ['Subwoofer Size', inch(v.size)],
    ];
    const notes = `Fits ${years} ${v.make} ${models}${v.trim ? ` ${v.trim}` : ''}. Check the fitment guide before ordering.`;
    const label = enclosureCountLabel(v.count);
    if (v.emptySku) {
      b.single({
        sku: v.emptySku,
        name: `${years} ${v.make} ${models} ${label} ${inch(v.size)} ${v.enclosureType} Vehicle Specific Enclosure`,
        category: EMPTY,
        dollars: 169.99 + v.size * 8 * v.count,
        collections: [VS],
        properties: base,
        holes: v.count,
        compatibilityNotes: notes,
        tabs: [compatibilityTab(v.size, false)],
        stock: v.emptySku === 'VS-JEEP-WRANGLER-JL-1X10' ? 'preorder' : 'auto',
      });
    }
    if (v.loadedSku) {
      const series = v.loadedSku.split('-')[1] ?? 'EVL';
      const rms =
        (series === 'EVL' ? 105 : series === 'VD' ? 50 : series === 'SVR' ? 80 : 30) * v.size * v.count;
      b.single({
        sku: v.loadedSku,
        name: `${years} ${v.make} ${models} ${label} ${inch(v.size)} ${rms}W RMS Loaded Vehicle Specific Enclosure`,
        category: LOADED,
        dollars: 299.99 + v.size * 12 * v.count,
        collections: [VS],
        properties: [...base, ['RMS Power', `${rms}W`], ['Peak Power', `${rms * 2}W`]],
        holes: v.count,
        compatibilityNotes: notes,
        tabs: [compatibilityTab(v.size, true)],
      });
    }
  }

  const simple = (items: Simple[], category: string, parent: string | null) => {
    for (const [sku, name, dollars, coll, extra] of items) {
      const collections = parent ? [parent, `${parent}/${coll}`] : [coll];
      b.single({
        sku,
        name,
        category,
        dollars,
        collections,
        stock: STOCK_OVERRIDES[sku] ?? 'auto',
        ...extra,
      });
    }
  };
  simple(AMPLIFIERS, 'amplifiers', AMPS);

  simple(SPEAKER_ITEMS, 'speakers', SPEAKERS);
  b.family(
    {
      sku: 'FSX65',
      name: 'FSX65 6.5" Pro Audio Midrange Speaker',
      category: 'speakers',
      dollars: 44.99,
      collections: [SPEAKERS, `${SPEAKERS}/midrange-speakers`],
      properties: [['Size', '6.5"']],
    },
    [
      ['FSX65-4', '4 Ohm'],
      ['FSX65-8', '8 Ohm'],
    ].map(([sku, ohm]) => ({
      sku: sku as string,
      name: `${sku} 6.5" ${ohm} Pro Audio Midrange Speaker`,
      category: 'speakers',
      dollars: 44.99,
      collections: [SPEAKERS, `${SPEAKERS}/midrange-speakers`],
      options: [{ name: 'Impedance', value: ohm as string }],
      properties: [
        ['Size', '6.5"'],
        ['Impedance', ohm as string],
      ],
    })),
  );

  for (const [size, dollars] of [
    ['65', 89.99],
    ['69', 109.99],
  ] as const) {
    const label = size === '65' ? '6.5"' : '6x9"';
    b.family(
      {
        sku: `SKM${size}`,
        name: `SKM${size} ${label} Marine Coaxial Speakers (Pair)`,
        category: 'marine-audio',
        dollars,
        collections: ['marine-audio'],
        properties: [['Size', label]],
      },
      [
        ['B', 'Black'],
        ['W', 'White'],
      ].map(([code, color]) => ({
        sku: `SKM${size}.${code}`,
        name: `SKM${size}.${code} ${label} Marine Coaxial Speakers (${color})`,
        category: 'marine-audio',
        dollars,
        collections: ['marine-audio'],
        options: [{ name: 'Color', value: color as string }],
        properties: [
          ['Size', label],
          ['Color', color as string],
        ],
      })),
    );
  }
  simple(MARINE_ITEMS, 'marine-audio', null);

  for (const gauge of [10, 12, 14]) {
    const collections = [ACC, `${ACC}/speaker-wire`];
    b.family(
      {
        sku: `SKSPK-${gauge}`,
        name: `SKSPK-${gauge} ${gauge} Gauge Speaker Wire`,
        category: 'wiring',
        dollars: 19.99,
        collections,
        properties: [['Gauge', String(gauge)]],
        saleEnabled: false,
      },
      [30, 100].map((feet) => ({
        sku: `SKSPK-${gauge}-${feet}`,
        name: `SKSPK-${gauge}-${feet} ${gauge} Gauge Speaker Wire (${feet} FT)`,
        category: 'wiring',
        dollars: feet === 30 ? 19.99 - (gauge - 10) : 49.99 - (gauge - 10) * 2,
        collections,
        options: [{ name: 'Length', value: `${feet} FT` }],
        properties: [
          ['Gauge', String(gauge)],
          ['Length', `${feet} FT`],
        ],
        saleEnabled: false,
      })),
    );
  }
  simple(WIRING_ITEMS, 'wiring', ACC);
  // The menu's "Amplifier Wiring Kits" page holds every kit of the three gauge collections.
  const kitCollections = ['1-0', '4', '8'].map((gauge) => `${ACC}/${gauge}-gauge-amp-kits`);
  for (const p of b.products)
    if (p.collections.some((c) => kitCollections.includes(c)))
      p.collections.push(`${ACC}/amplifier-wiring-kits`);
  simple(BATTERIES, 'batteries', null);
  simple(PRO_AUDIO, 'professional-audio', null);

  // Bundles: the EVL loaded bass packages.
  const bundles: [string, string, [string, number][], Partial<ProductInput>][] = [
    [
      'PKG-EVL-1X12-RP1200',
      'EVL 1x12" Loaded Bass Package with RP-1200.1D Amplifier',
      [
        ['EVL-1X12D2-LOADED', 1],
        ['RP-1200.1D', 1],
        ['SK4AWGKIT', 1],
      ],
      {},
    ],
    [
      'PKG-EVL-2X12-RP2000',
      'EVL 2x12" Loaded Bass Package with RP-2000.1D Amplifier',
      [
        ['EVL-2X12D2-LOADED', 1],
        ['RP-2000.1D', 1],
        ['SK0AWGKIT', 1],
      ],
      {},
    ],
    [
      'PKG-EVL-1X10-RP800',
      'EVL 1x10" Loaded Bass Package with RP-800.1D Amplifier',
      [
        ['EVL-1X10D2-LOADED', 1],
        ['RP-800.1D', 1],
        ['SK8AWGKIT', 1],
      ],
      {},
    ],
    [
      'PKG-EVL-2X15-RP4500',
      'EVL 2x15" Loaded Bass Package with RP-4500.1D Amplifier',
      [
        ['EVL-2X15D2-LOADED', 1],
        ['RP-4500.1D', 1],
        ['SK0AWGKIT-OFC', 1],
        ['SKBIG3-0', 1],
      ],
      { stock: 'preorder' },
    ],
    [
      'BF-PKG-EVL-2X10-RP1200',
      'Black Friday EVL 2x10" Loaded Bass Package',
      [
        ['EVL-2X10D2-LOADED', 1],
        ['RP-1200.1D', 1],
        ['SK4AWGKIT', 2],
      ],
      { dailyDeal: true, stock: 'in', saleEnabled: true },
    ],
  ];
  for (const [sku, name, items, extra] of bundles) {
    const children = items.map(([s, quantity]) => ({ p: b.get(s), quantity }));
    const mapSum = children.reduce((sum, c) => sum + c.p.mapCents * c.quantity, 0);
    const collections = [LOADED, `${LOADED}/evl-loaded-bass-packages`];
    const p = b.single({
      sku,
      name,
      category: LOADED,
      dollars: Math.floor((mapSum * 0.9) / 100) + 0.99,
      collections: extra.dailyDeal ? [...collections, 'daily-deals'] : collections,
      productType: 'bundle',
      bundle: items.map(([s, quantity]) => ({ sku: s, quantity })),
      saleEnabled: true,
      ...extra,
    });
    p.msrpCents = Math.max(
      p.msrpCents,
      children.reduce((sum, c) => sum + c.p.msrpCents * c.quantity, 0),
    );
  }

  // Daily deals: flagged products and BF-/CM- skus.
  for (const p of b.products) {
    if ((p.dailyDeal || /^(BF|CM)-/.test(p.sku)) && !p.collections.includes('daily-deals') && !p.parentSku)
      p.collections.push('daily-deals');
  }
}

/** Copies of the base groups with a numbered series suffix, until the catalogue holds `target` rows. */
function addClones(b: CatalogBuilder, rng: Rng, target: number): void {
  const templates = b.groups.filter((g) => g[0]?.productType !== 'bundle');
  let round = 0;
  while (b.products.length < target) {
    round++;
    for (const group of templates) {
      if (b.products.length >= target) break;
      const tag = `X${round}`;
      const rename = (sku: string) => `${sku}-${tag}`;
      const [head, ...rest] = group;
      if (!head) continue;
      const asInput = (p: SeedProduct): ProductInput => ({
        sku: rename(p.sku),
        name: `${p.name} (${tag})`,
        category: p.category,
        dollars: p.mapCents / 100,
        collections: p.collections.filter((c) => c !== 'daily-deals'),
        properties: p.properties,
        productType: p.productType,
        isParent: p.isParent,
        parentSku: p.parentSku ? rename(p.parentSku) : null,
        options: p.options,
        stock: p.isParent ? undefined : 'auto',
        saleEnabled: p.saleEnabled,
        imageCount: rng.int(1, 3),
        description: p.description,
        weight: p.weight,
        holes: p.holes,
        compatibilityNotes: p.compatibilityNotes,
        tabs: p.tabs,
        fbt: p.fbt,
        googleProductLine: p.googleProductLine,
      });
      if (head.isParent) {
        const parentInput = asInput(head);
        b.family(
          parentInput,
          rest.map((p) => asInput(p)),
        );
      } else {
        b.single(asInput(head));
      }
    }
  }
}

export type GenerateOptions = { seed: number; now: Date; products?: number };

export function generateProducts(options: GenerateOptions): SeedProduct[] {
  const rng = createRng(options.seed);
  const b = new CatalogBuilder(rng, options.now);
  buildBase(b, options.now);
  if (options.products && options.products > b.products.length) addClones(b, rng, options.products);
  return b.products;
}
