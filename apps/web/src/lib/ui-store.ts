import { REVIEW_MODAL_RESET_MS } from '@shop/domain';
import { create } from 'zustand';

/** The spec's UI flags (shopping-and-account.md section 3, "UI state flags") and their transitions. */
export type ModalView = 'LOGIN_VIEW' | 'SIGNUP_VIEW' | 'FORGOT_VIEW';
export type SidebarView = 'CART_VIEW' | 'MOBILE_MENU_VIEW' | 'FILTER_VIEW';

type UiState = {
  displaySidebar: boolean;
  displayDropdown: boolean;
  displayModal: boolean;
  displayPushModal: boolean;
  displayReviewModal: boolean;
  displayIndividualReviewModal: boolean;
  displayIndividualReviewModalMobile: boolean;
  reviewModalId: number | null;
  initialReviewImageIndex: number;
  reviewIndex: number;
  displayMobileNav: boolean;
  focusOnMobileSearch: boolean;
  modalView: ModalView;
  sidebarView: SidebarView;
  userAvatar: string;
  /** Top offset of the cart drawer; opening it while the page is scrolled sets it to 0. */
  sidebarTopOffset: number | null;
};

type UiActions = {
  openSidebar: (view?: SidebarView) => void;
  closeSidebar: () => void;
  toggleSidebar: () => void;
  openDropdown: () => void;
  closeDropdown: () => void;
  openModal: (view?: ModalView) => void;
  closeModal: () => void;
  openPushModal: () => void;
  closePushModal: () => void;
  openReviewModal: (reviewId: number | null, imageIndex?: number) => void;
  closeReviewModals: () => void;
  openMobileNav: () => void;
  closeMobileNav: () => void;
  setFocusOnMobileSearch: (focus: boolean) => void;
  setUserAvatar: (avatar: string) => void;
};

export const initialUiState: UiState = {
  displaySidebar: false,
  displayDropdown: false,
  displayModal: false,
  displayPushModal: false,
  displayReviewModal: false,
  displayIndividualReviewModal: false,
  displayIndividualReviewModalMobile: false,
  reviewModalId: null,
  initialReviewImageIndex: 0,
  reviewIndex: 0,
  displayMobileNav: false,
  focusOnMobileSearch: false,
  modalView: 'LOGIN_VIEW',
  sidebarView: 'CART_VIEW',
  userAvatar: '',
  sidebarTopOffset: null,
};

let reviewResetTimer: ReturnType<typeof setTimeout> | undefined;

export const useUiStore = create<UiState & UiActions>()((set, get) => ({
  ...initialUiState,
  openSidebar: (view = 'CART_VIEW') => {
    const scrolled = typeof window !== 'undefined' && window.scrollY > 0;
    // Opening the cart closes the mobile nav (and vice versa).
    set({
      displaySidebar: true,
      sidebarView: view,
      displayMobileNav: false,
      sidebarTopOffset: scrolled ? 0 : null,
    });
  },
  closeSidebar: () => set({ displaySidebar: false }),
  toggleSidebar: () => (get().displaySidebar ? get().closeSidebar() : get().openSidebar()),
  openDropdown: () => set({ displayDropdown: true }),
  closeDropdown: () => set({ displayDropdown: false }),
  // Opening the modal closes the sidebar.
  openModal: (view) => set({ displayModal: true, displaySidebar: false, modalView: view ?? get().modalView }),
  closeModal: () => set({ displayModal: false }),
  openPushModal: () => set({ displayPushModal: true }),
  closePushModal: () => set({ displayPushModal: false }),
  openReviewModal: (reviewId, imageIndex = 0) => {
    clearTimeout(reviewResetTimer);
    set({
      displayReviewModal: reviewId === null,
      displayIndividualReviewModal: reviewId !== null,
      reviewModalId: reviewId,
      initialReviewImageIndex: imageIndex,
    });
  },
  // Closing review modals resets the review id and image index after 500 ms.
  closeReviewModals: () => {
    set({
      displayReviewModal: false,
      displayIndividualReviewModal: false,
      displayIndividualReviewModalMobile: false,
    });
    clearTimeout(reviewResetTimer);
    reviewResetTimer = setTimeout(
      () => set({ reviewModalId: null, initialReviewImageIndex: 0, reviewIndex: 0 }),
      REVIEW_MODAL_RESET_MS,
    );
  },
  // Opening the mobile nav closes the cart. Page scroll is locked by the open dialog itself
  // (components/ui/modal-dialog), which removes the no-scroll class when the drawer closes.
  openMobileNav: () => set({ displayMobileNav: true, displaySidebar: false }),
  closeMobileNav: () => set({ displayMobileNav: false }),
  setFocusOnMobileSearch: (focus) => set({ focusOnMobileSearch: focus }),
  setUserAvatar: (avatar) => set({ userAvatar: avatar }),
}));
