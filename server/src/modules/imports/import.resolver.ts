import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { bookImport } from './import.booking.js';
import { BookingImportGql, ImportMappingInputGql, ImportRowGql, toGraphqlImport, toGraphqlRow, viewToGraphql } from './import.graphql.js';
import { importProgress, importRows, mapImport, MAX_ROWS_PER_CALL, uploadImport } from './import.service.js';

/** Bulk booking over GraphQL: the same service calls as /api/Imports (issue 25 item 6). */
@Resolver()
export class ImportResolver {
  @Query(() => BookingImportGql, { description: 'An import\'s progress, with its headings and mapping' })
  async bookingImport(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<BookingImportGql> {
    return toGraphqlImport(await importProgress(ctx, id));
  }

  @Query(() => [ImportRowGql], { description: `Rows of an import in sheet order, at most ${MAX_ROWS_PER_CALL} per call` })
  async bookingImportRows(
    @Arg('id', () => Int) id: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 100 }) limit: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ImportRowGql[]> {
    return (await importRows(ctx, id, offset, limit)).map(toGraphqlRow);
  }

  @Mutation(() => BookingImportGql, { description: 'Uploads a booking sheet: a CSV or xlsx file in base64, up to the request size limit' })
  async uploadBookingImport(
    @Arg('fileName', () => String) fileName: string,
    @Arg('contentBase64', () => String) contentBase64: string,
    @Arg('customerId', () => Int, { nullable: true }) customerId: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingImportGql> {
    return viewToGraphql(await uploadImport(ctx, { fileName, bytes: Buffer.from(contentBase64, 'base64'), customerId }));
  }

  @Mutation(() => BookingImportGql, { description: 'Sets which field each heading of an import fills; remembered for the customer' })
  async mapBookingImport(@Arg('id', () => Int) id: number, @Arg('mapping', () => [ImportMappingInputGql]) mapping: ImportMappingInputGql[], @Ctx() ctx: RequestContext): Promise<BookingImportGql> {
    return viewToGraphql(await mapImport(ctx, id, Object.fromEntries(mapping.map((m) => [m.heading, m.field]))));
  }

  @Mutation(() => BookingImportGql, { description: 'Books the chosen rows of an import; poll bookingImport for progress' })
  async bookBookingImport(
    @Arg('id', () => Int) id: number,
    @Arg('rowNumbers', () => [Int]) rowNumbers: number[],
    @Arg('asQuotes', () => Boolean, { defaultValue: false }) asQuotes: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingImportGql> {
    const { batch, done } = await bookImport(ctx, id, { rowNumbers, asQuotes });
    done.catch(() => undefined); // the failure is kept on the import (Status Failed, failure) for the caller to read
    return toGraphqlImport(batch);
  }
}
