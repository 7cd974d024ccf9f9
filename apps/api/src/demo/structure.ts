/**
 * The fixed shape of the shop's menu: every menu entry that spec/catalogue.md section 2 names (the
 * collections are in collections.ts). Products are attached by the generator (products.ts).
 */

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
        handle: `${ACC}/amplifier-wiring-kits`,
        slug: `collections/${ACC}/amplifier-wiring-kits`,
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
