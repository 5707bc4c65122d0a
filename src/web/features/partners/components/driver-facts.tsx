import type { DriverProfile } from '#domain/partners/responses.ts';
import { capitalize } from '../format';
import { FactLine } from './fact-line';

/** Under the name: vehicle and city, so the driver sees at a glance whose account this is. */
export function DriverFacts({ driver }: { driver: DriverProfile }) {
  const facts = [
    `${capitalize(driver.vehicleType)} · ${driver.vehicleNumber}`,
    `${driver.city}, ${driver.country}`,
  ];
  return <FactLine facts={facts} />;
}
