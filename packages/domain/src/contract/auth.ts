import { NoBodySchema, successEnvelope } from '../api.js';
import {
  AuthResultSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MessageResultSchema,
  PasswordStrengthBodySchema,
  PasswordStrengthResultSchema,
  RefreshResultSchema,
  ResetPasswordBodySchema,
  SignupBodySchema,
  UpdateProfileBodySchema,
  UserResultSchema,
} from '../auth.js';
import { endpoint } from './endpoint.js';

const tags = ['auth'];

/** Sign-up, sign-in, sessions, own profile and password reset (decision 007). */
export const authContract = {
  signup: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    access: 'public',
    tags,
    summary: 'Create a customer account and sign in (role, status, id or dates in the body are refused)',
    body: SignupBodySchema,
    response: { 201: successEnvelope(AuthResultSchema) },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    tags,
    summary: 'Sign in (throttled per account and per address)',
    body: LoginBodySchema,
    response: { 200: successEnvelope(AuthResultSchema) },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'signed-in',
    tags,
    summary: 'Revoke the current session',
    body: NoBodySchema,
    response: { 200: successEnvelope(MessageResultSchema) },
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/auth/me',
    access: 'signed-in',
    tags,
    summary: 'The signed-in user',
    response: { 200: successEnvelope(UserResultSchema) },
  }),
  updateMe: endpoint({
    method: 'PUT',
    path: '/api/auth/me',
    access: 'signed-in',
    tags,
    summary: "Update the signed-in user's full name",
    body: UpdateProfileBodySchema,
    response: { 200: successEnvelope(UserResultSchema) },
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    access: 'signed-in',
    tags,
    summary: 'Replace the current token with a new one (the old one stops working)',
    body: NoBodySchema,
    response: { 200: successEnvelope(RefreshResultSchema) },
  }),
  passwordStrength: endpoint({
    method: 'POST',
    path: '/api/auth/password-strength',
    access: 'public',
    tags,
    summary:
      "Judge a new password as sign-up, reset and change will (for the form's strength meter); stores nothing",
    body: PasswordStrengthBodySchema,
    response: { 200: successEnvelope(PasswordStrengthResultSchema) },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    tags,
    summary: 'Mail a password-reset link (same answer whether or not the account exists)',
    body: ForgotPasswordBodySchema,
    response: { 200: successEnvelope(MessageResultSchema) },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    tags,
    summary: 'Set a new password with a reset link; signs the account out everywhere',
    body: ResetPasswordBodySchema,
    response: { 200: successEnvelope(MessageResultSchema) },
  }),
};
