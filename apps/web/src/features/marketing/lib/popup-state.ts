import { create } from 'zustand';

/**
 * Whether the VIP popup is on screen: the push prompt waits while it is, so the two never stack
 * (docs/decisions/021).
 */
export const useVipPopupState = create<{ open: boolean; setOpen: (open: boolean) => void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
