import { consignmentStatus, summariseStops, type StatusFlags, type StatusStop } from './consignment-status.js';

const booked: StatusFlags = { isDeleted: false, cancellationRequested: false, isQuote: false, isFrequentConsignment: false, isCompleted: false };
const waiting: StatusStop = { isOnRoute: false, hasArrived: false, isCompleted: false, manifestId: null };
const two = (first: Partial<StatusStop> = {}, second: Partial<StatusStop> = {}) => [{ ...waiting, ...first }, { ...waiting, ...second }];

describe('a consignment status, the one rule every screen and the export use (issue 19 item 6)', () => {
  it('is Booked for a confirmed consignment with no stop planned or started', () => {
    expect(consignmentStatus({ ...booked, stops: two() })).toBe('Booked');
    expect(consignmentStatus({ ...booked, stops: [] })).toBe('Booked');
  });

  it('is On manifest once any stop is on a manifest', () => {
    expect(consignmentStatus({ ...booked, stops: two({ manifestId: 4 }) })).toBe('On manifest');
  });

  it('is In progress once any stop is on route, arrived or completed while others are not', () => {
    expect(consignmentStatus({ ...booked, stops: two({ isOnRoute: true, manifestId: 4 }) })).toBe('In progress');
    expect(consignmentStatus({ ...booked, stops: two({ hasArrived: true }) })).toBe('In progress');
    expect(consignmentStatus({ ...booked, stops: two({ isCompleted: true }) })).toBe('In progress');
  });

  it('is Completed when flagged or when every stop is completed', () => {
    expect(consignmentStatus({ ...booked, stops: two({ isCompleted: true }, { isCompleted: true }) })).toBe('Completed');
    expect(consignmentStatus({ ...booked, isCompleted: true, stops: [] })).toBe('Completed');
  });

  it('is Quote or Frequent template for quotes whatever their stops say', () => {
    expect(consignmentStatus({ ...booked, isQuote: true, stops: two({ isOnRoute: true }) })).toBe('Quote');
    expect(consignmentStatus({ ...booked, isQuote: true, isFrequentConsignment: true, stops: two() })).toBe('Frequent template');
  });

  it('puts Deleted before a cancellation request, and a cancellation request before everything else', () => {
    const all = { ...booked, isQuote: true, isCompleted: true, cancellationRequested: true, stops: two({ isCompleted: true }, { isCompleted: true }) };
    expect(consignmentStatus(all)).toBe('Cancellation requested');
    expect(consignmentStatus({ ...all, isDeleted: true })).toBe('Deleted');
  });

  it('sums up no stops as nulls, like the stored summary of a consignment without stops', () => {
    expect(summariseStops([])).toEqual({ stops: 0, allCompleted: null, started: null, onManifest: null });
    expect(summariseStops(two({ manifestId: 1 }))).toEqual({ stops: 2, allCompleted: false, started: false, onManifest: true });
  });
});
