import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../policy/field-visibility.js';
import type { DeductionDraft, LicenceDraft, PhotoDraft, SupplierUserDraft, VehicleDraft } from '../../domain/supplier.js';
import { asObject, idParam, list, optBool, optInt, optNumber, optText, queryBool, queryText, type Json } from '../settings/rest-input.js';
import { addSupplierPhoto, deleteSupplierPhoto, updateSupplierPhoto } from './supplier-photo.service.js';
import { SUPPLIER_TEXT_FIELDS, type SupplierInput } from './supplier.input.js';
import { NEW_PHOTO_BODY, PHOTO_BODY, SUPPLIER_BODY } from './supplier.schemas.js';
import { toRestSupplier, toRestSupplierPhoto, toRestSupplierSummary, smallestVehicleOf } from './supplier.mapper.js';
import { autocompleteSuppliers, createSupplier, getSupplier, searchSuppliers, updateSupplier } from './supplier.service.js';

const licence = (b: Json): LicenceDraft => ({ id: optInt(b, 'Id'), licenceCategoryId: optInt(b, 'LicenceCategoryId'), validFrom: optText(b, 'ValidFrom'), validTo: optText(b, 'ValidTo') });
const vehicle = (b: Json): VehicleDraft => ({
  id: optInt(b, 'Id'), vehicleTypeId: optInt(b, 'VehicleTypeId'), make: optText(b, 'Make'), model: optText(b, 'Model'), registration: optText(b, 'Registration'),
  length: optNumber(b, 'Length'), width: optNumber(b, 'Width'), height: optNumber(b, 'Height'), insuranceExpiry: optText(b, 'InsuranceExpiry'), isDefaultVehicle: optBool(b, 'IsDefaultVehicle'),
});
const deduction = (b: Json): DeductionDraft => ({
  id: optInt(b, 'Id'), name: optText(b, 'Name'), value: b.Value as number | string | null | undefined, accountCodeId: optInt(b, 'AccountCodeId'), vatCodeId: optInt(b, 'VatCodeId'),
});
const described = (b: Json) => ({ description: optText(b, 'Description'), photoId: optInt(b, 'PhotoId') });
const photo = (b: Json): PhotoDraft => ({ id: optInt(b, 'Id'), ...described(b) });
const supplierUser = (b: Json): SupplierUserDraft => ({
  id: optInt(b, 'Id'), email: optText(b, 'Email'), username: optText(b, 'Username'), newPassword: optText(b, 'NewPassword') ?? optText(b, 'Password'), confirmPassword: optText(b, 'ConfirmPassword'),
});

/** The body of POST/PUT /Suppliers, checked by SUPPLIER_BODY (PascalCase names only), as a SupplierInput. */
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

const SUPPLIER = R.Json('A supplier in PascalCase.');
const ID = R.IdRecordParams();

/** Suppliers (behaviour.md "Suppliers / Supplier photos"): search, detail, autocomplete, create, update, and the supplier photos. */
export async function supplierRoutes(app: FastifyInstance) {
  app.get('/Suppliers', { schema: { summary: 'Suppliers, filtered.', querystring: R.Query({ name: R.QueryText('Part of the name.'), isTrackingDisabled: R.QueryText('true or false.'), isDeactivated: R.QueryText('true or false.') }), response: R.Answers({ 200: R.List(SUPPLIER) }) } }, async (request) => {
    const q = request.query as Record<string, unknown>;
    const filter = {
      name: queryText(q.name ?? q.Name),
      isTrackingDisabled: queryBool(q['is-tracking-disabled'] ?? q.isTrackingDisabled ?? q.IsTrackingDisabled, 'isTrackingDisabled'),
      isDeactivated: queryBool(q['is-deactivated'] ?? q.isDeactivated ?? q.IsDeactivated, 'isDeactivated'),
    };
    return (await searchSuppliers(request.ctx, filter)).map((s) => toRestSupplierSummary(s, viewerOf(request.ctx.user)));
  });
  app.get('/Suppliers/Search', { schema: { summary: 'Suppliers whose name matches, with their smallest vehicle.', querystring: R.Query({ supplierName: R.QueryText('Part of the name.') }), response: R.Answers({ 200: R.List(R.Json('Id, Name, SmallestVehicle.')) }) } }, async (request) => {
    const q = request.query as Record<string, unknown>;
    const found = await autocompleteSuppliers(request.ctx, queryText(q.supplierName ?? q.SupplierName));
    return found.map((s) => {
      const smallest = smallestVehicleOf(s);
      return { Id: s.id, Name: s.name, SmallestVehicle: smallest ? { Id: smallest.id, Name: smallest.name, Order: smallest.order } : null };
    });
  });
  app.get<{ Params: { id: string } }>('/Suppliers/:id', { schema: { summary: 'One supplier.', params: ID, response: R.Answers({ 200: SUPPLIER }) } }, async (request) => toRestSupplier(await getSupplier(request.ctx, idParam(request.params.id)), viewerOf(request.ctx.user)));
  app.post('/Suppliers', { schema: { summary: 'Creates a supplier.', body: SUPPLIER_BODY, response: R.Answers({ 201: SUPPLIER }) } }, async (request, reply) => reply.status(201).send(toRestSupplier(await createSupplier(request.ctx, readSupplier(request.body)), viewerOf(request.ctx.user))));
  app.put<{ Params: { id: string } }>('/Suppliers/:id', { schema: { summary: 'Saves a supplier.', params: ID, body: SUPPLIER_BODY, response: R.Answers({ 200: SUPPLIER }), ...R.STALE } }, async (request) => {
    const id = idParam(request.params.id);
    return toRestSupplier(await updateSupplier(request.ctx, id, readSupplier(request.body)), viewerOf(request.ctx.user));
  });

  app.post('/SupplierPhotos', { schema: { summary: 'Adds an uploaded photo (POST /Photos) to a supplier.', body: NEW_PHOTO_BODY, response: R.Answers({ 201: R.Json() }) } }, async (request, reply) => {
    const b = asObject(request.body);
    const created = await addSupplierPhoto(request.ctx, { supplierId: optInt(b, 'SupplierId'), ...described(b) });
    return reply.status(201).send(toRestSupplierPhoto(created));
  });
  app.put<{ Params: { id: string } }>('/SupplierPhotos/:id', { schema: { summary: 'Changes a supplier photo.', params: ID, body: PHOTO_BODY, response: R.Answers({ 200: R.Json() }) } }, async (request) => {
    const id = idParam(request.params.id);
    return toRestSupplierPhoto(await updateSupplierPhoto(request.ctx, id, described(asObject(request.body))));
  });
  app.delete<{ Params: { id: string } }>('/SupplierPhotos/:id', { schema: { summary: 'Removes a supplier photo.', params: ID, response: R.Answers({ 204: R.NoContent }) } }, async (request, reply) => {
    await deleteSupplierPhoto(request.ctx, idParam(request.params.id));
    return reply.status(204).send();
  });
}
