import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MODAL_RESET_MS } from '@shop/domain';
import { initialUiState, useUiStore } from './ui-store';

afterEach(() => {
  useUiStore.setState(initialUiState);
  vi.useRealTimers();
});

describe('UI store', () => {
  it('opening the modal closes the sidebar', () => {
    useUiStore.getState().openSidebar();
    expect(useUiStore.getState().displaySidebar).toBe(true);
    useUiStore.getState().openModal();
    expect(useUiStore.getState()).toMatchObject({
      displayModal: true,
      displaySidebar: false,
      modalView: 'LOGIN_VIEW',
    });
  });

  // The scroll lock of the open drawer is the dialog's own (menu/components/mobile-drawer.test.tsx).
  it('opening the mobile nav closes the cart; closing it closes the nav', () => {
    useUiStore.getState().openSidebar();
    useUiStore.getState().openMobileNav();
    expect(useUiStore.getState()).toMatchObject({ displayMobileNav: true, displaySidebar: false });
    useUiStore.getState().closeMobileNav();
    expect(useUiStore.getState().displayMobileNav).toBe(false);
  });

  it('opening the cart closes the mobile nav', () => {
    useUiStore.getState().openMobileNav();
    useUiStore.getState().openSidebar();
    expect(useUiStore.getState()).toMatchObject({
      displayMobileNav: false,
      displaySidebar: true,
      sidebarView: 'CART_VIEW',
    });
    useUiStore.getState().toggleSidebar();
    expect(useUiStore.getState().displaySidebar).toBe(false);
  });

  it('closing review modals resets the review id and image index after 500 ms', () => {
    vi.useFakeTimers();
    useUiStore.getState().openReviewModal(42, 3);
    expect(useUiStore.getState()).toMatchObject({
      displayIndividualReviewModal: true,
      reviewModalId: 42,
      initialReviewImageIndex: 3,
    });
    useUiStore.getState().closeReviewModals();
    expect(useUiStore.getState().reviewModalId).toBe(42);
    vi.advanceTimersByTime(REVIEW_MODAL_RESET_MS);
    expect(useUiStore.getState()).toMatchObject({ reviewModalId: null, initialReviewImageIndex: 0 });
  });

  it('the mobile search focus flag and the account drop-down toggle', () => {
    useUiStore.getState().setFocusOnMobileSearch(true);
    expect(useUiStore.getState().focusOnMobileSearch).toBe(true);
    useUiStore.getState().openDropdown();
    expect(useUiStore.getState().displayDropdown).toBe(true);
    useUiStore.getState().closeDropdown();
    expect(useUiStore.getState().displayDropdown).toBe(false);
  });
});
