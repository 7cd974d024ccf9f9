import { useCallback, useOptimistic, useTransition } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import {
  applyVehicleFilterChange,
  vehicleCollectionHref as vehicleHref,
  type VehicleFilterChange,
  type VehicleQueryParams,
} from '@shop/domain';
import { VEHICLE_COLLECTION_PATH, type VehicleCollectionParams } from '../api/get-vehicle-collection';
import { vehicleParamsOf } from './vehicle-params';

export type VehicleFiltersApi = {
  /** The filters in the URL (the pending navigation's while one to this page is loading). */
  params: VehicleCollectionParams;
  /** The URL's filters, whose results are on screen. */
  shownParams: VehicleCollectionParams;
  /** A filter navigation to this page is loading. */
  pending: boolean;
  change: (change: VehicleFilterChange) => void;
  clearAll: () => void;
  hrefFor: (params: VehicleCollectionParams) => string;
};

/** The page's URL for these filters (one definition in the domain, shared with the server's heads). */
export { vehicleHref };

/**
 * The filters live in the URL only: controls read them from it and each change is a navigation (a new
 * history entry, no scroll reset), so reload, back and forward restore them.
 */
export function useVehicleFilters(): VehicleFiltersApi {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pendingLocation =
    navigation.location && navigation.location.pathname === VEHICLE_COLLECTION_PATH
      ? navigation.location
      : null;
  const shownParams = vehicleParamsOf(new URLSearchParams(location.search));
  // While a filter navigation runs, the controls show where it goes (a checkbox does not flick back).
  const [search, setOptimisticSearch] = useOptimistic(pendingLocation?.search ?? location.search);
  const [isPending, startTransition] = useTransition();
  const params = vehicleParamsOf(new URLSearchParams(search));

  const go = useCallback(
    (next: VehicleCollectionParams) => {
      const href = vehicleHref(next);
      startTransition(async () => {
        setOptimisticSearch(href.slice(VEHICLE_COLLECTION_PATH.length));
        await navigate(href, { replace: false, preventScrollReset: true });
      });
    },
    [navigate, setOptimisticSearch],
  );
  const change = useCallback(
    (c: VehicleFilterChange) =>
      go(applyVehicleFilterChange(vehicleParamsOf(new URLSearchParams(search)) as VehicleQueryParams, c)),
    [go, search],
  );
  const clearAll = useCallback(() => go({}), [go]);

  return {
    params,
    shownParams,
    pending: isPending || pendingLocation !== null,
    change,
    clearAll,
    hrefFor: vehicleHref,
  };
}
