import { earliestFrequentStartDate } from '../../domain/booking.js';
import { addDays, isoWeekday, today } from '../../domain/dates.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, bookingBody, type Booking } from './consignment.fixtures.js';
import { createFrequentConsignments } from './frequent.service.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const call = (payload: unknown, token = b.office.token) => t.app.inject({ method: 'POST', url: '/api/Consignments', headers: { token }, payload: payload as object });

describe('frequent consignments (behaviour.md "Booking / Frequent consignments"; issue 3 item 5)', () => {
  const start = earliestFrequentStartDate(new Date());

  it('refuses a start date before the earliest one offered, and a template without weekdays', async () => {
    const early = await call(bookingBody(b, { IsFrequentConsignment: true, ConsignmentFrequencySettings: { StartDate: addDays(start, -1), WeekDays: [1] } }));
    expect(early.statusCode).toBe(400);
    expect(early.json().Errors).toEqual([{ Field: 'consignmentFrequencySettings.startDate', Message: `The start date must be a date (YYYY-MM-DD) on or after ${start}` }]);
    const noDays = await call(bookingBody(b, { IsFrequentConsignment: true, ConsignmentFrequencySettings: { StartDate: start, WeekDays: [] } }));
    expect(noDays.json().Errors).toEqual([{ Field: 'consignmentFrequencySettings.weekDays', Message: 'Please choose at least one weekday' }]);
  });

  it('creates each day’s consignment from a template exactly once, even when two runs race', async () => {
    const weekDayId = (await sql<{ id: number }>(`select id from week_day where iso_day = ?`, [isoWeekday(start)]))[0].id;
    const template = await call(bookingBody(b, { IsFrequentConsignment: true, ConsignmentFrequencySettings: { StartDate: start, WeekDays: [{ Id: weekDayId }] } }));
    expect(template.statusCode).toBe(201);
    expect(template.json()).toMatchObject({ IsQuote: true, IsFrequentConsignment: true, ConsignmentFrequencySettings: { StartDate: start, WeekDays: [{ Id: weekDayId }] } });
    const templateId = template.json().Id;

    const now = new Date();
    const runs = await Promise.all([createFrequentConsignments(t.orm.em.fork(), t.config, start, now), createFrequentConsignments(t.orm.em.fork(), t.config, start, now)]);
    expect(runs.flat()).toHaveLength(1);
    expect(await createFrequentConsignments(t.orm.em.fork(), t.config, start, now)).toEqual([]);
    const made = await sql<{ id: number; is_quote: boolean; frequent_date: string; start_date_time: Date }>(`select id, is_quote, to_char(frequent_date, 'YYYY-MM-DD') as frequent_date, start_date_time from consignment where frequent_consignment_template_id = ?`, [templateId]);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ is_quote: false, frequent_date: start });
    expect(today(new Date(made[0].start_date_time))).toBe(start);
    const [{ n }] = await sql<{ n: string }>(`select count(*) as n from consignment_address where consignment_id = ?`, [made[0].id]);
    expect(Number(n)).toBe(2);
    // not on other weekdays, nor before the start date
    expect(await createFrequentConsignments(t.orm.em.fork(), t.config, addDays(start, 1), now)).toEqual([]);
    expect(await createFrequentConsignments(t.orm.em.fork(), t.config, addDays(start, -7), now)).toEqual([]);
  });

  it('sends the booking confirmation for each consignment made from a template, once however often the job runs (issue 25 item 4)', async () => {
    const notify = await t.app.inject({ method: 'PUT', url: `/api/Customers/${b.customer.id}/NotificationSettings`, headers: { token: b.office.token }, payload: { EmailEnabled: true, SmsEnabled: true } });
    expect(notify.statusCode).toBe(200);
    const date = addDays(start, 7); // the earlier test's template makes one on this day too
    const weekDayId = (await sql<{ id: number }>(`select id from week_day where iso_day = ?`, [isoWeekday(date)]))[0].id;
    const template = await call(bookingBody(b, { ContactEmailAddress: 'pat@example.test', ContactPhoneNumber: '07700 900123', IsFrequentConsignment: true, ConsignmentFrequencySettings: { StartDate: date, WeekDays: [{ Id: weekDayId }] } }));
    expect(template.statusCode).toBe(201);
    // The template is a quote: its save tells nobody.
    const messages = async (id: number) => sql<{ dedupe_key: string }>(
      `select dedupe_key from mail_outbox where dedupe_key like ? union all select dedupe_key from sms_outbox where dedupe_key like ? order by 1`, [`Booked:${id}:%`, `Booked:${id}:%`]);
    expect(await messages(template.json().Id)).toEqual([]);

    const now = new Date();
    await Promise.all([createFrequentConsignments(t.orm.em.fork(), t.config, date, now), createFrequentConsignments(t.orm.em.fork(), t.config, date, now)]);
    expect(await createFrequentConsignments(t.orm.em.fork(), t.config, date, now)).toEqual([]);
    const [made] = await sql<{ id: number }>(`select id from consignment where frequent_consignment_template_id = ?`, [template.json().Id]);
    const sent = await messages(made.id);
    expect(sent.map((m) => m.dedupe_key.split(':')[2]).sort()).toEqual(['Email', 'Sms']);
  });
});
