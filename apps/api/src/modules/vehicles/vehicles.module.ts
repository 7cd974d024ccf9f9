/** The vehicles module (decision 069, the module contract): fitment search over the catalogue. */
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { createVehicleRepo } from './vehicles.repo.js';
import { vehicleRoutes, vehicleTable } from './vehicles.routes.js';
import { createVehicleService } from './vehicles.service.js';

export const vehiclesModule = defineModule({
  name: 'vehicles',
  mounts: { vehicles: at(vehicleTable) },
  create: (deps: Pick<ModuleInfra, 'readDb' | 'clock'> & { catalog: CatalogService }) => {
    const vehicles = createVehicleService(createVehicleRepo(deps.readDb), deps.catalog, deps.clock);
    return { service: vehicles, routers: { vehicles: vehicleRoutes(vehicles) } };
  },
});
