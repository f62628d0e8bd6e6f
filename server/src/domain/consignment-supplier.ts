/**
 * Whose job a consignment is (docs/behaviour.md, Supplier assignment): the supplier of the
 * manifest carrying its stops. Stops of one consignment may sit on different manifests, or on none yet;
 * the consignment then shows the supplier of its first stop, in consignment order, whose manifest has one.
 * With no stop on an allocated manifest it has no supplier.
 */

/** One stop of the consignment, in consignment order: the supplier of the (live) manifest carrying it, if any. */
export interface CarriedStop {
  manifestSupplierId: number | null;
}

/** The consignment's supplier id, or null (see the file comment). */
export function consignmentSupplierId(stops: readonly CarriedStop[]): number | null {
  return stops.find((s) => s.manifestSupplierId != null)?.manifestSupplierId ?? null;
}
