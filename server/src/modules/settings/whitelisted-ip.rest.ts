import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { badInput } from '../../errors.js';
import type { WhitelistedIpAddress } from '../users/whitelisted-ip.entity.js';
import { asObject, idParam, optInt, optText } from './rest-input.js';
import { createWhitelistedIp, deleteWhitelistedIp, listWhitelistedIps, updateWhitelistedIp, type WhitelistedIpInput } from './whitelisted-ip.service.js';

/** PascalCase REST shape of an allowed address, with its four parts as the screen enters them. */
export const toRestWhitelistedIp = (w: WhitelistedIpAddress) => ({ Id: w.id, Value: w.value, Parts: w.value.split('.').map(Number), Version: w.version });

const LIST = { summary: 'The allowed addresses.', response: R.Answers({ 200: R.List(R.Json('Id, Value, Parts, Version.')) }) };
const PARTS_MESSAGE = 'Parts must be the four numbers of the address.';
const PART = R.Type.Union([R.Type.Integer(), R.Type.String()], { description: 'A part, 0-255: a number or its digits as text.', 'x-message': PARTS_MESSAGE });
const BODY = R.Body({ Value: R.Text('The address, a.b.c.d.'), Parts: R.List(PART, 'Its four parts.', PARTS_MESSAGE), Version: R.Whole() }, 'An allowed address.', { checked: true, dialect: 'settings' });

/** The checked body (rest/body.ts); the four-part rule stays here, the range in the service. */
function readInput(raw: unknown): WhitelistedIpInput {
  const b = asObject(raw);
  const parts = b.Parts as (number | string)[] | null | undefined;
  if (parts && parts.length !== 4) throw badInput([{ field: 'Parts', message: PARTS_MESSAGE }]);
  return { value: optText(b, 'Value'), parts: parts ?? undefined, version: optInt(b, 'Version') };
}

/** Whitelisted IP addresses (behaviour.md "Settings / Settings lists": list, POST, PUT and DELETE). */
export async function whitelistedIpRoutes(app: FastifyInstance) {
  app.get('/WhitelistedIpAddresses', { schema: LIST }, async (request) => (await listWhitelistedIps(request.ctx)).map(toRestWhitelistedIp));
  app.get('/WhitelistedIpAddresses/All', { schema: LIST }, async (request) => (await listWhitelistedIps(request.ctx)).map(toRestWhitelistedIp));
  app.post('/WhitelistedIpAddresses', { schema: { summary: 'Allows an address.', body: BODY, response: R.Answers({ 201: R.Json() }) } }, async (request, reply) => reply.status(201).send(toRestWhitelistedIp(await createWhitelistedIp(request.ctx, readInput(request.body)))));
  app.put<{ Params: { id: string } }>('/WhitelistedIpAddresses/:id', { schema: { summary: 'Changes an allowed address.', params: R.IdRecordParams(), body: BODY, response: R.Answers({ 200: R.Json() }), ...R.STALE } }, async (request) => {
    const id = idParam(request.params.id);
    return toRestWhitelistedIp(await updateWhitelistedIp(request.ctx, id, readInput(request.body)));
  });
  app.delete<{ Params: { id: string } }>('/WhitelistedIpAddresses/:id', { schema: { summary: 'Removes an allowed address.', params: R.IdRecordParams(), response: R.Answers({ 204: R.NoContent }) } }, async (request, reply) => {
    await deleteWhitelistedIp(request.ctx, idParam(request.params.id));
    return reply.status(204).send();
  });
}
