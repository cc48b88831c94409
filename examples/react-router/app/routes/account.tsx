// The account page: the rewards program for a signed-in customer, a sign-in form for a guest
// (a demo store: an e-mail, no password). The action signs in or out through the store's own
// session cookie; the root loader then signs the customer's proof for the widgets.
import {
  Form,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { customerIdByEmail } from '../../../store/session';
import { loyaltyStack } from '../../../store/stack';
import { AccountRewards } from '../CartRewards';
import { sessionHeader, signedInCustomer } from '../cookies.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    signedIn: (await signedInCustomer(request)) !== null,
    emails: (await loyaltyStack()).demoEmails,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'sign-out') {
    return redirect('/account', { headers: { 'Set-Cookie': await sessionHeader(null) } });
  }
  const email = String(form.get('email') ?? '').trim();
  const customerId = await customerIdByEmail(email);
  if (!customerId) return { error: `No customer has the e-mail “${email}”.` };
  return redirect('/account', { headers: { 'Set-Cookie': await sessionHeader(customerId) } });
}

/** `/account`. */
export default function Account() {
  const { signedIn, emails } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!signedIn) {
    return (
      <main className="page">
        <h1>Sign in</h1>
        <p>This demo store signs in its demo customers by e-mail (try ana@demo.test).</p>
        <Form method="post" className="sign-in">
          <label>
            E-mail <input name="email" type="email" required list="demo-customers" />
          </label>
          <datalist id="demo-customers">
            {emails.map((email) => (
              <option key={email} value={email} />
            ))}
          </datalist>
          <button type="submit">Sign in</button>
          {result?.error && <p role="alert">{result.error}</p>}
        </Form>
      </main>
    );
  }
  return (
    <main className="page">
      <h1>Your account</h1>
      <Form method="post">
        <button type="submit" name="intent" value="sign-out">
          Sign out
        </button>
      </Form>
      <AccountRewards />
    </main>
  );
}
