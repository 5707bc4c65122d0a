import { Smartphone } from 'lucide-react';
import { APP_STORES, CLAIMS, COMING_SOON } from '#web/lib/marketing.ts';

/** Figures and the app-store badges (SPEC section 1). */
export function HomeClaims() {
  return (
    <section aria-labelledby="claims-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="claims-heading" className="text-2xl font-bold tracking-tight text-stone-900">
        Why customers choose QuickBite
      </h2>
      <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {CLAIMS.map((claim) => (
          <div
            key={claim.label}
            className="flex flex-col-reverse rounded-xl border border-stone-200 bg-white p-5 text-center shadow-sm"
          >
            <dt className="mt-1 text-sm text-stone-600">{claim.label}</dt>
            <dd className="text-3xl font-extrabold text-brand-strong">{claim.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <p className="font-semibold text-stone-800">Get the mobile app:</p>
        <ul className="flex flex-wrap gap-3">
          {APP_STORES.map((store) => (
            <li key={store} className="flex items-center gap-2 rounded-lg bg-stone-900 px-4 py-2 text-white">
              <Smartphone className="size-5" aria-hidden="true" />
              <span className="font-semibold">{store}</span>
              <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-stone-950">
                {COMING_SOON}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
