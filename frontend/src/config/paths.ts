// Every route path of the spec that the app links to, built in one place.
export const paths = {
  home: '/',
  selectLocation: '/select-location',
  locations: '/locations',
  booking: (slug?: string) => (slug ? `/booking/${encodeURIComponent(slug)}` : '/booking'),
} as const;
