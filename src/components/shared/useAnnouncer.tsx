import { useCallback, useState } from 'react';

/** A message for a polite live region, and the function that sets it. */
export function useAnnouncer(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => setMessage(next), []);
  return [message, announce];
}

/** A visually hidden polite status region that reads out `message`. */
export function LiveMessage({ message }: { message: string }) {
  return (
    <p className="lk-visually-hidden" role="status">
      {message}
    </p>
  );
}
