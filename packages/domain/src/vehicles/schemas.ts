/** The vehicle-specific enclosure collection: its query and facets (spec section 2). */
import { z } from 'zod';
import { CollectionQuerySchema } from '../catalog/schemas.js';
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
    for (const part of s.split(',').map((x) => x.trim()).filter((x) => x !== '')) {
      const size = VEHICLE_SIZES.find((v) => normalizeSize(v) === normalizeSize(part));
      if (!size) {
        ctx.addIssue({ code: 'custom', message: `Unknown size: ${part.slice(0, 20)}` });
        return z.NEVER;
      }
      if (!out.includes(size)) out.push(size);
    }
    return out;
  });

export const VehicleCollectionQuerySchema = CollectionQuerySchema.extend({
  type: z.preprocess(emptyToUndefined, VehicleTypeSchema.optional()),
  sizes: z.preprocess(emptyToUndefined, VehicleSizesSchema.optional()),
  vehicle_year: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1900).max(2100).optional()),
  vehicle_make: z.preprocess(emptyToUndefined, z.string().trim().max(60).optional()),
  vehicle_model: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
});
export type VehicleCollectionQuery = z.infer<typeof VehicleCollectionQuerySchema>;

export const VehicleFacetsSchema = z.object({
  years: z.array(z.number().int()),
  makes: z.array(z.string()),
  models: z.array(z.string()),
});

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
