import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { MAX_DELIVERY_RADIUS_KM, MIN_DELIVERY_RADIUS_KM } from '#domain/ordering/rules.ts';
import type { RestaurantRegistrationFormValues } from '#domain/registration/restaurant-requests.ts';
import { Button } from '#web/components/ui/button.tsx';
import { restaurantCountryOptions } from '#web/features/registration/option-labels.ts';
import { FormSection, fieldsOf } from '../fields';

// An empty coordinate box means "not given"; the schema accepts a number, numeric text or nothing.
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Six decimals locate a door to about 10 cm, more than the map needs. */
const COORDINATE_DECIMALS = 6;

const { TextField, CountryField } = fieldsOf<RestaurantRegistrationFormValues>();

export function RestaurantLocationSection() {
  const {
    setValue,
    formState: { isSubmitted },
  } = useFormContext<RestaurantRegistrationFormValues>();
  const [locating, setLocating] = useState(false);
  const [locateStatus, setLocateStatus] = useState('');

  function fillFromCurrentLocation() {
    if (!('geolocation' in navigator)) {
      setLocateStatus('Your browser cannot share its location. Enter the coordinates instead.');
      return;
    }
    setLocating(true);
    setLocateStatus('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const options = { shouldDirty: true, shouldValidate: isSubmitted };
        setValue('latitude', coords.latitude.toFixed(COORDINATE_DECIMALS), options);
        setValue('longitude', coords.longitude.toFixed(COORDINATE_DECIMALS), options);
        setLocating(false);
        setLocateStatus('Location filled in from this device.');
      },
      () => {
        setLocating(false);
        setLocateStatus('We could not get your location. Enter the coordinates instead.');
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  return (
    <FormSection title="Location">
      <TextField
        name="address"
        label="Street Address"
        required
        className="sm:col-span-2"
        autoComplete="street-address"
      />
      <TextField name="city" label="City" autoComplete="address-level2" />
      <CountryField options={restaurantCountryOptions} />
      <TextField
        name="latitude"
        label="Latitude"
        inputMode="decimal"
        hint="Optional: lets us work out delivery distances."
        registerOptions={{ setValueAs: blankToUndefined }}
      />
      <TextField
        name="longitude"
        label="Longitude"
        inputMode="decimal"
        registerOptions={{ setValueAs: blankToUndefined }}
      />
      <TextField
        name="deliveryRadiusKm"
        label="Delivery radius (km)"
        type="number"
        inputMode="numeric"
        min={MIN_DELIVERY_RADIUS_KM}
        max={MAX_DELIVERY_RADIUS_KM}
        step={1}
        hint={`Straight-line distance you deliver to, ${MIN_DELIVERY_RADIUS_KM}-${MAX_DELIVERY_RADIUS_KM} km; farther addresses cannot order.`}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button variant="secondary" size="sm" onClick={fillFromCurrentLocation} disabled={locating}>
          <LocateFixed className="size-4" aria-hidden="true" />
          Use my current location
        </Button>
        <p className="text-sm text-stone-700" role="status">
          {locateStatus}
        </p>
      </div>
    </FormSection>
  );
}
