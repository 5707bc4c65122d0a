/** The meta description of /driver-app (the title, "Driver App", comes from the partner screen). */
export const DRIVER_APP_DESCRIPTION =
  'The QuickBite Driver App: go online, see the pay of each order before you accept it, navigate to the restaurant and the customer, and track your earnings.';
