import type { FastifyInstance } from 'fastify';
import type { DeductionDraft, LicenceDraft, PhotoDraft, SupplierUserDraft, VehicleDraft } from '../../domain/supplier.js';
import { badInput } from '../../errors.js';
import { asObject, idParam, optBool, optInt, optNumber, optText, queryBool, queryText, type Json } from '../settings/rest-input.js';
import { addSupplierPhoto, deleteSupplierPhoto, updateSupplierPhoto } from './supplier-photo.service.js';
import { SUPPLIER_TEXT_FIELDS, type SupplierInput } from './supplier.input.js';
import { toRestSupplier, toRestSupplierPhoto, toRestSupplierSummary, smallestVehicleOf } from './supplier.mapper.js';
import { autocompleteSuppliers, createSupplier, getSupplier, searchSuppliers, updateSupplier } from './supplier.service.js';

/** A list in the body: undefined when absent, a 400 when not a list of objects. */
function list<T>(body: Json, field: string, read: (item: Json, at: string) => T): T[] | undefined {
  const raw = body[field] ?? body[field[0].toLowerCase() + field.slice(1)];
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.some((x) => typeof x !== 'object' || x === null || Array.isArray(x))) throw badInput([{ field, message: `${field} must be a list of objects.` }]);
  return raw.map((item, i) => read(item as Json, `${field}[${i}]`));
}

/** Reads a child's field, naming its position in a 400 (e.g. Vehicles[1].Length). */
const at = <T>(path: string, read: () => T): T => {
  try {
    return read();
  } catch (error) {
    if (error instanceof Error && 'fields' in error) (error as { fields: { field: string }[] }).fields.forEach((f) => (f.field = `${path}.${f.field}`));
    throw error;
  }
};

const licence = (b: Json, p: string): LicenceDraft => at(p, () => ({ id: optInt(b, 'Id'), licenceCategoryId: optInt(b, 'LicenceCategoryId'), validFrom: optText(b, 'ValidFrom'), validTo: optText(b, 'ValidTo') }));
const vehicle = (b: Json, p: string): VehicleDraft => at(p, () => ({
  id: optInt(b, 'Id'), vehicleTypeId: optInt(b, 'VehicleTypeId'), make: optText(b, 'Make'), model: optText(b, 'Model'), registration: optText(b, 'Registration'),
  length: optNumber(b, 'Length'), width: optNumber(b, 'Width'), height: optNumber(b, 'Height'), insuranceExpiry: optText(b, 'InsuranceExpiry'), isDefaultVehicle: optBool(b, 'IsDefaultVehicle'),
}));
const deduction = (b: Json, p: string): DeductionDraft => at(p, () => ({
  id: optInt(b, 'Id'), name: optText(b, 'Name'), value: typeof b.Value === 'string' ? b.Value : optNumber(b, 'Value'), accountCodeId: optInt(b, 'AccountCodeId'), vatCodeId: optInt(b, 'VatCodeId'),
}));
const photo = (b: Json, p: string): PhotoDraft => at(p, () => ({ id: optInt(b, 'Id'), description: optText(b, 'Description'), photoId: optInt(b, 'PhotoId') }));
const supplierUser = (b: Json, p: string): SupplierUserDraft => at(p, () => ({
  id: optInt(b, 'Id'), email: optText(b, 'Email'), username: optText(b, 'Username'), newPassword: optText(b, 'NewPassword') ?? optText(b, 'Password'), confirmPassword: optText(b, 'ConfirmPassword'),
}));

/** The spec's PascalCase body of POST/PUT /Suppliers as a SupplierInput. */
function readSupplier(raw: unknown): SupplierInput {
  const b = asObject(raw);
  const input: SupplierInput = {
    name: optText(b, 'Name'),
    supplierTypeId: optInt(b, 'SupplierTypeId'),
    supplierBillingTypeId: optInt(b, 'SupplierBillingTypeId'),
    countryId: optInt(b, 'CountryId'),
    splitXeroInvoices: optBool(b, 'SplitXeroInvoices'),
    isDeactivated: optBool(b, 'IsDeactivated'),
    isTrackingDisabled: optBool(b, 'IsTrackingDisabled'),
    licences: list(b, 'SupplierLicences', licence),
    vehicles: list(b, 'Vehicles', vehicle),
    deductions: list(b, 'Deductions', deduction),
    photos: list(b, 'SupplierPhotos', photo),
    supplierUsers: list(b, 'SupplierUsers', supplierUser),
    version: optInt(b, 'Version'),
  };
  for (const [key, field] of SUPPLIER_TEXT_FIELDS) input[key] = optText(b, field);
  return input;
}

/** Suppliers (spec 2 §7): search, detail, autocomplete, create, update, and the supplier photos. */
export async function supplierRoutes(app: FastifyInstance) {
  app.get('/Suppliers', async (request) => {
    const q = request.query as Record<string, unknown>;
    const filter = {
      name: queryText(q.name ?? q.Name),
      isTrackingDisabled: queryBool(q['is-tracking-disabled'] ?? q.isTrackingDisabled ?? q.IsTrackingDisabled, 'isTrackingDisabled'),
      isDeactivated: queryBool(q['is-deactivated'] ?? q.isDeactivated ?? q.IsDeactivated, 'isDeactivated'),
    };
    return (await searchSuppliers(request.ctx, filter)).map(toRestSupplierSummary);
  });
  app.get('/Suppliers/Search', async (request) => {
    const q = request.query as Record<string, unknown>;
    const found = await autocompleteSuppliers(request.ctx, queryText(q.supplierName ?? q.SupplierName));
    return found.map((s) => {
      const smallest = smallestVehicleOf(s);
      return { Id: s.id, Name: s.name, SmallestVehicle: smallest ? { Id: smallest.id, Name: smallest.name, Order: smallest.order } : null };
    });
  });
  app.get<{ Params: { id: string } }>('/Suppliers/:id', async (request) => toRestSupplier(await getSupplier(request.ctx, idParam(request.params.id))));
  app.post('/Suppliers', async (request, reply) => reply.status(201).send(toRestSupplier(await createSupplier(request.ctx, readSupplier(request.body)))));
  app.put<{ Params: { id: string } }>('/Suppliers/:id', async (request) => {
    const id = idParam(request.params.id);
    return toRestSupplier(await updateSupplier(request.ctx, id, readSupplier(request.body)));
  });

  app.post('/SupplierPhotos', async (request, reply) => {
    const b = asObject(request.body);
    const created = await addSupplierPhoto(request.ctx, { supplierId: optInt(b, 'SupplierId'), ...photo(b, 'SupplierPhoto') });
    return reply.status(201).send(toRestSupplierPhoto(created));
  });
  app.put<{ Params: { id: string } }>('/SupplierPhotos/:id', async (request) => {
    const id = idParam(request.params.id);
    return toRestSupplierPhoto(await updateSupplierPhoto(request.ctx, id, photo(asObject(request.body), 'SupplierPhoto')));
  });
  app.delete<{ Params: { id: string } }>('/SupplierPhotos/:id', async (request, reply) => {
    await deleteSupplierPhoto(request.ctx, idParam(request.params.id));
    return reply.status(204).send();
  });
}
