/** The manifest routes' declared schemas (issue 24 item 2): paths and query strings checked, bodies and answers described. */
import { Type } from 'typebox';
import { Answers, Body, DateTime, FileAnswer, Flag, IdParams, Ids, Json, List, NoContent, PathText, Pounds, Query, QueryFlag, QueryText, QueryWhole, Refs, STALE, Text, Whole } from '../../rest/schemas.js';

/** Checked before the handler runs, in BodyReader's words (camelCase paths, no full stop). */
const CHECKED = { checked: true, dialect: 'reader' } as const;
/** A body that may be left out (a command named by its path, Version optional): read as `{}`. */
const OPTIONAL_BODY = { ...CHECKED, optional: true } as const;

const Manifest = Json('A manifest (driver run) in PascalCase.');
const ManifestFields = {
  Version: Whole('The version loaded; a stale one is refused with 608.'), ...Refs('VehicleType'), ConsignmentAddresses: Ids('Its stops, in order, as ids or {Id}.'),
  Cost: Pounds(), CostManuallySet: Flag(), CalculateTimes: Flag(),
};
/** `{Manifest: {...}, CustomerMessage}` or the manifest itself (manifest.rest.ts parseManifestBody). */
const ManifestBody = Body({ Manifest: Body(ManifestFields, 'The manifest, when wrapped.'), CustomerMessage: Text('E-mailed to customers who booked its consignments (create only).'), ...ManifestFields }, 'A manifest to create or save.', CHECKED);
const RangeParams = Type.Object({ from: PathText('The first day, YYYY-MM-DD.'), to: PathText('The last day, YYYY-MM-DD.') });
const SearchQuery = Query({
  vehicleType: QueryWhole('vehicleType', 'A vehicle type id.'), customerName: QueryText('Part of the customer name.'), poNumber: QueryText('PO number.'),
  consignmentNumber: QueryWhole('consignmentNumber'), manifestNumber: QueryWhole('manifestNumber'), collectionAddress: QueryText('Part of a collection address.'),
  deliveryAddress: QueryText('Part of a delivery address.'), supplierName: QueryText('Part of the supplier name.'), nonspec: QueryFlag('nonspec'),
  notacknowledged: QueryFlag('notacknowledged'), isbackload: QueryFlag('isbackload'), excludebackload: QueryFlag('excludebackload'), isdeleted: QueryFlag('isdeleted'),
});
const id = IdParams();
const versioned = (summary: string, body: ReturnType<typeof Body>, params = id) => ({ summary, params, body, response: Answers({ 200: Manifest }), ...STALE });

export const MANIFEST_SCHEMAS = {
  search: { summary: 'Manifests in a date range, filtered.', params: RangeParams, querystring: SearchQuery, response: Answers({ 200: List(Manifest) }) },
  export: { summary: 'The same search as a CSV file.', params: RangeParams, querystring: SearchQuery, response: Answers({ 200: FileAnswer('text/csv') }) },
  get: { summary: 'One manifest.', params: id, response: Answers({ 200: Manifest }) },
  changeLogs: { summary: 'Who changed what on a manifest.', params: id, response: Answers({ 200: List(Json('A change.')) }) },
  create: { summary: 'Creates a manifest from stops.', body: ManifestBody, response: Answers({ 201: Manifest }) },
  update: versioned('Saves a manifest.', ManifestBody),
  remove: { summary: 'Deletes a manifest.', params: id, response: Answers({ 204: NoContent }) },
  // The office check comes before the path is read: the id is read by the handler (403 before a 400).
  updateCosts: versioned('Sets the calculated cost and the cost.', Body({ Id: Whole('The path\'s id, when given.'), CalculatedCost: Pounds(), Cost: Pounds(), Version: Whole() }, 'Both costs, required.', CHECKED), Type.Object({ id: PathText('The manifest id, a positive whole number.') })),
  suppliers: { summary: 'The suppliers a manifest may be offered to.', params: id, response: Answers({ 200: List(Json('Id, Name, Email.')) }) },
  assign: versioned('Allocates a supplier.', Body({ ...Refs('Supplier'), Confirmed: Flag(), Version: Whole() }, undefined, CHECKED)),
  send: versioned('Sends the manifest to its supplier.', Body({ Version: Whole('Refuses a stale send (608); absent sends what is stored.') }, 'May be left out.', OPTIONAL_BODY)),
  acknowledge: versioned('Sets (or clears with null) the Acknowledged time.', Body({ AcknowledgedTime: DateTime(), Version: Whole() }, undefined, CHECKED)),
  report: { summary: 'The manifest report (PDF).', params: id, response: Answers({ 200: FileAnswer('application/pdf') }) },
  emailReport: {
    summary: 'E-mails the manifest report (queued in the outbox).',
    querystring: Query({ manifestId: QueryWhole('manifestId'), manifest: QueryWhole('manifest') }),
    body: Body({ To: Text(), Subject: Text(), Body: Text(), ...Refs('Manifest', 'When not in the query string.') }, undefined, CHECKED),
    response: Answers({ 202: Type.Object({ Queued: Type.Boolean() }) }),
  },
};
