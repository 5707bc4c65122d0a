// The catalogue cache's keys, shared by the routes that fill it and the ready answers that read it.

export const catalogueKeys = {
  list: (country: string | undefined) => `list:${country ?? ''}`,
  restaurant: (id: number | string) => `restaurant:${id}`,
  menu: (id: number | string) => `menu:${id}`,
};
