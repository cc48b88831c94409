// The account page: the rewards program for a signed-in customer, a sign-in form for a guest.
import { loyaltyStack, signedInCustomer } from '../../lib/store';
import { signOut } from '../actions';
import { AccountRewards } from '../CartRewards';
import { SignInForm } from './SignInForm';

/** `/account`. */
export default async function AccountPage() {
  const customerId = await signedInCustomer();
  if (!customerId) {
    return (
      <main className="page">
        <h1>Sign in</h1>
        <p>This demo store signs in its demo customers by e-mail (try ana@demo.test).</p>
        <SignInForm emails={(await loyaltyStack()).demoEmails} />
      </main>
    );
  }
  return (
    <main className="page">
      <h1>Your account</h1>
      <form action={signOut}>
        <button type="submit">Sign out</button>
      </form>
      <AccountRewards />
    </main>
  );
}
