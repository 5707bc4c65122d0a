/**
 * Shapes of the demo seed data. Field names follow SPEC.md section 3; the seeder adds ids,
 * passwords and timestamps.
 */

import type { WeeklyHours } from './hours';

export type MenuCategory = 'Appetizers' | 'Main Course' | 'Pizza' | 'Pasta' | 'Desserts' | 'Beverages';

export type DeliveryExperience = 'New to delivery' | '1-2 years' | '3-5 years' | '5+ years';

export type BusinessType = 'LLC' | 'Corporation' | 'Partnership' | 'Sole Proprietorship' | 'Restaurant';

export interface SeedMenuItem {
  name: string;
  description: string;
  /** Decimal string in the restaurant's currency, e.g. '12.99', or '980' for yen. */
  price: string;
  category: MenuCategory;
  /** '/images/menu/<slug>.svg', or null when the item has no picture. */
  imageUrl: string | null;
  isAvailable: boolean;
  /** Sizes, extras, bases (see options.ts); none when missing. */
  optionGroups?: SeedOptionGroup[];
}

/** An option group as the demo writes it: the seeder adds the ids. */
export interface SeedOptionGroup {
  name: string;
  required: boolean;
  minChoices: number;
  maxChoices: number;
  options: { name: string; priceDelta: string; isAvailable: boolean }[];
}

/** The opening hours are `weeklyHours(...)`. */
export interface SeedRestaurant extends WeeklyHours {
  /** IANA zone its hours are read in (what registration would find from its position). */
  timeZone: string;
  name: string;
  cuisine: string;
  deliveryTime: string;
  deliveryFee: string;
  imageUrl: string;
  description: string;
  address: string;
  /** Up to 8 decimals. */
  latitude: string;
  longitude: string;
  country: string;
  city: string;
  isOpen: boolean;
  minOrder: string;
  /** Percent ("13", "14.975"): the sales tax or VAT of the restaurant's city. */
  taxRate: string;
  /** VAT countries (the UK, Japan, Mexico) price with the tax included. */
  pricesIncludeTax: boolean;
  offer?: string;
  phone: string;
  email: string;
  isApproved: boolean;
  businessLicense: string;
  taxId: string;
  businessType: BusinessType;
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string;
  signatureDish: string;
  specialtyDescription: string;
  deliveryExperience: DeliveryExperience;
  preferredCuisines: string;
  bankCountry: string;
  bankCurrency: string;
  bankName: string;
  bankAccountHolder: string;
  bankAccountNumber: string;
  bankRoutingNumber: string;
  bankAccountType: 'Business' | 'Personal';
  menu: SeedMenuItem[];
}

export type VehicleType = 'bike' | 'scooter' | 'car' | 'truck';

export interface SeedDriver {
  name: string;
  email: string;
  phone: string;
  licenseNumber: string;
  vehicleType: VehicleType;
  vehicleNumber: string;
  isActive: boolean;
  isApproved: boolean;
  isOnline: boolean;
  /** Up to 8 decimals. */
  currentLatitude: string;
  currentLongitude: string;
  currentLocation: string;
  country: string;
  city: string;
  totalDeliveries: number;
  /** ISO date, e.g. '2028-06-30'. */
  licenseExpiryDate: string;
  licenseState: string;
  licenseImage: string | null;
  contactAddress: string;
  bankCountry: string;
  bankCurrency: string;
  bankName: string;
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  swiftCode: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  previousExperience: 'none' | 'less-than-1' | '1-2' | 'more-than-2';
  availability: 'full-time' | 'part-time' | 'weekends' | 'evenings' | 'flexible';
}
