/**
 * The route of a booking before it is saved (issue 19 item 7): the booking screen prices a quote over the
 * phone with the shared pricing rules, and needs the miles and minutes the save would use. Same routing
 * interface and rounding as the save (consignment.schedule.ts routeFigures); the save stays the authority.
 */
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { badInput, type FieldError } from '../../errors.js';
import { routeMilesAndMinutes, routerFor, type LatLng } from '../routing/routing.js';
import { requireBookingUser } from './consignment.access.js';
import { MAX_STOPS } from './consignment.input.js';

@InputType({ description: "A located stop of an unsaved booking, in the booking's order" })
export class RoutePointInput {
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
}

@ObjectType({ description: 'Miles and minutes through the stops, rounded as a save would store them' })
export class RouteEstimate {
  @Field(() => Int) miles!: number;
  @Field(() => Int) minutes!: number;
  @Field(() => Boolean, { description: 'True when the offline estimate was used, not a routing service' }) isEstimate!: boolean;
}

function checkPoints(points: readonly LatLng[]): void {
  const errors: FieldError[] = [];
  if (points.length < 2) errors.push({ field: 'stops', message: 'A route needs at least two located stops' });
  if (points.length > MAX_STOPS) errors.push({ field: 'stops', message: `A consignment may have at most ${MAX_STOPS} addresses` });
  points.forEach((p, i) => {
    if (!(Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180)) errors.push({ field: `stops[${i}]`, message: 'Latitude must be within ±90 and longitude within ±180' });
  });
  if (errors.length) throw badInput(errors);
}

/** Booking users (customers and the office) route the stops of a booking they are typing. */
export async function estimateBookingRoute(ctx: RequestContext, points: readonly LatLng[]): Promise<RouteEstimate> {
  requireBookingUser(ctx);
  checkPoints(points);
  const route = await routerFor(ctx.config).route(points);
  return { ...routeMilesAndMinutes(route), isEstimate: route.isEstimate };
}
