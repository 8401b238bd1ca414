import { describe, expect, it } from 'vitest';
import { emailProblem, newPasswordProblem, signInProblem, signUpErrors } from './validation';

const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('sign-up validation: each wrong field with its own message', () => {
  it('passes a complete form, and lets names stay empty (the server builds the full name)', () => {
    expect(signUpErrors(valid)).toEqual({});
    expect(signUpErrors({ ...valid, firstName: '', lastName: '' })).toEqual({});
  });

  it('names every missing field at once', () => {
    expect(signUpErrors({ ...valid, email: '  ', password: '', confirmPassword: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please type your password again',
    });
  });

  it("uses the server's own words for an email it would refuse and a short password", () => {
    expect(signUpErrors({ ...valid, email: 'asha@', password: 'abcde', confirmPassword: 'abcde' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('marks the confirmation when the two passwords differ', () => {
    expect(signUpErrors({ ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('marks a name part longer than the server keeps', () => {
    expect(signUpErrors({ ...valid, firstName: 'a'.repeat(101), lastName: 'b'.repeat(100) })).toEqual({
      firstName: 'First name must be at most 100 characters',
    });
  });
});

describe('sign-in and forgot-password validation', () => {
  it('needs both fields to sign in', () => {
    expect(signInProblem({ email: '', password: 'x' })).toBe('Please fill in all fields');
    expect(signInProblem({ email: 'a@b.in', password: '' })).toBe('Please fill in all fields');
    expect(signInProblem({ email: 'a@b.in', password: 'x' })).toBeNull();
  });

  it('asks for an email the server would take before a reset link is asked for', () => {
    expect(emailProblem('   ')).toBe('Email is required');
    expect(emailProblem('asha@')).toBe('Please enter a valid email address');
    expect(emailProblem(' Asha@Example.in ')).toBeNull();
  });

  it('checks a new password typed twice', () => {
    expect(newPasswordProblem('', '')).toBe('Please fill in all fields');
    expect(newPasswordProblem('short', 'short')).toBe('Password must be at least 6 characters long');
    expect(newPasswordProblem('longenough', 'longenougH')).toBe('Passwords do not match');
    expect(newPasswordProblem('longenough', 'longenough')).toBeNull();
  });
});
