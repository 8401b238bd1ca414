import { describe, expect, it } from 'vitest';
import { testTranslate } from '@/lib/test-support/words';
import { emailProblem, newPasswordProblem, signInProblem, signUpErrors } from './validation';

const t = testTranslate('en');
const hindiT = testTranslate('hi');

const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('sign-up validation: each wrong field with its own message', () => {
  it('passes a complete form, and lets names stay empty (the server builds the full name)', () => {
    expect(signUpErrors(valid, t)).toEqual({});
    expect(signUpErrors({ ...valid, firstName: '', lastName: '' }, t)).toEqual({});
  });

  it('names every missing field at once', () => {
    expect(signUpErrors({ ...valid, email: '  ', password: '', confirmPassword: '' }, t)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please type your password again',
    });
  });

  it("uses the server's own words for an email it would refuse and a short password", () => {
    expect(
      signUpErrors({ ...valid, email: 'asha@', password: 'abcde', confirmPassword: 'abcde' }, t),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('marks the confirmation when the two passwords differ', () => {
    expect(signUpErrors({ ...valid, confirmPassword: 'secret2' }, t)).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('marks a name part longer than the server keeps', () => {
    expect(signUpErrors({ ...valid, firstName: 'a'.repeat(101), lastName: 'b'.repeat(100) }, t)).toEqual({
      firstName: 'First name must be at most 100 characters',
    });
  });
});

describe('sign-in and forgot-password validation', () => {
  it('needs both fields to sign in', () => {
    expect(signInProblem({ email: '', password: 'x' }, t)).toBe('Please fill in all fields');
    expect(signInProblem({ email: 'a@b.in', password: '' }, t)).toBe('Please fill in all fields');
    expect(signInProblem({ email: 'a@b.in', password: 'x' }, t)).toBeNull();
  });

  it('asks for an email the server would take before a reset link is asked for', () => {
    expect(emailProblem('   ', t)).toBe('Email is required');
    expect(emailProblem('asha@', t)).toBe('Please enter a valid email address');
    expect(emailProblem(' Asha@Example.in ', t)).toBeNull();
  });

  it('checks a new password typed twice', () => {
    expect(newPasswordProblem('', '', t)).toBe('Please fill in all fields');
    expect(newPasswordProblem('short', 'short', t)).toBe('Password must be at least 6 characters long');
    expect(newPasswordProblem('longenough', 'longenougH', t)).toBe('Passwords do not match');
    expect(newPasswordProblem('longenough', 'longenough', t)).toBeNull();
  });
});

describe('the same checks on a Hindi page', () => {
  it("says the form's and the server's words in Hindi", () => {
    expect(signInProblem({ email: '', password: 'x' }, hindiT)).toBe('कृपया सभी फ़ील्ड भरें');
    expect(emailProblem('asha@', hindiT)).toBe('कृपया सही ईमेल पता डालें');
    expect(newPasswordProblem('short', 'short', hindiT)).toBe('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए');
  });
});
