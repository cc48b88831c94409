import { useId } from 'react';
import { CopyButton } from './CopyButton.js';
import { shortShareLink } from './shareLink.js';

export interface ShareLinkProps {
  /** The whole link, opened and copied. */
  url: string;
  /** What the link is ("Share link"), read with it. */
  label: string;
  /** The copy button's name ("Copy link"). */
  copyLabel: string;
  /** Told when the shopper copies it (given the button), e.g. for a widget event. */
  onCopy?: ((button: HTMLButtonElement) => void) | undefined;
}

/** A share link shown short (its token is long), opened in a new tab and copied whole. */
export function ShareLink({ url, label, copyLabel, onCopy }: ShareLinkProps) {
  const labelId = useId();
  return (
    <>
      <p className="lk-share-link">
        <span className="lk-share-link__label" id={labelId}>
          {label}
        </span>
        <a
          className="lk-share-link__url"
          href={url}
          target="_blank"
          rel="noreferrer"
          aria-describedby={labelId}
          title={url}
        >
          {shortShareLink(url)}
        </a>
      </p>
      <CopyButton value={url} label={copyLabel} onCopy={onCopy} />
    </>
  );
}
