import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

type Pending<F> = { latest: F; sent: string[] };

/**
 * `go(patch)`: opens the list's address with `patch` over its filter, back to page 1. Choices made before the list
 * shows the address of the last one (two lists changed in a row on a slow phone) build on that last one, not on the
 * filter of the render they were made in, so none is lost. An address this hook did not make (Back, a link) is
 * taken as it is.
 */
export function useFilterNavigation<F extends { page: number }>(filter: F, pathOf: (filter: F) => string) {
  const navigate = useNavigate();
  const shown = pathOf(filter);
  const pending = useRef<Pending<F>>({ latest: filter, sent: [] });
  useEffect(() => {
    // The list shows a new address: the last of ours (in step again), an earlier one of ours (more to come), or not ours.
    const state = pending.current;
    const landed = state.sent.indexOf(shown);
    if (landed === -1 || landed === state.sent.length - 1) {
      state.latest = filter;
      state.sent = [];
    } else state.sent = state.sent.slice(landed + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` is the filter's address: it changes when the filter does
  }, [shown]);
  return (patch: Partial<F>) => {
    const state = pending.current;
    state.latest = { ...state.latest, page: 1, ...patch };
    const path = pathOf(state.latest);
    state.sent.push(path);
    void navigate(path);
  };
}
