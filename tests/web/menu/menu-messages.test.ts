import { describe, expect, it } from 'vitest';
import { menuFailureToast, menuSuccessToast } from '#web/features/menu/menu-messages.ts';
import { ApiError } from '#web/lib/api-client.ts';

// SPEC section 8 "Menu": the toasts word for word, failures with the error's message.

describe('menu toasts', () => {
  it('says each success in the spec words', () => {
    expect(menuSuccessToast('add')).toEqual({ title: 'Menu item added successfully!' });
    expect(menuSuccessToast('update')).toEqual({ title: 'Menu item updated successfully!' });
    expect(menuSuccessToast('delete')).toEqual({ title: 'Menu item deleted successfully!' });
  });

  it('says each failure in the spec words, with the error message as the description', () => {
    const error = new ApiError(400, 'Bad Request', '{"message":"Name is required"}');
    expect(menuFailureToast('add', error)).toEqual({
      title: 'Failed to add menu item',
      description: '400: {"message":"Name is required"}',
      variant: 'destructive',
    });
    expect(menuFailureToast('update', new Error('Network down'))).toEqual({
      title: 'Failed to update menu item',
      description: 'Network down',
      variant: 'destructive',
    });
    expect(menuFailureToast('delete', new ApiError(404, 'Not Found', ''))).toEqual({
      title: 'Failed to delete menu item',
      description: '404: Not Found',
      variant: 'destructive',
    });
  });
});
