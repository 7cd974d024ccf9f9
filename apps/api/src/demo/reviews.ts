/**
 * Seeded reviews: deterministic, realistic car-audio reviews for most products (about 88%), written by
 * named customers (first and last name stored; the API serves the first name only), dated over the two
 * years before `now`, about 20% with 1 to 3 install photos (/img/r/{review id}/{n}.svg, drawn
 * into the image store by pictures/pictures.ts).
 * Ratings are then recomputed from these rows, so the catalogue's stars match the reviews.
 * `total` (the seed CLI's --reviews M) spreads exactly M reviews over the products instead.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { reviewPhotoPath } from '../modules/images/images.repo.js';
import { refreshAllRatings } from '../modules/reviews/reviews.ratings.repo.js';
import { createRng, hashString, type Rng } from './prng.js';
import { inTransaction, insertReturningIds, insertRows } from './insert-batches.js';

/** Without --reviews, only the first products get reviews (big benchmark catalogues stay quick to seed). */
const DEFAULT_REVIEWED_PRODUCTS = 400;
const MAX_DEFAULT_PER_PRODUCT = 40;

const FIRST = [
  'James',
  'Michael',
  'Robert',
  'David',
  'Chris',
  'Daniel',
  'Matthew',
  'Anthony',
  'Mark',
  'Josh',
  'Kevin',
  'Brian',
  'Jason',
  'Ryan',
  'Tyler',
  'Brandon',
  'Marcus',
  'Derek',
  'Luis',
  'Carlos',
  'Jose',
  'Andre',
  'Tony',
  'Jake',
  'Cody',
  'Dustin',
  'Travis',
  'Hunter',
  'Austin',
  'Logan',
  'Sarah',
  'Jessica',
  'Ashley',
  'Amanda',
  'Brittany',
  'Megan',
  'Kayla',
  'Maria',
  'Tasha',
  'Nicole',
  'DeShawn',
  'Terrell',
  'Miguel',
  'Trevor',
  'Shane',
  'Wesley',
  'Zach',
  'Nate',
  'Omar',
  'Jordan',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Campbell',
  'Mitchell',
  'Carter',
];
const VEHICLES = [
  'Silverado',
  'F-150',
  'Tacoma',
  'Civic',
  'Accord',
  'Charger',
  'Challenger',
  'Mustang',
  'Camaro',
  'Wrangler',
  'Ram 1500',
  'Tahoe',
  'Altima',
  'Camry',
  'Corolla',
  'Elantra',
  'Sonata',
  'Jetta',
  'Model 3',
  'Explorer',
  'Grand Cherokee',
  'Sierra',
  'Tundra',
  'Impala',
  'Malibu',
];

type Kind = 'sub' | 'enclosure' | 'amp' | 'speaker' | 'wiring' | 'battery' | 'marine' | 'pro' | 'other';

const kindOf = (category: string | null): Kind => {
  switch (category) {
    case 'subwoofers':
      return 'sub';
    case 'loaded-subwoofer-enclosures':
    case 'empty-subwoofer-enclosures':
      return 'enclosure';
    case 'amplifiers':
      return 'amp';
    case 'speakers':
      return 'speaker';
    case 'wiring':
      return 'wiring';
    case 'batteries':
      return 'battery';
    case 'marine-audio':
      return 'marine';
    case 'professional-audio':
      return 'pro';
    default:
      return 'other';
  }
};

const TITLES: Record<'great' | 'good' | 'meh' | 'bad', readonly string[]> = {
  great: [
    'Hits way harder than I expected',
    'Best bang for the buck',
    'Insane output for the money',
    'Exactly what I was looking for',
    'Clean, loud and built like a tank',
    'Second one I have bought, still impressed',
    'Rattled my whole neighborhood',
    'Perfect upgrade from stock',
    'Quality you can feel',
    'Would buy again in a heartbeat',
  ],
  good: [
    'Solid product, one small gripe',
    'Great sound, install took a while',
    'Very good for the price',
    'Happy with it overall',
    'Does what it says',
    'Good value, shipping was slow',
  ],
  meh: ['Decent but not amazing', 'OK for the price', 'Works, but expected more', 'Average at best'],
  bad: [
    'Not loud enough for me',
    'Arrived with a dented corner',
    'Had to return it',
    'Did not fit my vehicle',
    'Disappointed',
  ],
};

const PRAISE: Record<Kind, readonly string[]> = {
  sub: [
    'The low end on this sub is unreal, it digs deep without getting muddy.',
    'Broke it in for about a week and it really opened up.',
    'Running it on about 1200 watts RMS and it takes it all day without smelling anything.',
    'The lows around 30 Hz are where it shines, my mirrors shake on every drop.',
    'Build quality is great: heavy motor, stitched surround and a solid basket.',
  ],
  enclosure: [
    'The box is built tight, no air leaks and the carpet is clean.',
    'Port tuning sits right around 34 Hz and it sounds great with rap and EDM.',
    'Fit behind the rear seat with no cutting at all.',
    'Terminal cup and wiring were done right out of the box, just bolted it in.',
    'The loaded version saved me a lot of time, the subs were already wired to the right impedance.',
  ],
  amp: [
    'Dyno tested it and it made a bit over the rated power at 1 ohm.',
    'Runs cool even on long drives with the bass knob up.',
    'Clean signal, no alternator whine and the gain setup was easy.',
    'Small footprint so it fit under the seat.',
    'The remote bass knob is a nice touch.',
  ],
  speaker: [
    'Huge improvement over the paper factory speakers, vocals are crisp now.',
    'They get loud without harshness, even with the windows down.',
    'Dropped right into the factory door location with the adapter.',
    'Mids are punchy and the tweeters are not too bright.',
  ],
  wiring: [
    'True to spec copper, not the aluminum junk I used before.',
    'Everything I needed was in the kit, fuse holder included.',
    'Wire is flexible and easy to route under the trim.',
    'Voltage drop went away after the big three with this cable.',
  ],
  battery: [
    'My headlights stopped dimming on the hits after adding this.',
    'Holds voltage above 13 with the system cranked.',
    'Fits the stock tray and the terminals are solid.',
    'Fast shipping and it came fully charged.',
  ],
  marine: [
    'Survived a full summer on the lake, sun and spray, still sounds great.',
    'Loud enough for wakeboarding over the engine noise.',
    'The LED rings look awesome at night.',
  ],
  pro: [
    'Used it for a few DJ gigs and it held up with no issues.',
    'Plenty of headroom for a small venue.',
    'Solid build and the cabinet looks professional.',
  ],
  other: ['Good quality and exactly as described.', 'Works as advertised.'],
};

const INSTALL = [
  'Installed it myself in my {v} in about two hours.',
  'Had a local shop install it in my {v}.',
  'Put it in my {v} last weekend.',
  'Using it in my {v} as a daily driver.',
  'Swapped it into my {v} to replace an old setup.',
];
const GOOD_CLOSE = [
  'Highly recommend Skar to anyone on a budget.',
  'Customer service answered my wiring question the same day.',
  'Already planning my next build with Skar gear.',
  'For the price you cannot beat it.',
  'Five stars, no complaints.',
];
const MEH_CLOSE = [
  'It is fine for the money, just not mind blowing.',
  'Instructions could be clearer.',
  'Shipping took longer than expected.',
];
const BAD_CLOSE = [
  'Support was helpful with the return, but I went another way.',
  'Box showed up damaged and one screw hole was stripped.',
  'Maybe I got a bad unit, but it did not live up to the hype.',
];

/** 1 to 5 stars, mostly 4 and 5; `bias` (0..1) moves a product's share of 5-star reviews. */
const ratingFor = (rng: Rng, bias: number): number => {
  const x = rng.next();
  const five = 0.45 + bias * 0.35;
  if (x < five) return 5;
  if (x < five + 0.25) return 4;
  if (x < five + 0.25 + 0.12) return 3;
  return x < five + 0.25 + 0.12 + (1 - five - 0.37) / 2 ? 2 : 1;
};

function textFor(rng: Rng, kind: Kind, rating: number): { title: string; body: string } {
  const bucket = rating === 5 ? 'great' : rating === 4 ? 'good' : rating === 3 ? 'meh' : 'bad';
  const vehicle = rng.pick(VEHICLES);
  const praise = PRAISE[kind];
  const parts: string[] = [];
  if (rng.chance(0.7)) parts.push(rng.pick(INSTALL).replace('{v}', vehicle));
  if (rating >= 3) {
    const first = rng.int(0, praise.length - 1);
    parts.push(praise[first] as string);
    if (rng.chance(0.5))
      parts.push(praise[(first + 1 + rng.int(0, praise.length - 2)) % praise.length] as string);
  }
  parts.push(rng.pick(rating >= 4 ? GOOD_CLOSE : rating === 3 ? MEH_CLOSE : BAD_CLOSE));
  return { title: rng.pick(TITLES[bucket]), body: parts.join(' ') };
}

type Target = { id: number; sku: string; category: string | null };

/** Reviews held in memory before they are written (--reviews may ask for millions). */
const REVIEW_BATCH = 2000;

export async function seedReviews(
  db: Db,
  options: { seed: number; now: Date; total?: number },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const targets: Target[] = await trx
      .selectFrom('products')
      .select(['id', 'sku', 'category'])
      .where('is_parent', '=', 0)
      .where('enabled_on_site', '=', 1)
      .where('sku', '<>', 'DONATION')
      .orderBy('id')
      .execute();
    if (targets.length === 0) return 0;
    const countFor = (t: Target, i: number): number => {
      if (options.total !== undefined) {
        const per = Math.floor(options.total / targets.length);
        return per + (i < options.total - per * targets.length ? 1 : 0);
      }
      if (i >= DEFAULT_REVIEWED_PRODUCTS) return 0;
      const h = hashString(`reviews-${options.seed}-${t.sku}`);
      return h % 100 < 12 ? 0 : 1 + ((h >>> 8) % MAX_DEFAULT_PER_PRODUCT);
    };
    // Reviews go in by the batch; a review's photos need its id, so each batch keeps their count per review.
    let batch: Insertable<DB['reviews']>[] = [];
    let photosOf: number[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const ids = await insertReturningIds(trx, 'reviews', batch);
      const images: Insertable<DB['review_images']>[] = [];
      ids.forEach((id, i) => {
        for (let p = 0; p < photosOf[i]!; p++) {
          const url = reviewPhotoPath(id, p + 1);
          images.push({ review_id: id, position: p, url, thumb_url: url, width: 800, height: 600 });
        }
      });
      await insertRows(trx, 'review_images', images);
      batch = [];
      photosOf = [];
    };
    const nowMs = options.now.getTime();
    let written = 0;
    for (const [i, t] of targets.entries()) {
      const count = countFor(t, i);
      if (count === 0) continue;
      const rng = createRng(hashString(`review-rows-${options.seed}-${t.sku}`));
      const kind = kindOf(t.category);
      const bias = rng.next();
      for (let n = 0; n < count; n++) {
        const rating = ratingFor(rng, bias);
        const { title, body } = textFor(rng, kind, rating);
        const created = new Date(nowMs - rng.int(1, 730 * 24 * 60) * 60_000 - rng.int(0, 59_000));
        const thumbs = rng.chance(0.6) ? 0 : rng.chance(0.85) ? rng.int(1, 6) : rng.int(7, 48);
        batch.push({
          product_id: t.id,
          sku: t.sku,
          user_id: null,
          reviewer_name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
          title,
          body,
          rating,
          verified: rng.chance(0.85) ? 'buyer' : '',
          thumbs_up: thumbs,
          status: 'published',
          created_at: created.toISOString(),
        });
        photosOf.push(rng.chance(0.2) ? rng.int(1, 3) : 0);
        written++;
        if (batch.length >= REVIEW_BATCH) await flush();
      }
    }
    await flush();
    await refreshAllRatings(trx);
    return written;
  });
}
