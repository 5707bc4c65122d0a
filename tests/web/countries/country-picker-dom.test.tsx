// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COUNTRIES, NO_COUNTRIES_FOUND } from '#domain/countries/country-list.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { CountryPickerDialog } from '#web/features/countries/components/country-picker-dialog.tsx';
import { renderWithProviders } from '../../support/render';

// The country picker in a DOM, used as a customer uses it: search by name or code, a continent
// badge that filters and clears, the current country marked, and a country chosen by a click.

function renderPicker(selectedCode = 'CA') {
  const onChoose = vi.fn();
  const view = renderWithProviders(
    <Dialog open>
      <CountryPickerDialog selectedCode={selectedCode} onChoose={onChoose} />
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Choose your country' });
  const names = () =>
    within(within(dialog).getByRole('list', { name: 'Countries' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
  return { ...view, onChoose, dialog, names };
}

describe('the country picker', () => {
  it('lists every country, says how many, and marks the current one', () => {
    const { dialog, names } = renderPicker('CA');
    expect(names()).toHaveLength(COUNTRIES.length);
    expect(within(dialog).getByRole('status').textContent).toBe(`${COUNTRIES.length} countries`);
    const current = within(dialog).getByRole('button', { current: true });
    expect(current.textContent).toContain('Canada');
  });

  it('finds a country by its name or its code', async () => {
    const { user, dialog, names } = renderPicker();
    const search = within(dialog).getByRole('searchbox', { name: 'Search countries' });
    await user.type(search, 'portu');
    expect(names()).toEqual([expect.stringContaining('Portugal')]);
    expect(within(dialog).getByRole('status').textContent).toBe('1 country');
    await user.clear(search);
    await user.type(search, 'pt');
    expect(names().some((name) => name?.includes('PT · EUR'))).toBe(true);
  });

  it('says so when nothing matches', async () => {
    const { user, dialog } = renderPicker();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search countries' }), 'atlantis');
    expect(within(dialog).getByRole('status').textContent).toBe(NO_COUNTRIES_FOUND);
    expect(within(dialog).queryByRole('list', { name: 'Countries' })).toBeNull();
  });

  it('filters by a continent badge, and clears it when pressed again', async () => {
    const { user, dialog, names } = renderPicker();
    const continents = within(dialog).getByRole('group', { name: 'Continent' });
    const europe = within(continents).getByRole('button', { name: 'Europe' });
    await user.click(europe);
    expect(europe.getAttribute('aria-pressed')).toBe('true');
    const europeans = COUNTRIES.filter((country) => country.continent === 'Europe');
    expect(names()).toHaveLength(europeans.length);
    expect(names().some((name) => name?.includes('Portugal'))).toBe(true);
    expect(names().some((name) => name?.includes('Canada'))).toBe(false);
    await user.click(europe);
    expect(europe.getAttribute('aria-pressed')).toBe('false');
    expect(names()).toHaveLength(COUNTRIES.length);
  });

  it('hands over the country clicked', async () => {
    const { user, dialog, onChoose } = renderPicker();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search countries' }), 'portugal');
    await user.click(within(dialog).getByRole('button', { name: /Portugal/ }));
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'PT', name: 'Portugal', currency: 'EUR' }),
    );
  });
});
