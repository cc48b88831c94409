import type { ReactNode, SVGProps } from 'react';
import { STAR_PATH } from './starPath.js';

/** The icon names of the set; each is a 24×24 inline SVG drawn with `currentColor`. */
export type IconName =
  | 'star'
  | 'star-outline'
  | 'heart'
  | 'heart-outline'
  | 'thumbs-up'
  | 'check'
  | 'close'
  | 'more'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'copy'
  | 'link'
  | 'cart'
  | 'bag'
  | 'gift'
  | 'tag'
  | 'percent'
  | 'truck'
  | 'coin'
  | 'crown'
  | 'sparkle'
  | 'cake'
  | 'share'
  | 'users'
  | 'pencil'
  | 'chat'
  | 'search'
  | 'photo'
  | 'trash'
  | 'move'
  | 'eye'
  | 'plus';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;

/* Shapes: simple strokes that read at 16 px, no brand glyphs, nothing from a font. */
const shapes: Record<IconName, ReactNode> = {
  star: <path d={STAR_PATH} fill="currentColor" />,
  'star-outline': <path d={STAR_PATH} {...stroke} strokeWidth={1.6} strokeLinejoin="round" />,
  heart: (
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.3C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3z"
      fill="currentColor"
    />
  ),
  'heart-outline': (
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.3C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3z"
      {...stroke}
      strokeLinejoin="round"
    />
  ),
  'thumbs-up': (
    <path
      d="M7 10v10H4V10h3zm0 0l4-7c1.5 0 2.5 1.2 2.2 2.7L12.6 9H19c1.2 0 2.1 1.1 1.9 2.3l-1.3 7.2c-.2 1-1 1.5-2 1.5H7"
      {...stroke}
      strokeLinejoin="round"
    />
  ),
  check: <path d="M4.5 12.5l5 5 10-11" {...stroke} strokeLinecap="round" />,
  close: <path d="M6 6l12 12M18 6L6 18" {...stroke} strokeLinecap="round" />,
  more: (
    <g fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </g>
  ),
  'chevron-down': <path d="M6 9l6 6 6-6" {...stroke} strokeLinecap="round" />,
  'chevron-left': <path d="M15 6l-6 6 6 6" {...stroke} strokeLinecap="round" />,
  'chevron-right': <path d="M9 6l6 6-6 6" {...stroke} strokeLinecap="round" />,
  copy: (
    <g {...stroke} strokeLinejoin="round">
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </g>
  ),
  link: (
    <g {...stroke} strokeLinecap="round">
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
    </g>
  ),
  cart: (
    <g {...stroke} strokeLinejoin="round" strokeLinecap="round">
      <path d="M3 4h2.5l2.2 11h10.6L20.5 7H6.3" />
      <circle cx="9" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </g>
  ),
  bag: (
    <g {...stroke} strokeLinejoin="round">
      <path d="M5 8h14l-1 12H6L5 8z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </g>
  ),
  gift: (
    <g {...stroke} strokeLinejoin="round">
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3-5-4-5.5-2S9 8 12 8zm0 0c1.5-3 5-4 5.5-2S15 8 12 8z" />
    </g>
  ),
  tag: (
    <g {...stroke} strokeLinejoin="round">
      <path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9-8-8z" />
      <circle cx="8.5" cy="8.5" r="1.5" />
    </g>
  ),
  percent: (
    <g {...stroke} strokeLinecap="round">
      <path d="M18 6L6 18" />
      <circle cx="7.5" cy="7.5" r="2.5" />
      <circle cx="16.5" cy="16.5" r="2.5" />
    </g>
  ),
  truck: (
    <g {...stroke} strokeLinejoin="round">
      <path d="M2.5 6h11v10h-11zM13.5 10h4l3 3v3h-7" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </g>
  ),
  coin: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v9M14.5 9.5c-.5-1-1.4-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.6 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1.1 0-2-.5-2.5-1.5" />
    </g>
  ),
  crown: (
    <path d="M3.5 8l4.5 4 4-6.5 4 6.5 4.5-4-2 10.5h-13L3.5 8z" {...stroke} strokeLinejoin="round" />
  ),
  sparkle: (
    <path
      d="M12 3l2 6.5L20.5 12 14 14l-2 7-2-7-6.5-2L10 9.5 12 3z"
      {...stroke}
      strokeLinejoin="round"
    />
  ),
  cake: (
    <g {...stroke} strokeLinejoin="round" strokeLinecap="round">
      <path d="M4 20h16v-7a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7zM4 15.5c2.7 1.5 5.3 1.5 8 0s5.3-1.5 8 0" />
      <path d="M12 11V8M12 5.5V4" />
    </g>
  ),
  share: (
    <g {...stroke} strokeLinejoin="round" strokeLinecap="round">
      <path d="M12 15V3.5M7.5 8L12 3.5 16.5 8" />
      <path d="M5 12v7.5h14V12" />
    </g>
  ),
  users: (
    <g {...stroke} strokeLinecap="round">
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5" />
      <path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4M17.5 14.8c2.2.7 3.6 2.5 4 5.2" />
    </g>
  ),
  pencil: (
    <path
      d="M4 20l1-4.5L16 4.5a2.1 2.1 0 0 1 3 3L8 18.5 4 20zM14.5 6l3.5 3.5"
      {...stroke}
      strokeLinejoin="round"
    />
  ),
  chat: (
    <path
      d="M4 5.5h16v10H10l-4.5 4v-4H4z"
      {...stroke}
      strokeLinejoin="round"
      strokeLinecap="round"
    />
  ),
  search: (
    <g {...stroke} strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5" />
    </g>
  ),
  photo: (
    <g {...stroke} strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="M21 16l-5-5-8.5 8" />
    </g>
  ),
  trash: (
    <g {...stroke} strokeLinejoin="round" strokeLinecap="round">
      <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13" />
    </g>
  ),
  move: (
    <g {...stroke} strokeLinejoin="round" strokeLinecap="round">
      <path d="M4 12h14M14 7l5 5-5 5" />
    </g>
  ),
  eye: (
    <g {...stroke}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </g>
  ),
  plus: <path d="M12 5v14M5 12h14" {...stroke} strokeLinecap="round" />,
};

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /** Which icon. */
  name: IconName;
}

/**
 * An icon from the set, decorative (aria-hidden): the control or text beside it carries the
 * name. Sized by the font size (1em), coloured by `currentColor`, so it follows the theme.
 */
export function Icon({ name, className, ...rest }: IconProps) {
  return (
    <svg
      className={className ? `lk-icon ${className}` : 'lk-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...rest}
    >
      {shapes[name]}
    </svg>
  );
}
