import type { Vehicle } from '../suppliers/vehicle.entity.js';
import type { SupplierLastLocation } from './supplier-location.entity.js';

/** A vehicle as the map shows it (behaviour.md "Map / Live vehicles" "Supplier (for the map)"). */
export function toRestMapVehicle(v: Vehicle) {
  return {
    Id: v.id,
    Make: v.make,
    Model: v.model,
    Registration: v.registration,
    IsDefaultVehicle: v.isDefaultVehicle,
    VehicleType: { Id: v.vehicleType.id, Name: v.vehicleType.name, IconCode: v.vehicleType.iconCode, Order: v.vehicleType.order },
  };
}

/**
 * A supplier with its newest position, in the PascalCase of GET /SupplierLocations/Last: the reference
 * that lastLocationsJson (which writes the body in SQL) is tested against.
 */
export function toRestLastLocation(l: SupplierLastLocation) {
  return {
    Id: l.supplier.id,
    Name: l.supplier.name,
    Vehicles: l.supplier.vehicles.getItems().map(toRestMapVehicle),
    LastKnownLocation: {
      Latitude: l.latitude,
      Longitude: l.longitude,
      DateCreated: l.recordedAt.toISOString(),
      ManifestId: l.manifestId ?? null,
    },
  };
}
