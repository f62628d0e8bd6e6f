import type { FastifyInstance } from 'fastify';
import { badInput } from '../../errors.js';
import type { WhitelistedIpAddress } from '../users/whitelisted-ip.entity.js';
import { asObject, idParam, optInt, optText } from './rest-input.js';
import { createWhitelistedIp, deleteWhitelistedIp, listWhitelistedIps, updateWhitelistedIp, type WhitelistedIpInput } from './whitelisted-ip.service.js';

/** PascalCase REST shape of an allowed address, with its four parts as the screen enters them. */
export const toRestWhitelistedIp = (w: WhitelistedIpAddress) => ({ Id: w.id, Value: w.value, Parts: w.value.split('.').map(Number), Version: w.version });

function readInput(raw: unknown): WhitelistedIpInput {
  const b = asObject(raw);
  const parts = b.Parts ?? b.parts;
  if (parts !== undefined && parts !== null && (!Array.isArray(parts) || parts.length !== 4 || parts.some((p) => typeof p !== 'number' && typeof p !== 'string'))) {
    throw badInput([{ field: 'Parts', message: 'Parts must be the four numbers of the address.' }]);
  }
  return { value: optText(b, 'Value'), parts: (parts as (number | string)[] | undefined) ?? undefined, version: optInt(b, 'Version') };
}

/** Whitelisted IP addresses (spec 2 §7: list, POST, PUT and DELETE). */
export async function whitelistedIpRoutes(app: FastifyInstance) {
  app.get('/WhitelistedIpAddresses', async (request) => (await listWhitelistedIps(request.ctx)).map(toRestWhitelistedIp));
  app.get('/WhitelistedIpAddresses/All', async (request) => (await listWhitelistedIps(request.ctx)).map(toRestWhitelistedIp));
  app.post('/WhitelistedIpAddresses', async (request, reply) => reply.status(201).send(toRestWhitelistedIp(await createWhitelistedIp(request.ctx, readInput(request.body)))));
  app.put<{ Params: { id: string } }>('/WhitelistedIpAddresses/:id', async (request) => {
    const id = idParam(request.params.id);
    return toRestWhitelistedIp(await updateWhitelistedIp(request.ctx, id, readInput(request.body)));
  });
  app.delete<{ Params: { id: string } }>('/WhitelistedIpAddresses/:id', async (request, reply) => {
    await deleteWhitelistedIp(request.ctx, idParam(request.params.id));
    return reply.status(204).send();
  });
}
