import { Arg, Ctx, Int, Mutation, Query, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { VehicleTypeInput } from '../settings/settings.inputs.js';
import { XeroOrganisation } from '../settings/reference.entity.js';
import { AtlasUserRole, CustomerAccountType, InvoiceDelivery, InvoiceDeliveryOption, InvoiceSetupOption, MatrixPriceIncrement, MatrixType, PaymentTermStartOption } from './account-lookup.entity.js';
import { ConsignmentAddressType, ConsignmentControlScreenColumn, ConsignmentFrequency, ConsignmentType, Country, WeekDay } from './lookup.entity.js';
import { listLookup, lookupTables } from './lookup.service.js';
import { VehicleType } from './vehicle-type.entity.js';
import { createVehicleType, getVehicleType, listVehicleTypes, moveVehicleType, updateVehicleType } from './vehicle-type.service.js';

/** Which neighbour a vehicle type swaps with. */
export enum MoveDirectionValue {
  UP = 'UP',
  DOWN = 'DOWN',
}
registerEnumType(MoveDirectionValue, { name: 'MoveDirection' });

/** The GET lookups of behaviour.md "Booking / Consignment search and export" (any signed-in user) and behaviour.md "Settings / Back-office users" (office), over GraphQL. */
@Resolver()
export class LookupResolver {
  @Query(() => [ConsignmentType]) consignmentTypes(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.ConsignmentTypes); }
  @Query(() => [ConsignmentAddressType]) consignmentAddressTypes(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.ConsignmentAddressTypes); }
  @Query(() => [ConsignmentFrequency]) consignmentFrequencies(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.ConsignmentFrequencies); }
  @Query(() => [WeekDay]) weekDays(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.WeekDays); }
  @Query(() => [Country]) countries(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.Countries); }
  @Query(() => [ConsignmentControlScreenColumn]) consignmentControlScreenColumns(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.ConsignmentControlScreenColumns); }
  @Query(() => [CustomerAccountType]) customerAccountTypes(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.CustomerAccountTypes); }
  @Query(() => [MatrixType]) matrixTypes(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.MatrixTypes); }
  @Query(() => [MatrixPriceIncrement]) matrixPriceIncrements(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.MatrixPriceIncrements); }
  @Query(() => [AtlasUserRole]) atlasUserRoles(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.AtlasUserRoles); }
  @Query(() => [InvoiceSetupOption]) invoiceSetupOptions(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.InvoiceSetupOptions); }
  @Query(() => [InvoiceDelivery]) invoiceDeliveries(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.InvoiceDeliveries); }
  @Query(() => [InvoiceDeliveryOption]) invoiceDeliveryOptions(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.InvoiceDeliveryOptions); }
  @Query(() => [PaymentTermStartOption]) paymentTermStartOptions(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.PaymentTermStartOptions); }
  @Query(() => [XeroOrganisation]) xeroOrganisations(@Ctx() ctx: RequestContext) { return listLookup(ctx, lookupTables.XeroOrganisations); }
}

/** Vehicle types: the lookup (any signed-in user) and the ordered settings list (office, behaviour.md "Settings / Vehicle types and area rules order"). */
@Resolver()
export class VehicleTypeResolver {
  @Query(() => [VehicleType], { description: 'Active types smallest first; all=true (office only) adds deactivated ones' })
  vehicleTypes(@Ctx() ctx: RequestContext, @Arg('all', () => Boolean, { nullable: true }) all?: boolean): Promise<VehicleType[]> {
    return listVehicleTypes(ctx, all ?? false);
  }

  @Query(() => VehicleType)
  vehicleType(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<VehicleType> {
    return getVehicleType(ctx, id);
  }

  @Mutation(() => VehicleType)
  createVehicleType(@Arg('input', () => VehicleTypeInput) input: VehicleTypeInput, @Ctx() ctx: RequestContext): Promise<VehicleType> {
    return createVehicleType(ctx, { ...input });
  }

  @Mutation(() => VehicleType)
  updateVehicleType(@Arg('id', () => Int) id: number, @Arg('input', () => VehicleTypeInput) input: VehicleTypeInput, @Ctx() ctx: RequestContext): Promise<VehicleType> {
    return updateVehicleType(ctx, id, { ...input });
  }

  @Mutation(() => [VehicleType], { description: 'Swaps with the neighbour and reassigns Order in steps of 10; returns the whole order' })
  moveVehicleType(
    @Arg('id', () => Int) id: number,
    @Arg('direction', () => MoveDirectionValue) direction: MoveDirectionValue,
    @Arg('version', () => Int) version: number,
    @Ctx() ctx: RequestContext,
  ): Promise<VehicleType[]> {
    return moveVehicleType(ctx, id, direction, version);
  }
}
