import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Supplier } from '../suppliers/supplier.entity.js';

@InputType({ description: "A position from a driver's phone" })
export class LocationInput {
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => Date, { nullable: true, description: 'When the phone took it; now when omitted' }) recordedAt?: Date;
}

@InputType({ description: "The live map's filters" })
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

// simpleResolvers: plain property reads, without type-graphql's per-field wrapper (a day is 8,640 points).
@ObjectType('TrackPoint', { description: 'A point of a historical track', simpleResolvers: true })
export class TrackPointType {
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => Date) recordedAt!: Date;
}

@ObjectType('TrackLine', { description: 'A historical track as parallel lists: point i is (latitudes[i], longitudes[i], times[i]), oldest first', simpleResolvers: true })
export class TrackLineType {
  @Field(() => [Float]) latitudes!: number[];
  @Field(() => [Float]) longitudes!: number[];
  @Field(() => [Float], { description: 'When each point was taken, in milliseconds since 1970-01-01T00:00:00Z' }) times!: number[];
}
