import { ApiError } from '../../../lib/api-client';

/** The message shown for a refused or failed order (the cart stays as it was). */
export function checkoutErrorMessage(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError) {
    const message = error.body?.error.message;
    switch (error.code) {
      case 'CARD_DECLINED':
        return {
          title: 'Payment declined',
          message: message ?? 'Your card was declined. Please use a different card.',
        };
      case 'CARD_INVALID':
        return {
          title: 'Please check your card details',
          message: message ?? 'The card number or expiry is not valid.',
        };
      case 'OUT_OF_STOCK':
        return {
          title: 'An item in your cart is no longer available',
          message: message ?? 'Please review your cart.',
        };
      case 'CART_EMPTY':
        return { title: 'Your cart is empty', message: message ?? 'Add something to your cart first.' };
      default:
        if (message && error.status < 500) return { title: 'We could not place your order', message };
    }
  }
  return {
    title: 'We could not place your order',
    message: 'Something went wrong on our side. Please try again; you will not be charged twice.',
  };
}
