// Who we are, in one place: names, wordmark and the short lines the site speaks with (BRAND.md voice).
export const brand = {
  /** The full name, for titles, alt text and legal lines. */
  name: 'Back Nine Indoor Golf',
  /** The wordmark the logo draws. */
  wordmark: 'BACK NINE',
  /** Under the wordmark, small. */
  descriptor: 'INDOOR GOLF',
  tagline: 'Premium simulator bays. Any weather, every night.',
} as const;

/** `<title>` for a page: "Page · Back Nine Indoor Golf", or the brand alone. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${brand.name}` : `${brand.name} · ${brand.tagline}`;
}
