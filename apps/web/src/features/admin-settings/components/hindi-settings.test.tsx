import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@shop/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftOf, settingsOf, type SettingsDraft, type SettingsErrors } from '../lib/settings-draft';
import { GrievanceSection } from './grievance-section';
import { ShopIdentitySection } from './shop-identity-section';

afterEach(cleanup);

const settings: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  shop: {
    ...DEFAULT_SHOP_SETTINGS.shop,
    translations: { hi: { tagline: 'हाथ से बनी ज्वेलरी', weekdayHours: null, sundayHours: null } },
  },
};

/** The two sections over one draft, as the settings page holds it; `sent` is what Save would send. */
function renderSections(errors: SettingsErrors = {}) {
  let draft: SettingsDraft = draftOf(settings);
  function Sections() {
    const [current, setCurrent] = useState(draft);
    draft = current;
    const onChange = (patch: Partial<SettingsDraft>) => setCurrent((before) => ({ ...before, ...patch }));
    return (
      <>
        <ShopIdentitySection draft={current} errors={errors} onChange={onChange} />
        <GrievanceSection draft={current} errors={errors} onChange={onChange} />
      </>
    );
  }
  render(<Sections />);
  return { sent: () => settingsOf(draft) };
}

describe('the shop’s own words in Hindi on the settings screen (decision 075)', () => {
  it('edits the tagline, hours and designation in Hindi beside the English, and sends them', () => {
    const form = renderSections();
    const tagline = screen.getByLabelText<HTMLInputElement>('Tagline in Hindi');
    expect(tagline.value).toBe('हाथ से बनी ज्वेलरी');
    expect(tagline.getAttribute('lang')).toBe('hi');

    fireEvent.input(screen.getByLabelText('Opening hours in Hindi'), {
      target: { value: 'सोम-शनि, सुबह 10 से शाम 7' },
    });
    fireEvent.input(tagline, { target: { value: '' } });
    fireEvent.input(screen.getByLabelText('Designation in Hindi'), { target: { value: 'शिकायत अधिकारी' } });

    const sent = form.sent();
    expect(sent.shop?.translations).toEqual({
      hi: { tagline: '', weekdayHours: 'सोम-शनि, सुबह 10 से शाम 7', sundayHours: null },
    });
    expect(sent.shop?.tagline).toBe(DEFAULT_SHOP_SETTINGS.shop.tagline);
    expect(sent.grievanceOfficer.translations).toEqual({ hi: { designation: 'शिकायत अधिकारी' } });
  });

  it('shows the server’s refusal of a Hindi field under that field', () => {
    renderSections({
      'shop.translations.hi.sundayHours': 'Hindi Sunday hours must be at most 80 characters',
    });
    const message = screen.getByText('Hindi Sunday hours must be at most 80 characters');
    expect(screen.getByLabelText('Sunday hours in Hindi').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByLabelText('Sunday hours').getAttribute('aria-invalid')).toBeNull();
  });
});
