import { Router } from 'express';
import { VEHICLE_COLLECTION_HANDLE, VehicleCollectionQuerySchema } from '@shop/domain';
import { validateQuery } from '../../lib/validate.js';
import { viewerOf } from '../../lib/viewer.js';
import type { VehicleService } from './vehicles.service.js';

/** Mounted before the catalogue routes: this handle has its own filtered listing. */
export function vehicleRoutes(vehicles: VehicleService): Router {
  const router = Router();

  router.get(`/collections/${VEHICLE_COLLECTION_HANDLE}`, (req, res) => {
    const query = validateQuery(VehicleCollectionQuerySchema, req.query);
    res.json(vehicles.getCollection(query, viewerOf(res)));
  });

  return router;
}
