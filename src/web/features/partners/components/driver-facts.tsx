import type { DriverProfile } from '#domain/partners/responses.ts';
import { capitalize } from '../format';

/** Under the name: vehicle and city, so the driver sees at a glance whose account this is. */
export function DriverFacts({ driver }: { driver: DriverProfile }) {
  const facts = [
    `${capitalize(driver.vehicleType)} · ${driver.vehicleNumber}`,
    `${driver.city}, ${driver.country}`,
  ];
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
