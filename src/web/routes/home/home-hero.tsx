export function HomeHero() {
  return (
    <section className="bg-linear-to-br from-orange-50 via-white to-amber-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
          Fast Meals. Fast Rides. <span className="text-brand-strong">One App.</span>
        </h1>
        <p className="mt-4 max-w-xl text-lg text-stone-700">
          Fresh food from the best restaurants near you, delivered to your door in 30 minutes or less.
        </p>
      </div>
    </section>
  );
}
