import { IdParamsSchema, NoBodySchema, successEnvelope } from '../api.js';
import {
  ChangePasswordBodySchema,
  CreateAdminBodySchema,
  MessageResultSchema,
  UpdateProfileBodySchema,
  UpdateUserBodySchema,
  UserListQuerySchema,
  UserListSchema,
  UserResultSchema,
} from '../auth.js';
import { endpoint } from './endpoint.js';

const tags = ['users'];
const userAnswer = { 200: successEnvelope(UserResultSchema) };

/** User management (administrator only) plus the signed-in user's own profile and password. */
export const usersContract = {
  profile: endpoint({
    method: 'GET',
    path: '/api/users/profile',
    access: 'signed-in',
    tags,
    summary: 'The signed-in user (same as GET /auth/me)',
    response: userAnswer,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/users/profile',
    access: 'signed-in',
    tags,
    summary: "Update the signed-in user's full name (same as PUT /auth/me)",
    body: UpdateProfileBodySchema,
    response: userAnswer,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/users/password',
    access: 'signed-in',
    tags,
    summary: 'Change the own password; signs out every other session',
    body: ChangePasswordBodySchema,
    response: { 200: successEnvelope(MessageResultSchema) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/users',
    access: 'administrator',
    tags,
    summary: 'Users, newest first, with role counts over all users',
    querystring: UserListQuerySchema,
    response: { 200: successEnvelope(UserListSchema) },
  }),
  createStaff: endpoint({
    method: 'POST',
    path: '/api/users/admin',
    access: 'administrator',
    tags,
    summary: 'Create a staff account (admin or administrator)',
    body: CreateAdminBodySchema,
    response: { 201: successEnvelope(UserResultSchema) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/users/:id',
    access: 'administrator',
    tags,
    summary: 'One user',
    params: IdParamsSchema,
    response: userAnswer,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/users/:id',
    access: 'administrator',
    tags,
    summary: 'Rename a user or change their role',
    params: IdParamsSchema,
    body: UpdateUserBodySchema,
    response: userAnswer,
  }),
  deactivate: endpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    access: 'administrator',
    tags,
    summary: 'Deactivate a user (soft delete) and revoke all their sessions',
    params: IdParamsSchema,
    response: userAnswer,
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/api/users/:id/reactivate',
    access: 'administrator',
    tags,
    summary: 'Reactivate a user',
    params: IdParamsSchema,
    body: NoBodySchema,
    response: userAnswer,
  }),
  resetTwoStep: endpoint({
    method: 'POST',
    path: '/api/users/:id/two-step/reset',
    access: 'administrator',
    tags,
    summary:
      'Turn off another staff member’s two-step sign-in (a lost phone); recorded in the activity log. 409 when it is off, or for your own account',
    params: IdParamsSchema,
    body: NoBodySchema,
    response: userAnswer,
  }),
};
