import type { DefaultValues } from 'react-hook-form';
import { DEFAULT_DELIVERY_RADIUS_KM } from '#domain/ordering/rules.ts';
import type { RegistrationResult } from '#domain/registration/responses.ts';
import {
  type RestaurantRegistrationFormValues,
  restaurantRegistrationFormSchema,
  restaurantRegistrationSchema,
} from '#domain/registration/restaurant-requests.ts';
import { RESTAURANT_FORM_DEFAULTS } from '#domain/shared/options.ts';
import { registerRestaurant } from '#web/features/registration/api/register-restaurant.ts';
import { RESTAURANT_SUCCESS_DESCRIPTION } from '#web/features/registration/messages.ts';
import { RegistrationFormFrame } from '../registration-form-frame';
import { RestaurantBankSection } from './restaurant-bank-section';
import { RestaurantBasicSection } from './restaurant-basic-section';
import { RestaurantBusinessSection } from './restaurant-business-section';
import { RestaurantDeliverySection } from './restaurant-delivery-section';
import { RestaurantHoursSection } from './restaurant-hours-section';
import { RestaurantLocationSection } from './restaurant-location-section';
import { RestaurantOwnerSection } from './restaurant-owner-section';
import { RestaurantSpecialtiesSection } from './restaurant-specialties-section';

const FIELD_NAMES = Object.keys(restaurantRegistrationSchema.shape);

// The spec's form defaults (delivery time, fee, minimum order, country, city, currency, business
// type, image, opening hours) come from RESTAURANT_FORM_DEFAULTS; every other control starts empty.
// Unselected lists are '', which the schema reports with the field's "is required" message.
const DEFAULT_VALUES: DefaultValues<RestaurantRegistrationFormValues> = {
  name: '',
  cuisine: '' as RestaurantRegistrationFormValues['cuisine'],
  description: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  address: '',
  bankCountry: '',
  bankName: '',
  bankAccountHolder: '',
  bankAccountNumber: '',
  bankRoutingNumber: '',
  bankAccountType: '' as RestaurantRegistrationFormValues['bankAccountType'],
  businessLicense: '',
  taxId: '',
  ownerName: '',
  ownerEmail: '',
  ownerPhone: '',
  signatureDish: '',
  specialtyDescription: '',
  deliveryExperience: '' as RestaurantRegistrationFormValues['deliveryExperience'],
  preferredCuisines: '',
  deliveryRadiusKm: DEFAULT_DELIVERY_RADIUS_KM,
  ...(RESTAURANT_FORM_DEFAULTS as Partial<RestaurantRegistrationFormValues>),
};

export function RestaurantRegistrationForm({
  onRegistered,
  onCountryChange,
}: {
  onRegistered: (result: RegistrationResult) => void;
  /** Told the chosen country, by name, whenever it changes. */
  onCountryChange?: (country: string) => void;
}) {
  return (
    <RegistrationFormFrame
      schema={restaurantRegistrationFormSchema}
      defaultValues={DEFAULT_VALUES}
      label="Restaurant registration"
      fieldNames={FIELD_NAMES}
      send={registerRestaurant}
      successDescription={RESTAURANT_SUCCESS_DESCRIPTION}
      onRegistered={onRegistered}
      onCountryChange={onCountryChange}
    >
      <RestaurantBasicSection />
      <RestaurantLocationSection />
      <RestaurantDeliverySection />
      <RestaurantHoursSection />
      <RestaurantBusinessSection />
      <RestaurantBankSection />
      <RestaurantOwnerSection />
      <RestaurantSpecialtiesSection />
    </RegistrationFormFrame>
  );
}
