/** The GraphQL shapes of an import (issue 25 item 6); the entity stays a storage class. */
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { BookingImport, BookingImportRow } from './import.entity.js';
import type { ImportView } from './import.service.js';

@ObjectType('BookingImportRowError', { description: "A row's problem, under the field (column) to fix; none for the row as a whole" })
export class ImportRowErrorGql {
  @Field(() => String, { nullable: true }) column!: string | null;
  @Field(() => String) message!: string;
}

@ObjectType('BookingImportRow', { description: 'A row of an uploaded sheet, its preview messages and outcome', simpleResolvers: true })
export class ImportRowGql {
  @Field(() => Int, { description: 'The line in the sheet (headings are line 1)' }) rowNumber!: number;
  @Field(() => [String]) cells!: string[];
  @Field(() => [ImportRowErrorGql]) errors!: ImportRowErrorGql[];
  @Field(() => Boolean) chosen!: boolean;
  @Field(() => String, { nullable: true, description: 'Booked or Refused, once booking dealt with the row' }) outcome!: string | null;
  @Field(() => Int, { nullable: true }) consignmentId!: number | null;
  @Field(() => Int, { nullable: true }) consignmentNumber!: number | null;
}

@ObjectType('BookingImportMappingEntry')
export class ImportMappingEntryGql {
  @Field(() => String) heading!: string;
  @Field(() => String, { description: 'The import field the column fills; empty when left out' }) field!: string;
}

@InputType('BookingImportMappingInput')
export class ImportMappingInputGql {
  @Field(() => String) heading!: string;
  @Field(() => String) field!: string;
}

@ObjectType('BookingImport', { description: 'An uploaded booking sheet; rows are read with bookingImportRows' })
export class BookingImportGql {
  @Field(() => Int) id!: number;
  @Field(() => Int) customerId!: number;
  @Field(() => String) fileName!: string;
  @Field(() => String, { description: 'Preview, Booking, Booked or Failed' }) status!: string;
  @Field(() => Boolean) asQuotes!: boolean;
  @Field(() => Int) rowCount!: number;
  @Field(() => Int) validCount!: number;
  @Field(() => Int) chosenCount!: number;
  @Field(() => Int) processedCount!: number;
  @Field(() => Int) bookedCount!: number;
  @Field(() => Int) refusedCount!: number;
  @Field(() => String, { nullable: true }) failure!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => [String]) headings!: string[];
  @Field(() => [ImportMappingEntryGql]) mapping!: ImportMappingEntryGql[];
  @Field(() => Boolean, { description: 'The same file had been uploaded before: this is that import' }) repeated!: boolean;
}

/** An import as its GraphQL type. */
export function toGraphqlImport(batch: BookingImport, repeated = false): BookingImportGql {
  return {
    id: batch.id, customerId: batch.customer.id, fileName: batch.fileName, status: batch.status, asQuotes: batch.asQuotes,
    rowCount: batch.rowCount, validCount: batch.validCount, chosenCount: batch.chosenCount, processedCount: batch.processedCount,
    bookedCount: batch.bookedCount, refusedCount: batch.refusedCount, failure: batch.failure ?? null, createdAt: batch.createdAt,
    headings: batch.headings, mapping: batch.headings.map((heading) => ({ heading, field: batch.mapping[heading] ?? '' })), repeated,
  };
}

/** A row as its GraphQL type. */
export const toGraphqlRow = (row: BookingImportRow): ImportRowGql => ({
  rowNumber: row.rowNumber, cells: row.cells, errors: row.errors, chosen: row.chosen, outcome: row.outcome ?? null,
  consignmentId: row.consignmentId ?? null, consignmentNumber: row.consignmentNumber ?? null,
});

/** An upload's answer. */
export const viewToGraphql = (view: ImportView): BookingImportGql => toGraphqlImport(view.batch, view.repeated);
