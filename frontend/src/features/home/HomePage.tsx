import type { ReactNode } from 'react';
import { pageTitle } from '../../config/brand';
import { HomeHero } from './components/HomeHero';

interface HomePageProps {
  /** The locations list; `app/` passes it in, so this feature does not import another. */
  locationsSection: ReactNode;
}

/** `/`: the hero, then our locations. */
export function HomePage({ locationsSection }: HomePageProps) {
  return (
    <>
      <title>{pageTitle()}</title>
      <HomeHero />
      {locationsSection}
    </>
  );
}
