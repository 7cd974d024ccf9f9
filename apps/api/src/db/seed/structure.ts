/**
 * The fixed shape of the shop: every collection, sub-collection and menu entry that spec/catalogue.md
 * section 2 names. Products are attached by the generator (products.ts).
 */

export type SeedCollection = {
  handle: string;
  title: string;
  description: string;
  hidePricing?: boolean;
  isDailyDeal?: boolean;
  subs?: SeedCollection[];
};

const sub = (handle: string, title: string, extra: Partial<SeedCollection> = {}): SeedCollection => ({
  handle,
  title,
  description: `Shop ${title.toLowerCase()} from Skar Audio.`,
  ...extra,
});

export const COLLECTIONS: SeedCollection[] = [
  {
    handle: 'car-subwoofers',
    title: 'Car Subwoofers',
    description: 'Competition-grade and daily-driver car subwoofers in 8, 10, 12 and 15 inch sizes.',
    subs: [
      sub('8-inch-subwoofers', '8 Inch Subwoofers'),
      sub('10-inch-subwoofers', '10 Inch Subwoofers'),
      sub('12-inch-subwoofers', '12 Inch Subwoofers'),
      sub('15-inch-subwoofers', '15 Inch Subwoofers'),
    ],
  },
  {
    handle: 'car-amplifiers',
    title: 'Car Amplifiers',
    description: 'Monoblock and multi-channel car amplifiers.',
    subs: [
      sub('monoblock-amplifiers', 'Monoblock Amplifiers'),
      sub('multi-channel-amplifiers', 'Multi-Channel Amplifiers'),
    ],
  },
  {
    handle: 'car-speakers',
    title: 'Car Speakers',
    description: 'Coaxial speakers, midrange speakers and tweeters.',
    subs: [
      sub('coaxial-speakers', 'Coaxial Speakers'),
      sub('midrange-speakers', 'Midrange Speakers'),
      sub('tweeters', 'Tweeters'),
    ],
  },
  {
    handle: 'marine-audio',
    title: 'Marine Audio',
    description: 'Weather-proof marine speakers, subwoofers and amplifiers.',
  },
  {
    handle: 'loaded-subwoofer-enclosures',
    title: 'Loaded Subwoofer Enclosures',
    description: 'Enclosures that arrive loaded with Skar subwoofers, ready to install.',
    subs: [
      sub('evl-series-loaded-enclosures', 'EVL Series Loaded Enclosures'),
      sub('evl-loaded-bass-packages', 'EVL Loaded Bass Packages', { isDailyDeal: true }),
      sub('loaded-tube-enclosures', 'Loaded Tube Enclosures'),
      sub('sdr-series-loaded-enclosures', 'SDR Series Loaded Enclosures'),
    ],
  },
  {
    handle: 'empty-subwoofer-enclosures',
    title: 'Empty Subwoofer Enclosures',
    description: 'Ported and sealed empty enclosures for 8, 10, 12 and 15 inch subwoofers.',
    subs: [
      sub('8-inch-enclosures', '8 Inch Enclosures'),
      sub('10-inch-enclosures', '10 Inch Enclosures'),
      sub('12-inch-enclosures', '12 Inch Enclosures'),
      sub('15-inch-enclosures', '15 Inch Enclosures'),
    ],
  },
  {
    handle: 'vehicle-specific-subwoofer-enclosures',
    title: 'Vehicle Specific Enclosures',
    description: 'Loaded and empty enclosures built to fit your vehicle.',
  },
  {
    handle: 'car-audio-installation-accessories-wiring-equipment',
    title: 'Amp Kits, Wiring & More',
    description:
      'Amplifier wiring kits, speaker wire, fuses, RCA interconnects and installation accessories.',
    subs: [
      sub('1-0-gauge-amp-kits', '1/0 Gauge Amp Kits'),
      sub('4-gauge-amp-kits', '4 Gauge Amp Kits'),
      sub('8-gauge-amp-kits', '8 Gauge Amp Kits'),
      sub('big-3-wiring-kits', 'Big 3 Wiring Kits'),
      sub('equalizers-signal-processing', 'Equalizers & Signal Processing'),
      sub('line-output-converters', 'Line Output Converters'),
      sub('remote-level-bass-controls', 'Remote Level & Bass Controls'),
      sub('distribution-blocks', 'Distribution Blocks'),
      sub('battery-terminals', 'Battery Terminals'),
      sub('busbars', 'Busbars'),
      sub('amplifier-input-adapters', 'Amplifier Input Adapters'),
      sub('speaker-wire', 'Speaker Wire', { hidePricing: true }),
      sub('subwoofer-speaker-grills', 'Subwoofer & Speaker Grills'),
      sub('rca-interconnects', 'RCA Interconnects'),
      sub('elite-frequency-filters', 'Elite Frequency Filters'),
      sub('fuse-holders-fuses', 'Fuse Holders & Fuses'),
      sub('ring-terminals', 'Ring Terminals'),
      sub('sound-deadening', 'Sound Deadening'),
      sub('gear-swag-and-more', 'Gear Swag and More'),
      sub('window-decals', 'Window Decals', { hidePricing: true }),
    ],
  },
  {
    handle: 'car-audio-batteries',
    title: 'Car Audio Batteries',
    description: 'AGM car audio batteries for high-current systems.',
  },
  {
    handle: 'professional-audio',
    title: 'Professional Audio',
    description: 'Pro audio midrange speakers, subwoofers and compression drivers.',
  },
  {
    handle: 'daily-deals',
    title: 'Daily Deals',
    description: "Today's deals on Skar Audio gear.",
    isDailyDeal: true,
  },
];

/** A menu entry that links to a collection (or to its own slug), with optional third-level products. */
export type SeedMenuCollection = {
  title: string;
  handle: string;
  subtitle?: string;
  slug?: string;
  hidden?: boolean;
  hidePricing?: boolean;
  /** Third level: product links by sku. */
  products?: { sku: string; overrideTitle?: string; subtitle?: string }[];
  subMenu?: SeedMenuCollection[];
};

export type SeedMenuCategory = {
  title: string;
  handle: string;
  group: 'left' | 'right';
  mobileOnly?: boolean;
  collections: SeedMenuCollection[];
  /** Product links appended directly to the category (the sound-deadening link). */
  products?: { sku: string; overrideTitle?: string; subtitle?: string }[];
};

export const SOUND_DEADENING_SKU = 'SKDM-36';

const ACC = 'car-audio-installation-accessories-wiring-equipment';
const VS = 'vehicle-specific-subwoofer-enclosures';

/** Makes available per enclosure type (from the seeded vehicle-specific enclosures). */
export type MakesByType = Record<'Loaded' | 'Empty', string[]>;

const vehicleSubMenu = (makes: MakesByType, type: 'Loaded' | 'Empty'): SeedMenuCollection[] =>
  makes[type].map((make) => ({
    title: make,
    handle: VS,
    slug: `collections/${VS}?type=${type}&vehicle_make=${encodeURIComponent(make)}`,
  }));

export const buildMenu = (makes: MakesByType): SeedMenuCategory[] => [
  {
    title: 'Subwoofers',
    handle: 'car-subwoofers',
    group: 'left',
    collections: [
      {
        title: '8 Inch Subwoofers',
        handle: 'car-subwoofers/8-inch-subwoofers',
        slug: 'collections/car-subwoofers/8-inch-subwoofers',
      },
      {
        title: '10 Inch Subwoofers',
        handle: 'car-subwoofers/10-inch-subwoofers',
        slug: 'collections/car-subwoofers/10-inch-subwoofers',
      },
      {
        title: '12 Inch Subwoofers',
        handle: 'car-subwoofers/12-inch-subwoofers',
        slug: 'collections/car-subwoofers/12-inch-subwoofers',
      },
      {
        title: '15 Inch Subwoofers',
        handle: 'car-subwoofers/15-inch-subwoofers',
        slug: 'collections/car-subwoofers/15-inch-subwoofers',
      },
      { title: 'Clearance Subwoofers', handle: 'car-subwoofers', hidden: true },
    ],
  },
  {
    title: 'Loaded Enclosures',
    handle: 'loaded-subwoofer-enclosures',
    group: 'left',
    collections: [
      {
        title: 'EVL Series Loaded Enclosures',
        handle: 'loaded-subwoofer-enclosures/evl-series-loaded-enclosures',
        slug: 'collections/loaded-subwoofer-enclosures/evl-series-loaded-enclosures',
        products: [{ sku: 'EVL-12-LOADED' }, { sku: 'EVL-10-LOADED' }, { sku: 'EVL-15-LOADED' }],
      },
      {
        title: 'EVL Loaded Bass Packages',
        handle: 'loaded-subwoofer-enclosures/evl-loaded-bass-packages',
        slug: 'collections/loaded-subwoofer-enclosures/evl-loaded-bass-packages',
      },
      {
        title: 'Loaded Tube Enclosures',
        handle: 'loaded-subwoofer-enclosures/loaded-tube-enclosures',
        slug: 'collections/loaded-subwoofer-enclosures/loaded-tube-enclosures',
      },
      {
        title: 'SDR Series Loaded Enclosures',
        handle: 'loaded-subwoofer-enclosures/sdr-series-loaded-enclosures',
        hidden: true,
      },
      {
        title: 'Vehicle Specific',
        handle: VS,
        slug: `collections/${VS}?type=Loaded`,
        subMenu: vehicleSubMenu(makes, 'Loaded'),
      },
    ],
  },
  {
    title: 'Empty Enclosures',
    handle: 'empty-subwoofer-enclosures',
    group: 'left',
    collections: [
      {
        title: '8 Inch Enclosures',
        handle: 'empty-subwoofer-enclosures/8-inch-enclosures',
        slug: 'collections/empty-subwoofer-enclosures/8-inch-enclosures',
      },
      {
        title: '10 Inch Enclosures',
        handle: 'empty-subwoofer-enclosures/10-inch-enclosures',
        slug: 'collections/empty-subwoofer-enclosures/10-inch-enclosures',
      },
      {
        title: '12 Inch Enclosures',
        handle: 'empty-subwoofer-enclosures/12-inch-enclosures',
        slug: 'collections/empty-subwoofer-enclosures/12-inch-enclosures',
      },
      {
        title: '15 Inch Enclosures',
        handle: 'empty-subwoofer-enclosures/15-inch-enclosures',
        slug: 'collections/empty-subwoofer-enclosures/15-inch-enclosures',
      },
      {
        title: 'Vehicle Specific',
        handle: VS,
        slug: `collections/${VS}?type=Empty`,
        subMenu: vehicleSubMenu(makes, 'Empty'),
      },
    ],
  },
  {
    title: 'Amplifiers',
    handle: 'car-amplifiers',
    group: 'left',
    collections: [
      {
        title: 'Monoblock Amplifiers',
        handle: 'car-amplifiers/monoblock-amplifiers',
        slug: 'collections/car-amplifiers/monoblock-amplifiers',
      },
      {
        title: 'Multi-Channel Amplifiers',
        handle: 'car-amplifiers/multi-channel-amplifiers',
        slug: 'collections/car-amplifiers/multi-channel-amplifiers',
      },
    ],
  },
  {
    title: 'Amp Kits Wiring & More',
    handle: ACC,
    group: 'right',
    collections: [
      {
        title: 'Amplifier Wiring Kits',
        handle: ACC,
        subMenu: [
          {
            title: '1/0 Gauge Amp Kits',
            handle: `${ACC}/1-0-gauge-amp-kits`,
            slug: `collections/${ACC}/1-0-gauge-amp-kits`,
          },
          {
            title: '4 Gauge Amp Kits',
            handle: `${ACC}/4-gauge-amp-kits`,
            slug: `collections/${ACC}/4-gauge-amp-kits`,
          },
          {
            title: '8 Gauge Amp Kits',
            handle: `${ACC}/8-gauge-amp-kits`,
            slug: `collections/${ACC}/8-gauge-amp-kits`,
          },
        ],
      },
      { title: 'Batteries', handle: 'car-audio-batteries', slug: 'collections/car-audio-batteries' },
      {
        title: 'Big 3 Wiring Kits',
        handle: `${ACC}/big-3-wiring-kits`,
        slug: `collections/${ACC}/big-3-wiring-kits`,
      },
      {
        title: 'Equalizers / Signal Processing',
        handle: `${ACC}/equalizers-signal-processing`,
        slug: `collections/${ACC}/equalizers-signal-processing`,
      },
      {
        title: 'Line Output Converters',
        handle: `${ACC}/line-output-converters`,
        slug: `collections/${ACC}/line-output-converters`,
      },
      {
        title: 'Remote Level / Bass Controls',
        handle: `${ACC}/remote-level-bass-controls`,
        slug: `collections/${ACC}/remote-level-bass-controls`,
      },
      {
        title: 'Distribution Blocks',
        handle: `${ACC}/distribution-blocks`,
        slug: `collections/${ACC}/distribution-blocks`,
      },
      {
        title: 'Battery Terminals',
        handle: `${ACC}/battery-terminals`,
        slug: `collections/${ACC}/battery-terminals`,
      },
      { title: 'Busbars', handle: `${ACC}/busbars`, slug: `collections/${ACC}/busbars` },
      {
        title: 'Amplifier Input Adapters',
        handle: `${ACC}/amplifier-input-adapters`,
        slug: `collections/${ACC}/amplifier-input-adapters`,
      },
      {
        title: 'Speaker Wire',
        handle: `${ACC}/speaker-wire`,
        slug: `collections/${ACC}/speaker-wire`,
        hidePricing: true,
        products: [
          { sku: 'SKSPK-10', overrideTitle: '10 Gauge Speaker Wire' },
          { sku: 'SKSPK-12', overrideTitle: '12 Gauge Speaker Wire' },
          { sku: 'SKSPK-14', overrideTitle: '14 Gauge Speaker Wire' },
        ],
      },
      {
        title: 'Subwoofer & Speaker Grills',
        handle: `${ACC}/subwoofer-speaker-grills`,
        slug: `collections/${ACC}/subwoofer-speaker-grills`,
      },
      {
        title: 'RCA Interconnects',
        handle: `${ACC}/rca-interconnects`,
        slug: `collections/${ACC}/rca-interconnects`,
        products: [
          { sku: 'SKRCA-2CH-17', overrideTitle: '2-Channel RCA Interconnects' },
          { sku: 'SKRCA-4CH-17', overrideTitle: '4-Channel RCA Interconnects' },
          { sku: 'SKRCA-6CH-17', overrideTitle: '6-Channel RCA Interconnects' },
          { sku: 'SKRCA-Y1F2M', overrideTitle: 'RCA Y-Adapters' },
        ],
      },
      {
        title: 'Elite Frequency Filters',
        handle: `${ACC}/elite-frequency-filters`,
        slug: `collections/${ACC}/elite-frequency-filters`,
      },
      {
        title: 'Fuse Holders & Fuses',
        handle: `${ACC}/fuse-holders-fuses`,
        slug: `collections/${ACC}/fuse-holders-fuses`,
      },
      { title: 'Ring Terminals', handle: `${ACC}/ring-terminals`, slug: `collections/${ACC}/ring-terminals` },
      { title: 'Legacy Amp Kits', handle: ACC, hidden: true },
      {
        title: 'Gear Swag and More',
        handle: `${ACC}/gear-swag-and-more`,
        slug: `collections/${ACC}/gear-swag-and-more`,
        subMenu: [
          {
            title: 'Window Decals',
            handle: `${ACC}/window-decals`,
            slug: `collections/${ACC}/window-decals`,
            hidePricing: true,
            products: [{ sku: 'SK-DECAL-W' }, { sku: 'SK-DECAL-B' }],
          },
        ],
      },
    ],
    products: [
      { sku: SOUND_DEADENING_SKU, overrideTitle: 'Sound Deadening', subtitle: 'Cut road noise and rattles' },
    ],
  },
  {
    title: 'Shop',
    handle: 'shop',
    group: 'right',
    collections: [
      { title: 'Car Subwoofers', handle: 'car-subwoofers', subtitle: 'Subs for every build' },
      { title: 'Car Amplifiers', handle: 'car-amplifiers', subtitle: 'Monoblock and multi-channel' },
      { title: 'Car Speakers', handle: 'car-speakers', subtitle: 'Coaxials, mids and tweeters' },
      { title: 'Marine Audio', handle: 'marine-audio', subtitle: 'Built for the water' },
      { title: 'Loaded Enclosures', handle: 'loaded-subwoofer-enclosures', subtitle: 'Ready to install' },
      { title: 'Batteries', handle: 'car-audio-batteries', subtitle: 'Power for big systems' },
      { title: 'Professional Audio', handle: 'professional-audio', subtitle: 'Pro midrange and drivers' },
      { title: 'More...', handle: ACC, subtitle: 'Amp kits, wiring & more' },
    ],
  },
  {
    title: 'Vehicle Specific',
    handle: VS,
    group: 'right',
    mobileOnly: true,
    collections: [
      {
        title: 'Loaded Vehicle Enclosures',
        handle: VS,
        slug: `collections/${VS}?type=Loaded`,
        subMenu: vehicleSubMenu(makes, 'Loaded'),
      },
      {
        title: 'Empty Vehicle Enclosures',
        handle: VS,
        slug: `collections/${VS}?type=Empty`,
        subMenu: vehicleSubMenu(makes, 'Empty'),
      },
    ],
  },
];
