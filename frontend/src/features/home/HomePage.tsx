import { Suspense, type ReactNode } from 'react';
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
      {/* Below a phone's first screen: a boundary of its own hydrates after the hero, in its own slices and
          commit, instead of in the same pass (a page rendered on the server, issue 33). Never suspends. */}
      <Suspense fallback={null}>{locationsSection}</Suspense>
    </>
  );
}
