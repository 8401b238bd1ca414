// The part of auth that the app layer and other features may use; the rest of the folder is private.
export { AuthProvider, useAuth } from './auth-provider';
export { getMe } from './api/get-me';
export { accountLinks } from './components/account-links';
export { OneTimeCodeInput } from './components/one-time-code-input';
export { PasswordInput } from './components/password-input';
export { PasswordStrengthMeter } from './components/password-strength-meter';
export { RoleBadge } from './components/role-badge';
export { SignInPrompt } from './components/sign-in-prompt';
export { signInPath } from './return-path';
export { UserMenu } from './components/user-menu';
export type { AuthUser } from './types';
export { fullNameProblem, newPasswordProblem } from './validation';
