/** Short facts under a partner's name, one line, separated by dots a screen reader skips. */
export function FactLine({ facts }: { facts: readonly string[] }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-stone-600">
      {facts.flatMap((fact, index) => [
        index > 0 ? (
          <span key={`${fact}-dot`} aria-hidden="true">
            ·
          </span>
        ) : null,
        <span key={fact}>{fact}</span>,
      ])}
    </p>
  );
}
