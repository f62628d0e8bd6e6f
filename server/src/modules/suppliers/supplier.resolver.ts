import type { Collection, EntityClass } from '@mikro-orm/core';
import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import { Deduction, SupplierLicence, SupplierPhoto } from './supplier-parts.entity.js';
import { addSupplierPhoto, deleteSupplierPhoto, updateSupplierPhoto } from './supplier-photo.service.js';
import { activeSupplierUsers } from './supplier-users.js';
import { Supplier } from './supplier.entity.js';
import { Vehicle } from './vehicle.entity.js';
import { SupplierInput, SupplierPhotoInput } from './supplier.inputs.js';
import { smallestVehicleOf } from './supplier.mapper.js';
import { autocompleteSuppliers, createSupplier, getSupplier, searchSuppliers, updateSupplier } from './supplier.service.js';

/** A supplier app (driver) user as the suppliers screen shows it (behaviour.md "Settings / Vehicle types and area rules order" SupplierUsers); no password data. */
@ObjectType()
export class SupplierUser {
  @Field(() => Int) id!: number;
  @Field(() => String) email!: string;
  @Field(() => String) username!: string;
}

/** Suppliers over GraphQL (behaviour.md "Suppliers / Supplier photos" Suppliers, SupplierPhotos); the same service calls as REST. */
@Resolver(() => Supplier)
export class SupplierResolver {
  @Query(() => [Supplier], { description: 'Office only; by name, tracking disabled and deactivated' })
  suppliers(
    @Ctx() ctx: RequestContext,
    @Arg('name', () => String, { nullable: true }) name?: string,
    @Arg('isTrackingDisabled', () => Boolean, { nullable: true }) isTrackingDisabled?: boolean,
    @Arg('isDeactivated', () => Boolean, { nullable: true }) isDeactivated?: boolean,
  ): Promise<Supplier[]> {
    return searchSuppliers(ctx, { name, isTrackingDisabled, isDeactivated }, true);
  }

  @Query(() => [Supplier], { description: 'Autocomplete: active suppliers by name, at most 20' })
  supplierSearch(@Ctx() ctx: RequestContext, @Arg('supplierName', () => String, { nullable: true }) supplierName?: string): Promise<Supplier[]> {
    return autocompleteSuppliers(ctx, supplierName);
  }

  @Query(() => Supplier, { description: 'Office users any supplier; a driver its own' })
  supplier(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<Supplier> {
    return getSupplier(ctx, id);
  }

  @Mutation(() => Supplier, { description: 'Creates a supplier' })
  createSupplier(@Arg('input', () => SupplierInput) input: SupplierInput, @Ctx() ctx: RequestContext): Promise<Supplier> {
    return createSupplier(ctx, { ...input });
  }

  @Mutation(() => Supplier, { description: 'The whole supplier; a stale version is CONFLICT' })
  updateSupplier(@Arg('id', () => Int) id: number, @Arg('input', () => SupplierInput) input: SupplierInput, @Ctx() ctx: RequestContext): Promise<Supplier> {
    return updateSupplier(ctx, id, { ...input });
  }

  @Mutation(() => SupplierPhoto)
  addSupplierPhoto(@Arg('input', () => SupplierPhotoInput) input: SupplierPhotoInput, @Ctx() ctx: RequestContext): Promise<SupplierPhoto> {
    return addSupplierPhoto(ctx, { ...input });
  }

  @Mutation(() => SupplierPhoto)
  updateSupplierPhoto(@Arg('id', () => Int) id: number, @Arg('input', () => SupplierPhotoInput) input: SupplierPhotoInput, @Ctx() ctx: RequestContext): Promise<SupplierPhoto> {
    return updateSupplierPhoto(ctx, id, { ...input });
  }

  @Mutation(() => Boolean)
  async deleteSupplierPhoto(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<boolean> {
    await deleteSupplierPhoto(ctx, id);
    return true;
  }

  @FieldResolver(() => VehicleType, { nullable: true, description: 'The vehicle type with the lowest Order among the vehicles' })
  async smallestVehicle(@Root() supplier: Supplier): Promise<VehicleType | null> {
    if (!supplier.vehicles.isInitialized()) await supplier.vehicles.init({ populate: ['vehicleType'] });
    return smallestVehicleOf(supplier);
  }

  // A supplier reached through a manifest a driver reads (driverManifests) is loaded without its lists: each is read
  // when asked for, with the references its fields show.
  @FieldResolver(() => [SupplierLicence])
  licences(@Root() supplier: Supplier, @Ctx() ctx: RequestContext): Promise<SupplierLicence[]> {
    return itemsOf(ctx, supplier, SupplierLicence, supplier.licences, ['licenceCategory']);
  }

  @FieldResolver(() => [Vehicle])
  vehicles(@Root() supplier: Supplier, @Ctx() ctx: RequestContext): Promise<Vehicle[]> {
    return itemsOf(ctx, supplier, Vehicle, supplier.vehicles, ['vehicleType']);
  }

  @FieldResolver(() => [Deduction])
  deductions(@Root() supplier: Supplier, @Ctx() ctx: RequestContext): Promise<Deduction[]> {
    return itemsOf(ctx, supplier, Deduction, supplier.deductions, ['accountCode', 'vatCode']);
  }

  @FieldResolver(() => [SupplierPhoto])
  photos(@Root() supplier: Supplier, @Ctx() ctx: RequestContext): Promise<SupplierPhoto[]> {
    return itemsOf(ctx, supplier, SupplierPhoto, supplier.photos, []);
  }

  @FieldResolver(() => [SupplierUser], { description: 'The active supplier app users' })
  async supplierUsers(@Root() supplier: Supplier): Promise<SupplierUser[]> {
    if (!supplier.users.isInitialized()) await supplier.users.init();
    return activeSupplierUsers(supplier).map((u) => ({ id: u.id, email: u.email, username: u.username }));
  }
}

/** The lists read in one request, by type and supplier: a supplier on several of a driver's manifests is read once. */
const readLists = new WeakMap<RequestContext, Map<string, Promise<unknown[]>>>();

/**
 * A supplier's list as loaded, or read now with `populate` when the supplier was read without it. Read by a
 * query of its own rather than by initialising the collection: a supplier that appears twice in one answer
 * would have two initialisations of one collection racing.
 */
async function itemsOf<T extends { supplier: unknown }>(ctx: RequestContext, supplier: Supplier, type: EntityClass<T>, list: Collection<T>, populate: string[]): Promise<T[]> {
  if (list.isInitialized()) return list.getItems();
  const lists = readLists.get(ctx) ?? new Map<string, Promise<unknown[]>>();
  readLists.set(ctx, lists);
  const key = `${type.name}:${supplier.id}`;
  if (!lists.has(key)) lists.set(key, ctx.em.find(type, { supplier: supplier.id } as never, { populate: populate as never, orderBy: { id: 'asc' } as never }));
  return lists.get(key) as Promise<T[]>;
}
