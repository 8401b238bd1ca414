import { describe, expect, it } from 'vitest';
import { forgotPasswordProblem, newPasswordProblem, signInProblem, signUpProblem } from './validation';

const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('sign-up validation (decision 008)', () => {
  it('asks for email and password first', () => {
    expect(signUpProblem({ ...valid, email: '  ' })).toBe('Email and password are required');
    expect(signUpProblem({ ...valid, password: '', confirmPassword: '' })).toBe(
      'Email and password are required',
    );
  });

  it('refuses passwords that differ before judging their length', () => {
    expect(signUpProblem({ ...valid, confirmPassword: 'secret2' })).toBe('Passwords do not match');
    expect(signUpProblem({ ...valid, password: 'abc', confirmPassword: 'abd' })).toBe(
      'Passwords do not match',
    );
  });

  it('needs at least 6 characters', () => {
    expect(signUpProblem({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(signUpProblem({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it('lets names stay empty (the server builds the full name)', () => {
    expect(signUpProblem({ ...valid, firstName: '', lastName: '' })).toBeNull();
  });
});

describe('sign-in and forgot-password validation', () => {
  it('needs both fields to sign in', () => {
    expect(signInProblem({ email: '', password: 'x' })).toBe('Please fill in all fields');
    expect(signInProblem({ email: 'a@b.in', password: '' })).toBe('Please fill in all fields');
    expect(signInProblem({ email: 'a@b.in', password: 'x' })).toBeNull();
  });

  it('needs the email before a reset link can be sent', () => {
    expect(forgotPasswordProblem('   ')).toBe('Please enter your email first');
    expect(forgotPasswordProblem('a@b.in')).toBeNull();
  });

  it('checks a new password typed twice', () => {
    expect(newPasswordProblem('', '')).toBe('Please fill in all fields');
    expect(newPasswordProblem('short', 'short')).toBe('Password must be at least 6 characters long');
    expect(newPasswordProblem('longenough', 'longenougH')).toBe('Passwords do not match');
    expect(newPasswordProblem('longenough', 'longenough')).toBeNull();
  });
});
