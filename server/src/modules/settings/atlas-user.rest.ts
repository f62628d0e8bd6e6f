import type { FastifyInstance } from 'fastify';
import { badInput } from '../../errors.js';
import { toRestAtlasUser } from './atlas-user.mapper.js';
import { changeAtlasUserPassword, createAtlasUser, getAtlasUser, searchAtlasUsers, updateAtlasUser, type AtlasUserInput } from './atlas-user.service.js';
import { asObject, idParam, optBool, optInt, optText, queryBool, queryText, type Json } from './rest-input.js';

type Query = Record<string, unknown>;

function roleIds(body: Json): number[] | undefined {
  const raw = body.AtlasUserRoleIds ?? body.atlasUserRoleIds;
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.some((r) => !Number.isInteger(r))) throw badInput([{ field: 'AtlasUserRoleIds', message: 'AtlasUserRoleIds must be a list of role ids.' }]);
  return raw as number[];
}

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
    atlasUserRoleIds: roleIds(b),
    isDeactivated: optBool(b, 'IsDeactivated'),
    version: optInt(b, 'Version'),
  };
}

/** Back-office users (spec 2 §7: AtlasUsers, search by username, email, isDeactivated; ChangePassword). */
export async function atlasUserRoutes(app: FastifyInstance) {
  const search = (query: unknown, all: boolean) => {
    const q = query as Query;
    return { username: queryText(q.username ?? q.Username), email: queryText(q.email ?? q.Email), isDeactivated: queryBool(q.isDeactivated ?? q.IsDeactivated, 'isDeactivated'), all };
  };
  app.get('/AtlasUsers', async (request) => (await searchAtlasUsers(request.ctx, search(request.query, false))).map(toRestAtlasUser));
  app.get('/AtlasUsers/Search', async (request) => (await searchAtlasUsers(request.ctx, search(request.query, false))).map(toRestAtlasUser));
  app.get('/AtlasUsers/All', async (request) => (await searchAtlasUsers(request.ctx, search(request.query, true))).map(toRestAtlasUser));
  app.get<{ Params: { id: string } }>('/AtlasUsers/:id', async (request) => toRestAtlasUser(await getAtlasUser(request.ctx, idParam(request.params.id))));
  app.post('/AtlasUsers', async (request, reply) => reply.status(201).send(toRestAtlasUser(await createAtlasUser(request.ctx, readInput(request.body)))));
  app.put<{ Params: { id: string } }>('/AtlasUsers/:id', async (request) => {
    const id = idParam(request.params.id);
    return toRestAtlasUser(await updateAtlasUser(request.ctx, id, readInput(request.body)));
  });
  app.put<{ Params: { id: string } }>('/AtlasUsers/ChangePassword/:id', async (request, reply) => {
    const id = idParam(request.params.id);
    const b = asObject(request.body);
    const newPassword = optText(b, 'NewPassword') ?? optText(b, 'Password') ?? '';
    const confirmPassword = optText(b, 'ConfirmPassword') ?? undefined;
    await changeAtlasUserPassword(request.ctx, id, { newPassword, confirmPassword });
    return reply.status(204).send();
  });
}
