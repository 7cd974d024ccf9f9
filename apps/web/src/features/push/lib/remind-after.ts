import { PUSH_REMIND_AFTER_KEY, pushRemindAfter } from '@shop/domain';

export function readRemindAfter(): string | null {
  try {
    return localStorage.getItem(PUSH_REMIND_AFTER_KEY);
  } catch {
    return null;
  }
}

/** Stores the remind-after date 2 days ahead (ISO), as Allow and Cancel both do. */
export function storeRemindAfter(now = new Date()): void {
  try {
    localStorage.setItem(PUSH_REMIND_AFTER_KEY, pushRemindAfter(now).toISOString());
  } catch {
    // blocked storage: the prompt may come back next visit
  }
}
