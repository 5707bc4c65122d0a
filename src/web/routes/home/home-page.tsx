import { PageShell } from '../../app/layout/page-shell';
import { RestaurantList } from '../../features/catalogue/components/restaurant-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HomeHero } from './home-hero';

export function HomePage() {
  useDocumentTitle();
  return (
    <PageShell>
      <HomeHero />
      <section aria-labelledby="restaurants-heading" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="restaurants-heading" className="mb-6 text-2xl font-bold tracking-tight text-stone-900">
          Restaurants near you
        </h2>
        <RestaurantList />
      </section>
    </PageShell>
  );
}
