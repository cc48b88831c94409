'use client';
// The store's sign-in form (a demo store: an e-mail, no password), posting to a server action.
import { useActionState } from 'react';
import { signIn } from '../actions';

/** E-mail field and button; the action's error under them. */
export function SignInForm({ emails }: { emails: string[] }) {
  const [state, action, pending] = useActionState(signIn, {});
  return (
    <form action={action} className="sign-in">
      <label>
        E-mail <input name="email" type="email" required list="demo-customers" />
      </label>
      <datalist id="demo-customers">
        {emails.map((email) => (
          <option key={email} value={email} />
        ))}
      </datalist>
      <button type="submit" disabled={pending}>
        Sign in
      </button>
      {state.error && <p role="alert">{state.error}</p>}
    </form>
  );
}
