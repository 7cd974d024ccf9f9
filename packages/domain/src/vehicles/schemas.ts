/** The vehicle-specific enclosure collection: its query and facets (spec section 2). */
import { z } from 'zod';
import { CollectionQuerySchema, CollectionResponseSchema } from '../catalog/schemas.js';
import { normalizeSize } from '../catalog/compatibility.js';
import type { VehicleFilter } from './vehicle-filter.js';
import { VEHICLE_SIZES } from './vehicle-query.js';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const VehicleTypeSchema = z.enum(['Empty', 'Loaded']);

/** A comma list of sizes out of 8", 10", 12" (the inch mark may be left out); returned canonical and de-duplicated. */
export const VehicleSizesSchema = z
  .string()
  .max(100)
  .transform((s, ctx) => {
    const out: string[] = [];
    for (const part of s
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== '')) {
      const size = VEHICLE_SIZES.find((v) => normalizeSize(v) === normalizeSize(part));
      if (!size) {
        ctx.addIssue({ code: 'custom', message: `Unknown size: ${part.slice(0, 20)}` });
        return z.NEVER;
      }
      if (!out.includes(size)) out.push(size);
    }
    return out;
  });

/** Oldest and newest model years the filter accepts (a sane range, not the catalogue's). */
export const VEHICLE_YEAR_MIN = 1950;
export const VEHICLE_YEAR_MAX = 2100;

/** Four digits, 1950 to 2100. */
export const VehicleYearSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'A year is four digits')
  .transform(Number)
  .pipe(z.number().int().min(VEHICLE_YEAR_MIN).max(VEHICLE_YEAR_MAX));

/** A make as written in menus ('Chevrolet/GMC'): letters, digits, spaces and . / & ' -, at most 60. */
export const VehicleMakeSchema = z
  .string()
  .trim()
  .max(60)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./&'-]*$/u, 'Invalid make');

/** One model ('F-150', 'Model 3'); the pipe separates models in the data, so it is refused here. */
export const VehicleModelSchema = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./&'+()-]*$/u, 'Invalid model');

export const VehicleCollectionQuerySchema = CollectionQuerySchema.extend({
  type: z.preprocess(emptyToUndefined, VehicleTypeSchema.optional()),
  sizes: z.preprocess(emptyToUndefined, VehicleSizesSchema.optional()),
  vehicle_year: z.preprocess(emptyToUndefined, VehicleYearSchema.optional()),
  vehicle_make: z.preprocess(emptyToUndefined, VehicleMakeSchema.optional()),
  vehicle_model: z.preprocess(emptyToUndefined, VehicleModelSchema.optional()),
});
export type VehicleCollectionQuery = z.infer<typeof VehicleCollectionQuerySchema>;

/** The choices still possible under the other filters (models only once a make is chosen). */
export const VehicleFacetsSchema = z.object({
  years: z.array(z.number().int()),
  makes: z.array(z.string()),
  models: z.array(z.string()),
  types: z.array(VehicleTypeSchema),
  sizes: z.array(z.string()),
});

/** The parsed query, echoed back (absent filters as null, no sizes as []). */
export const VehicleFiltersSchema = z.object({
  type: VehicleTypeSchema.nullable(),
  sizes: z.array(z.string()),
  vehicle_year: z.number().int().nullable(),
  vehicle_make: z.string().nullable(),
  vehicle_model: z.string().nullable(),
});
export type VehicleFilters = z.infer<typeof VehicleFiltersSchema>;

/** GET /api/collections/vehicle-specific-subwoofer-enclosures: the collection page plus facets and filters. */
export const VehicleCollectionResponseSchema = CollectionResponseSchema.extend({
  facets: VehicleFacetsSchema,
  filters: VehicleFiltersSchema,
});
export type VehicleCollectionResponse = z.infer<typeof VehicleCollectionResponseSchema>;

/** The filters of a parsed query, as the response echoes them. */
export function vehicleFiltersOf(q: VehicleCollectionQuery): VehicleFilters {
  return {
    type: q.type ?? null,
    sizes: q.sizes ?? [],
    vehicle_year: q.vehicle_year ?? null,
    vehicle_make: q.vehicle_make ?? null,
    vehicle_model: q.vehicle_model ?? null,
  };
}

/** The filter a parsed query describes. */
export function vehicleFilterFromQuery(q: VehicleCollectionQuery): VehicleFilter {
  return {
    type: q.type ?? null,
    sizes: q.sizes ?? [],
    year: q.vehicle_year ?? null,
    make: q.vehicle_make ?? null,
    model: q.vehicle_model ?? null,
  };
}
