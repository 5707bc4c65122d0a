/** Shown while a screen's code chunk loads. */
export function PageLoading() {
  return (
    <div role="status" className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-16 text-stone-600">
      <span
        className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand"
        aria-hidden="true"
      />
      Loading…
    </div>
  );
}
