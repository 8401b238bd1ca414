import type { Role } from '@shop/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestWords } from '@/lib/test-support/words';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordInput } from './password-input';
import { RoleBadge } from './role-badge';

/** A shopper's role (a variable: jsx-a11y reads a literal `role` as an ARIA role). */
const CUSTOMER: Role = 'customer';

afterEach(cleanup);

describe('auth words (issue 28)', () => {
  it('keeps the English words on an English page', () => {
    render(
      <TestWords>
        <PasswordInput id="p" />
        <RoleBadge role={CUSTOMER} />
      </TestWords>,
    );
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(screen.getByText('Customer')).toBeTruthy();
  });

  it('speaks Hindi on a Hindi page', () => {
    render(
      <TestWords language="hi">
        <PasswordInput id="p" />
        <RoleBadge role={CUSTOMER} />
      </TestWords>,
    );
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeTruthy();
    expect(screen.getByText('ग्राहक')).toBeTruthy();
  });

  it('asks for the reset link in Hindi on a Hindi page', () => {
    render(
      <TestWords language="hi">
        <ForgotPasswordDialog
          open
          onOpenChange={() => undefined}
          initialEmail=""
          triggerRef={{ current: null }}
        />
      </TestWords>,
    );
    expect(screen.getByRole('heading', { name: 'अपना पासवर्ड रीसेट करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' })).toBeTruthy();
  });
});
