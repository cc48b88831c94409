// What the cart's action reads (Hydrogen's `<CartForm>` shape), shared by the route and the pages.

/** The cart actions this store handles (Hydrogen's `CartForm.ACTIONS` names). */
export const CART_ACTIONS = { DiscountCodesUpdate: 'DiscountCodesUpdate' } as const;

/** The form fields `<CartForm action="DiscountCodesUpdate">` posts for these codes. */
export function discountCodesForm(discountCodes: string[]): { cartFormInput: string } {
  return {
    cartFormInput: JSON.stringify({
      action: CART_ACTIONS.DiscountCodesUpdate,
      inputs: { discountCodes },
    }),
  };
}
