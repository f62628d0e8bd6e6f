import type { FastifyInstance } from 'fastify';
import { asObject, idParam, optBool, optInt, optText } from '../settings/rest-input.js';
import type { VehicleType } from './vehicle-type.entity.js';
import { createVehicleType, getVehicleType, listVehicleTypes, moveVehicleType, updateVehicleType, type MoveDirection, type VehicleTypeInput } from './vehicle-type.service.js';

/** PascalCase REST shape of a vehicle type (spec 2 §3: Name, Order, IconCode). */
export const toRestVehicleType = (v: VehicleType) => ({ Id: v.id, Name: v.name, Order: v.order, IconCode: v.iconCode, IsDeactivated: v.isDeactivated, Version: v.version });

function readInput(raw: unknown): VehicleTypeInput {
  const b = asObject(raw);
  return { name: optText(b, 'Name'), iconCode: optText(b, 'IconCode'), isDeactivated: optBool(b, 'IsDeactivated'), version: optInt(b, 'Version') };
}

/** Vehicle types: the GET lookup of spec 1 §7 and the ordered settings list of spec 2 §4. */
export async function vehicleTypeRoutes(app: FastifyInstance) {
  app.get('/VehicleTypes', async (request) => (await listVehicleTypes(request.ctx)).map(toRestVehicleType));
  app.get('/VehicleTypes/All', async (request) => (await listVehicleTypes(request.ctx, true)).map(toRestVehicleType));
  app.get<{ Params: { id: string } }>('/VehicleTypes/:id', async (request) => toRestVehicleType(await getVehicleType(request.ctx, idParam(request.params.id))));
  app.post('/VehicleTypes', async (request, reply) => reply.status(201).send(toRestVehicleType(await createVehicleType(request.ctx, readInput(request.body)))));
  app.put<{ Params: { id: string } }>('/VehicleTypes/:id', async (request) => {
    const id = idParam(request.params.id);
    return toRestVehicleType(await updateVehicleType(request.ctx, id, readInput(request.body)));
  });
  const move = (direction: MoveDirection) => async (request: { ctx: Parameters<typeof moveVehicleType>[0]; params: { id: string }; body: unknown }) => {
    const id = idParam(request.params.id);
    const version = optInt(asObject(request.body), 'Version');
    return (await moveVehicleType(request.ctx, id, direction, version)).map(toRestVehicleType);
  };
  app.put<{ Params: { id: string } }>('/VehicleTypes/:id/MoveUp', move('UP'));
  app.put<{ Params: { id: string } }>('/VehicleTypes/:id/MoveDown', move('DOWN'));
}
