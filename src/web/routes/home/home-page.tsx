import { useRef, useState } from 'react';
import { DeliveringBanner } from '#web/features/countries/components/delivering-banner.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { HomeClaims } from './home-claims';
import { HomeHero } from './home-hero';
import { HomeRestaurants } from './home-restaurants';
import { TrackOrderDemo } from './track-order-demo';

export function HomePage() {
  useDocumentTitle();
  const [searchTerm, setSearchTerm] = useState('');
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <HomeHero
        searchTerm={searchTerm}
        onSearchTermChange={setSearchTerm}
        // After an explicit search, take the customer (and the screen reader) to the results.
        onSearch={() => resultsHeading.current?.focus()}
      />
      <DeliveringBanner />
      <HomeRestaurants ref={resultsHeading} searchTerm={searchTerm} />
      <TrackOrderDemo />
      <HomeClaims />
    </>
  );
}
