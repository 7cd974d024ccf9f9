/**
 * Every collection and sub-collection of the shop (spec/catalogue.md section 2), each with a real one- or
 * two-sentence description: the collection page shows it and it is the page's meta description.
 */

export type SeedCollection = {
  handle: string;
  title: string;
  description: string;
  hidePricing?: boolean;
  isDailyDeal?: boolean;
  subs?: SeedCollection[];
};

const collection = (
  handle: string,
  title: string,
  description: string,
  extra: Partial<SeedCollection> = {},
): SeedCollection => ({ handle, title, description, ...extra });

export const COLLECTIONS: SeedCollection[] = [
  collection(
    'car-subwoofers',
    'Car Subwoofers',
    'Competition-grade and daily-driver car subwoofers in 8, 10, 12 and 15 inch sizes. Single and dual voice coil models for every enclosure and amplifier.',
    {
      subs: [
        collection(
          '8-inch-subwoofers',
          '8 Inch Subwoofers',
          'Compact 8 inch car subwoofers that fit under seats and in small sealed boxes. Tight, punchy bass where space is short.',
        ),
        collection(
          '10-inch-subwoofers',
          '10 Inch Subwoofers',
          '10 inch car subwoofers for quick, musical bass in cars and trucks. Single and dual voice coil models from daily drivers to competition builds.',
        ),
        collection(
          '12-inch-subwoofers',
          '12 Inch Subwoofers',
          '12 inch car subwoofers, the most popular size for deep, loud bass. Pick single or dual voice coils to match your amplifier.',
        ),
        collection(
          '15-inch-subwoofers',
          '15 Inch Subwoofers',
          '15 inch car subwoofers for the lowest notes and the biggest output. Built for large ported enclosures and high-power systems.',
        ),
      ],
    },
  ),
  collection(
    'car-amplifiers',
    'Car Amplifiers',
    'Monoblock and multi-channel car amplifiers with true rated power. From compact amps for factory upgrades to competition monoblocks.',
    {
      subs: [
        collection(
          'monoblock-amplifiers',
          'Monoblock Amplifiers',
          'Single-channel Class D amplifiers built to drive subwoofers. Stable at low impedance, with bass boost and a remote level input.',
        ),
        collection(
          'multi-channel-amplifiers',
          'Multi-Channel Amplifiers',
          '2, 4 and 5 channel amplifiers that power door speakers, tweeters and a subwoofer from one chassis. Built-in crossovers for a clean install.',
        ),
      ],
    },
  ),
  collection(
    'car-speakers',
    'Car Speakers',
    'Coaxial speakers, midrange speakers and tweeters that replace factory speakers or build a loud front stage. Clear sound that keeps up with your bass.',
    {
      subs: [
        collection(
          'coaxial-speakers',
          'Coaxial Speakers',
          'Coaxial car speakers with a tweeter mounted in the woofer for an easy factory upgrade. Clearer highs and fuller mids from the same holes.',
        ),
        collection(
          'midrange-speakers',
          'Midrange Speakers',
          'Loud midrange speakers for pro-style car audio builds. High-sensitivity drivers that keep vocals clear over heavy bass.',
        ),
        collection(
          'tweeters',
          'Tweeters',
          'Compression and dome tweeters that bring back the detail in cymbals and vocals. Crossovers included for safe, simple wiring.',
        ),
      ],
    },
  ),
  collection(
    'marine-audio',
    'Marine Audio',
    'Weather-proof marine speakers, subwoofers and amplifiers for boats, UTVs and golf carts. UV- and salt-resistant, built to play loud outdoors.',
  ),
  collection(
    'loaded-subwoofer-enclosures',
    'Loaded Subwoofer Enclosures',
    'Enclosures that arrive loaded with Skar subwoofers, tuned and wired, ready to install. Connect an amplifier and play.',
    {
      subs: [
        collection(
          'evl-series-loaded-enclosures',
          'EVL Series Loaded Enclosures',
          'Ported enclosures loaded with EVL series subwoofers, tuned and pre-wired at the factory. Big output in a box that is ready to play.',
        ),
        collection(
          'evl-loaded-bass-packages',
          'EVL Loaded Bass Packages',
          'Loaded EVL enclosures bundled with a matched amplifier and wiring kit. A complete bass system in one order.',
          { isDailyDeal: true },
        ),
        collection(
          'loaded-tube-enclosures',
          'Loaded Tube Enclosures',
          'Round tube enclosures with a subwoofer already installed. Space-saving bass for hatchbacks, SUVs and trucks.',
        ),
        collection(
          'sdr-series-loaded-enclosures',
          'SDR Series Loaded Enclosures',
          'Sealed and ported enclosures loaded with SDR series subwoofers. Affordable, ready-to-install bass for daily drivers.',
        ),
      ],
    },
  ),
  collection(
    'empty-subwoofer-enclosures',
    'Empty Subwoofer Enclosures',
    'Ported and sealed empty enclosures for 8, 10, 12 and 15 inch subwoofers. Carpeted MDF boxes with terminal cups, ready for your subs.',
    {
      subs: [
        collection(
          '8-inch-enclosures',
          '8 Inch Enclosures',
          'Empty sealed and ported boxes sized for 8 inch subwoofers. Small enough for compact cars and truck cabs.',
        ),
        collection(
          '10-inch-enclosures',
          '10 Inch Enclosures',
          'Empty sealed and ported enclosures for 10 inch subwoofers, in single and dual versions. Built from MDF and carpeted.',
        ),
        collection(
          '12-inch-enclosures',
          '12 Inch Enclosures',
          'Empty enclosures for 12 inch subwoofers, sealed for tight bass or ported for more output. Single and dual versions.',
        ),
        collection(
          '15-inch-enclosures',
          '15 Inch Enclosures',
          'Large empty ported enclosures for 15 inch subwoofers. Tuned low for deep bass from big woofers.',
        ),
      ],
    },
  ),
  collection(
    'vehicle-specific-subwoofer-enclosures',
    'Vehicle Specific Enclosures',
    "Loaded and empty subwoofer enclosures built to fit your vehicle's cab, trunk or under-seat space. Filter by year, make and model to find yours.",
  ),
  collection(
    'car-audio-installation-accessories-wiring-equipment',
    'Amp Kits, Wiring & More',
    'Amplifier wiring kits, speaker wire, fuses, RCA interconnects and installation accessories. Everything between the battery and the speakers.',
    {
      subs: [
        collection(
          'amplifier-wiring-kits',
          'Amplifier Wiring Kits',
          'Amplifier wiring kits in 1/0, 4 and 8 gauge, in copper-clad aluminum or oxygen-free copper. Pick the gauge by the power of your amplifier.',
        ),
        collection(
          '1-0-gauge-amp-kits',
          '1/0 Gauge Amp Kits',
          '1/0 gauge amplifier wiring kits for systems of 2,000 watts and more. Power and ground cable, fuse holder, RCAs and remote wire.',
        ),
        collection(
          '4-gauge-amp-kits',
          '4 Gauge Amp Kits',
          '4 gauge amplifier wiring kits for mid-power systems up to about 1,000 watts. Everything needed to install an amplifier safely.',
        ),
        collection(
          '8-gauge-amp-kits',
          '8 Gauge Amp Kits',
          '8 gauge amplifier wiring kits for smaller amplifiers and speaker systems. Power, ground, fuse and signal cables in one box.',
        ),
        collection(
          'big-3-wiring-kits',
          'Big 3 Wiring Kits',
          'Big 3 upgrade kits that replace the factory alternator, battery and ground cables. Steadier voltage and less dimming at high power.',
        ),
        collection(
          'equalizers-signal-processing',
          'Equalizers & Signal Processing',
          'Equalizers and signal processors that shape how your system sounds. Set frequency response and crossover points from the dash.',
        ),
        collection(
          'line-output-converters',
          'Line Output Converters',
          'Line output converters that add RCA outputs to a factory radio. Keep the stock head unit and add amplifiers.',
        ),
        collection(
          'remote-level-bass-controls',
          'Remote Level & Bass Controls',
          "Dash-mounted knobs that set subwoofer level from the driver's seat. Turn the bass up or down without touching the amplifier.",
        ),
        collection(
          'distribution-blocks',
          'Distribution Blocks',
          'Power and ground distribution blocks that split one cable to several amplifiers. Fused and unfused versions for clean multi-amp installs.',
        ),
        collection(
          'battery-terminals',
          'Battery Terminals',
          'Heavy-duty battery terminals with inputs for large-gauge power and ground cables. Solid connections for high-current systems.',
        ),
        collection(
          'busbars',
          'Busbars',
          'Copper busbars that join several batteries or amplifiers with minimal resistance. Made for high-current competition systems.',
        ),
        collection(
          'amplifier-input-adapters',
          'Amplifier Input Adapters',
          'Adapters that step down amplifier input cable sizes. Fit large power wire to amplifiers with smaller terminals.',
        ),
        collection(
          'speaker-wire',
          'Speaker Wire',
          'Copper speaker wire in 10, 12 and 14 gauge, sold in 30 and 100 foot spools. The right thickness for subwoofers and door speakers.',
          { hidePricing: true },
        ),
        collection(
          'subwoofer-speaker-grills',
          'Subwoofer & Speaker Grills',
          'Steel mesh grills that protect subwoofer and speaker cones. Sized to fit Skar subwoofers and speakers.',
        ),
        collection(
          'rca-interconnects',
          'RCA Interconnects',
          'Twisted-pair RCA cables in 2, 4 and 6 channel versions, plus Y-adapters. Clean, noise-free signal from radio to amplifier.',
        ),
        collection(
          'elite-frequency-filters',
          'Elite Frequency Filters',
          'Inline bass blockers and frequency filters that keep low bass out of small speakers. Cleaner mids and less distortion at volume.',
        ),
        collection(
          'fuse-holders-fuses',
          'Fuse Holders & Fuses',
          'ANL, MANL and AGU fuse holders and fuses that protect your wiring and vehicle. Pick the rating that matches your power cable.',
        ),
        collection(
          'ring-terminals',
          'Ring Terminals',
          'Copper ring terminals for power and ground cables from 8 gauge to 1/0. Crimp or solder for a secure connection.',
        ),
        collection(
          'sound-deadening',
          'Sound Deadening',
          'Butyl sound deadening mats that stop panel rattles and cut road noise. More bass and clearer sound from the same system.',
        ),
        collection(
          'gear-swag-and-more',
          'Gear Swag and More',
          'Skar Audio shirts, hats, decals and more. Show off your system and the brand behind it.',
        ),
        collection(
          'window-decals',
          'Window Decals',
          'Skar Audio window decals in black and white. Weather-resistant vinyl for car and truck windows.',
          { hidePricing: true },
        ),
      ],
    },
  ),
  collection(
    'car-audio-batteries',
    'Car Audio Batteries',
    'AGM car audio batteries for high-current systems. Steady voltage for big amplifiers, as a main or a second battery.',
  ),
  collection(
    'professional-audio',
    'Professional Audio',
    'Pro audio midrange speakers, subwoofers and compression drivers. High-output drivers for loud, clear vocals in car and stage builds.',
  ),
  collection(
    'daily-deals',
    'Daily Deals',
    "Today's deals on Skar Audio gear, discounted for a limited time. New deals on subwoofers, enclosures and amplifiers.",
    { isDailyDeal: true },
  ),
];
