import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../policy/field-visibility.js';
import { toRestAtlasUser } from './atlas-user.mapper.js';
import { changeAtlasUserPassword, createAtlasUser, getAtlasUser, searchAtlasUsers, updateAtlasUser, type AtlasUserInput } from './atlas-user.service.js';
import { asObject, idParam, optBool, optInt, optText, queryBool, queryText } from './rest-input.js';

type Query = Record<string, unknown>;

function readInput(raw: unknown): AtlasUserInput {
  const b = asObject(raw);
  return {
    username: optText(b, 'Username'),
    email: optText(b, 'Email'),
    name: optText(b, 'Name'),
    password: optText(b, 'Password'),
    confirmPassword: optText(b, 'ConfirmPassword'),
    isAdmin: optBool(b, 'IsAdmin'),
    isAccounts: optBool(b, 'IsAccounts'),
    isManager: optBool(b, 'IsManager'),
    atlasUserRoleIds: (b.AtlasUserRoleIds as number[] | null | undefined) ?? undefined,
    isDeactivated: optBool(b, 'IsDeactivated'),
    version: optInt(b, 'Version'),
    currentPassword: optText(b, 'CurrentPassword'),
  };
}

const USER = R.Json('A back-office user.');
const ID = R.IdRecordParams();
const LIST = { summary: 'Back-office users, filtered.', querystring: R.Query({ username: R.QueryText('Part of the username.'), email: R.QueryText('Part of the e-mail.'), isDeactivated: R.QueryText('true or false.') }), response: R.Answers({ 200: R.List(USER) }) };
const SETTINGS = { checked: true, dialect: 'settings' } as const;
const BODY = R.Body({
  Username: R.Text(), Email: R.Text(), Name: R.Text(), Password: R.Text(), ConfirmPassword: R.Text(), IsAdmin: R.Flag(), IsAccounts: R.Flag(), IsManager: R.Flag(),
  AtlasUserRoleIds: R.Ids('Role ids (or {Id} objects).', '{Key} must be a list of role ids.'), IsDeactivated: R.Flag(), Version: R.Whole(),
  CurrentPassword: R.Text('The caller\'s own password, when changing their own.'),
}, 'A back-office user.', SETTINGS);
const PASSWORD = R.Body({ NewPassword: R.Text(), Password: R.Text('Taken when NewPassword is not sent.'), ConfirmPassword: R.Text(), CurrentPassword: R.Text() }, 'The new password.', SETTINGS);

/** Back-office users (behaviour.md "Settings / Back-office users": AtlasUsers, search by username, email, isDeactivated; ChangePassword). */
export async function atlasUserRoutes(app: FastifyInstance) {
  const search = (query: unknown, all: boolean) => {
    const q = query as Query;
    return { username: queryText(q.username ?? q.Username), email: queryText(q.email ?? q.Email), isDeactivated: queryBool(q.isDeactivated ?? q.IsDeactivated, 'isDeactivated'), all };
  };
  app.get('/AtlasUsers', { schema: LIST }, async (request) => (await searchAtlasUsers(request.ctx, search(request.query, false))).map((u) => toRestAtlasUser(u, viewerOf(request.ctx.user))));
  app.get('/AtlasUsers/Search', { schema: LIST }, async (request) => (await searchAtlasUsers(request.ctx, search(request.query, false))).map((u) => toRestAtlasUser(u, viewerOf(request.ctx.user))));
  app.get('/AtlasUsers/All', { schema: { ...LIST, summary: 'Every back-office user, deactivated too.' } }, async (request) => (await searchAtlasUsers(request.ctx, search(request.query, true))).map((u) => toRestAtlasUser(u, viewerOf(request.ctx.user))));
  app.get<{ Params: { id: string } }>('/AtlasUsers/:id', { schema: { summary: 'One back-office user.', params: ID, response: R.Answers({ 200: USER }) } }, async (request) => toRestAtlasUser(await getAtlasUser(request.ctx, idParam(request.params.id)), viewerOf(request.ctx.user)));
  app.post('/AtlasUsers', { schema: { summary: 'Creates a back-office user (admins).', body: BODY, response: R.Answers({ 201: USER }) } }, async (request, reply) => reply.status(201).send(toRestAtlasUser(await createAtlasUser(request.ctx, readInput(request.body)), viewerOf(request.ctx.user))));
  app.put<{ Params: { id: string } }>('/AtlasUsers/:id', { schema: { summary: 'Saves a back-office user.', params: ID, body: BODY, response: R.Answers({ 200: USER }), ...R.STALE } }, async (request) => {
    const id = idParam(request.params.id);
    return toRestAtlasUser(await updateAtlasUser(request.ctx, id, readInput(request.body)), viewerOf(request.ctx.user));
  });
  app.put<{ Params: { id: string } }>('/AtlasUsers/ChangePassword/:id', { schema: { summary: 'Sets a back-office user\'s password.', params: ID, body: PASSWORD, response: R.Answers({ 204: R.NoContent }) } }, async (request, reply) => {
    const id = idParam(request.params.id);
    const b = asObject(request.body);
    const newPassword = optText(b, 'NewPassword') ?? optText(b, 'Password') ?? '';
    const confirmPassword = optText(b, 'ConfirmPassword') ?? undefined;
    await changeAtlasUserPassword(request.ctx, id, { newPassword, confirmPassword, currentPassword: optText(b, 'CurrentPassword') });
    return reply.status(204).send();
  });
}
