import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { asObject, idParam, optBool, optInt, optText } from '../settings/rest-input.js';
import type { VehicleType } from './vehicle-type.entity.js';
import { createVehicleType, getVehicleType, listVehicleTypes, moveVehicleType, updateVehicleType, type MoveDirection, type VehicleTypeInput } from './vehicle-type.service.js';

/** PascalCase REST shape of a vehicle type (behaviour.md "Settings / Vehicle types and area rules order": Name, Order, IconCode; Capacity, decision 0166). */
export const toRestVehicleType = (v: VehicleType) => ({ Id: v.id, Name: v.name, Order: v.order, IconCode: v.iconCode, Capacity: v.capacity ?? null, IsDeactivated: v.isDeactivated, Version: v.version });

function readInput(raw: unknown): VehicleTypeInput {
  const b = asObject(raw);
  return { name: optText(b, 'Name'), iconCode: optText(b, 'IconCode'), capacity: optInt(b, 'Capacity'), isDeactivated: optBool(b, 'IsDeactivated'), version: optInt(b, 'Version') };
}

const VEHICLE = R.Json('Id, Name, Order, IconCode, IsDeactivated, Version.');
const SETTINGS = { checked: true, dialect: 'settings' } as const;
const BODY = R.Body({ Name: R.Text(), IconCode: R.Text(), Capacity: R.Whole('How many jobs it carries at once (decision 0166); null for no limit.'), IsDeactivated: R.Flag(), Version: R.Whole() }, 'A vehicle type.', SETTINGS);
const MOVE = { summary: 'Moves a vehicle type one place in the order; answers the list.', params: R.IdRecordParams(), body: R.Body({ Version: R.Whole('The version loaded.') }, 'The version loaded.', SETTINGS), response: R.Answers({ 200: R.List(VEHICLE) }), ...R.STALE };

/** Vehicle types: the GET lookup of behaviour.md "Settings / Settings lists" and the ordered settings list of behaviour.md "Settings / Vehicle types and area rules order". */
export async function vehicleTypeRoutes(app: FastifyInstance) {
  app.get('/VehicleTypes', { schema: { summary: 'Vehicle types in order.', response: R.Answers({ 200: R.List(VEHICLE) }) } }, async (request) => (await listVehicleTypes(request.ctx)).map(toRestVehicleType));
  app.get('/VehicleTypes/All', { schema: { summary: 'Every vehicle type, deactivated too.', response: R.Answers({ 200: R.List(VEHICLE) }) } }, async (request) => (await listVehicleTypes(request.ctx, true)).map(toRestVehicleType));
  app.get<{ Params: { id: string } }>('/VehicleTypes/:id', { schema: { summary: 'One vehicle type.', params: R.IdRecordParams(), response: R.Answers({ 200: VEHICLE }) } }, async (request) => toRestVehicleType(await getVehicleType(request.ctx, idParam(request.params.id))));
  app.post('/VehicleTypes', { schema: { summary: 'Adds a vehicle type.', body: BODY, response: R.Answers({ 201: VEHICLE }) } }, async (request, reply) => reply.status(201).send(toRestVehicleType(await createVehicleType(request.ctx, readInput(request.body)))));
  app.put<{ Params: { id: string } }>('/VehicleTypes/:id', { schema: { summary: 'Saves a vehicle type.', params: R.IdRecordParams(), body: BODY, response: R.Answers({ 200: VEHICLE }), ...R.STALE } }, async (request) => {
    const id = idParam(request.params.id);
    return toRestVehicleType(await updateVehicleType(request.ctx, id, readInput(request.body)));
  });
  const move = (direction: MoveDirection) => async (request: { ctx: Parameters<typeof moveVehicleType>[0]; params: { id: string }; body: unknown }) => {
    const id = idParam(request.params.id);
    const version = optInt(asObject(request.body), 'Version');
    return (await moveVehicleType(request.ctx, id, direction, version)).map(toRestVehicleType);
  };
  app.put<{ Params: { id: string } }>('/VehicleTypes/:id/MoveUp', { schema: MOVE }, move('UP'));
  app.put<{ Params: { id: string } }>('/VehicleTypes/:id/MoveDown', { schema: MOVE }, move('DOWN'));
}
