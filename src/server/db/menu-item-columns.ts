import { menuItems } from './schema';

// A menu item's columns as every reader shows it (the customer's menu, the restaurant's menu
// manager), named once.

export const menuItemColumns = {
  id: menuItems.id,
  restaurantId: menuItems.restaurantId,
  name: menuItems.name,
  description: menuItems.description,
  price: menuItems.price,
  category: menuItems.category,
  imageUrl: menuItems.imageUrl,
  isAvailable: menuItems.isAvailable,
  optionGroups: menuItems.optionGroups,
};
