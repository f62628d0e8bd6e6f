import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Supplier } from '../suppliers/supplier.entity.js';

@InputType({ description: "A position from a driver's phone" })
export class LocationInput {
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => Date, { nullable: true, description: 'When the phone took it; now when omitted' }) recordedAt?: Date;
}

@InputType({ description: "The live map's filters (spec 1 §2)" })
export class MapFilterInput {
  @Field(() => Int, { nullable: true }) supplierId?: number;
  @Field(() => Int, { nullable: true }) vehicleTypeId?: number;
}

@ObjectType({ description: "A supplier's newest position" })
export class SupplierOnMap {
  @Field(() => Supplier) supplier!: Supplier;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => Date) recordedAt!: Date;
  @Field(() => Int, { nullable: true }) manifestId?: number | null;
}

@ObjectType({ description: 'A live position event for the map' })
export class SupplierPosition {
  @Field(() => Int) supplierId!: number;
  @Field(() => String) supplierName!: string;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => Date) recordedAt!: Date;
  @Field(() => Int, { nullable: true }) manifestId?: number | null;
  @Field(() => [Int]) vehicleTypeIds!: number[];
}

@ObjectType({ description: 'A point of a historical track' })
export class TrackPointType {
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => Date) recordedAt!: Date;
}
