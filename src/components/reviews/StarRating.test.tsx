import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { roundRating, StarRating } from './StarRating.js';

describe('StarRating', () => {
  it('is one image named with the rating out of five', () => {
    render(<StarRating value={4.33} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  });

  it('says the rating in the shopper language and number format', () => {
    render(
      <I18nProvider locale="fr" currency="EUR">
        <StarRating value={4.5} />
      </I18nProvider>,
    );
    expect(screen.getByRole('img', { name: 'Noté 4,5 sur 5' })).toBeInTheDocument();
  });

  it('fills the stars to the clamped rating', () => {
    render(<StarRating value={7} />);
    const img = screen.getByRole('img', { name: 'Rated 5 out of 5' });
    expect(img.style.getPropertyValue('--lk-stars-fill')).toBe('100%');
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(Number.NaN)).toBe(0);
  });
});
