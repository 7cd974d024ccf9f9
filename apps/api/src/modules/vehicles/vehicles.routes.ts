import { Router } from 'express';
import {
  VEHICLE_COLLECTION_HANDLE,
  VehicleCollectionQuerySchema,
  VehicleCollectionResponseSchema,
} from '@shop/domain';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { viewerOf } from '../../lib/viewer.js';
import type { VehicleService } from './vehicles.service.js';

export const vehicleTable = defineRoutes('/api', 'vehicles', {
  collection: {
    method: 'get',
    path: `/collections/${VEHICLE_COLLECTION_HANDLE}`,
    summary:
      'Vehicle-specific enclosures filtered by type (Empty or Loaded), sizes (comma list of 8", 10", 12"), vehicle_year (inclusive range), vehicle_make and vehicle_model (one of the pipe-separated models); pre-ordered last. facets lists the years, makes, models (once a make is chosen), types and sizes still possible under the other filters; filters echoes the parsed query. A well-formed unknown make answers no items.',
    query: VehicleCollectionQuerySchema,
    errors: [],
    responses: {
      200: reply(
        'The page with facets and filters',
        component('VehicleCollectionResponse', VehicleCollectionResponseSchema),
      ),
      400: fails(
        'type not Empty/Loaded, a size outside 8", 10", 12", a year not 4 digits in 1950-2100, a malformed make or model, bad paging, or a repeated parameter (VALIDATION_FAILED)',
      ),
    },
  },
});

/** Mounted before the catalogue routes: this handle has its own filtered listing. */
export function vehicleRoutes(vehicles: VehicleService): Router {
  return mountRoutes(Router(), vehicleTable, {
    collection: async (_req, res, { query }) => {
      res.json(await vehicles.getCollection(query, viewerOf(res)));
    },
  });
}
