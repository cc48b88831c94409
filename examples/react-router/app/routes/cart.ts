// The cart's action, in the shape of Hydrogen's `/cart` route: a `cartFormInput` field holding
// `{ action, inputs }` (Hydrogen's `<CartForm>` posts that), `DiscountCodesUpdate` calling
// `cart.updateDiscountCodes`. The rewards drawer's "Apply" posts here (app/CartRewards.tsx).
import { data, type ActionFunctionArgs } from 'react-router';
import { CART_ACTIONS } from '../cartForm';
import { cartHeader, storeCart } from '../cookies.server';

/** What `<CartForm>` posts, as Hydrogen parses it. */
interface CartFormInput {
  action: string;
  inputs: { discountCodes?: unknown };
}

/** `POST /cart`: one cart action, answered `{ cart, errors }` as Hydrogen's cart handler does. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  let input: CartFormInput;
  try {
    input = JSON.parse(String(form.get('cartFormInput'))) as CartFormInput;
  } catch {
    throw data({ errors: [{ message: 'cartFormInput must be JSON' }] }, { status: 400 });
  }
  const cart = await storeCart(request);
  if (input.action !== CART_ACTIONS.DiscountCodesUpdate) {
    throw data({ errors: [{ message: `unknown cart action ${input.action}` }] }, { status: 400 });
  }
  const codes = input.inputs?.discountCodes;
  if (!Array.isArray(codes) || !codes.every((c): c is string => typeof c === 'string')) {
    throw data({ errors: [{ message: 'discountCodes must be strings' }] }, { status: 400 });
  }
  // Hydrogen's route adds the new codes to those the cart has.
  const current = (cart.get()?.discountCodes ?? []).map((d) => d.code);
  const result = cart.updateDiscountCodes([...current, ...codes]);
  return data(result, {
    status: result.errors.length > 0 ? 422 : 200,
    headers: { 'Set-Cookie': await cartHeader(result.cart.id) },
  });
}
