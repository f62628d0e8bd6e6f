import { graphqlBody } from '../http.js';
import type { Scenario, ScenarioResult } from '../types.js';
import { compareWithFloor } from './reads.js';

/** The floor: the map's rows (supplier, newest position, vehicles with their types) as JSON in one statement. */
export const lastLocationsSql = `
  select s.id, s.name, l.latitude, l.longitude, l.recorded_at, l.manifest_id,
    coalesce((select json_agg(json_build_object('Id', v.id, 'Make', v.make, 'Model', v.model, 'Registration', v.registration,
        'IsDefaultVehicle', v.is_default_vehicle, 'VehicleType', json_build_object('Id', t.id, 'Name', t.name, 'IconCode', t.icon_code, 'Order', t."order")) order by v.id)
      from vehicle v join vehicle_type t on t.id = v.vehicle_type_id where v.supplier_id = s.id), '[]') as vehicles
  from supplier_last_location l join supplier s on s.id = l.supplier_id
  where not s.is_deactivated and not s.is_tracking_disabled
  order by s.name`;

/** (d) The live map's first paint: GET /api/SupplierLocations/Last (and GraphQL supplierLocations). */
export const lastLocationsScenario: Scenario = {
  id: 'last',
  title: 'Last locations for the map',
  needsServer: true,
  async run(ctx): Promise<ScenarioResult> {
    const headers = { token: ctx.officeToken, 'content-type': 'application/json' };
    const rows = await compareWithFloor(
      ctx,
      [
        { variant: 'REST GET /api/SupplierLocations/Last', load: { url: `${ctx.server.url}/api/SupplierLocations/Last`, headers } },
        {
          variant: 'GraphQL supplierLocations',
          load: { url: `${ctx.server.url}/graphql`, method: 'POST', headers, body: graphqlBody('{ supplierLocations { latitude longitude recordedAt manifestId supplier { id name vehicles { id make model registration isDefaultVehicle vehicleType { id name iconCode order } } } } }') },
        },
      ],
      {
        text: lastLocationsSql,
        values: [],
        json: (r) => r.map((s) => ({ Id: s.id, Name: s.name, Vehicles: s.vehicles, LastKnownLocation: { Latitude: s.latitude, Longitude: s.longitude, DateCreated: (s.recorded_at as Date).toISOString(), ManifestId: s.manifest_id } })),
      },
    );
    return {
      id: this.id,
      title: this.title,
      meaning: 'An office user opens the map: every tracked supplier with its newest position and its vehicles (one row per supplier, from supplier_last_location). Same columns and ratio as the track scenario; the floor builds the same JSON in one SQL statement.',
      rows,
    };
  },
};
