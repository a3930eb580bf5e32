import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, type TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { APPLICATION_EXPORT_PATH } from './application-export';
import { listingTakingApplications, submittedApplication } from './test-applications';

/* Staff and applications (issue 18): the table, the details with each opening recorded, deletion, export. */

let server: HttpTestServer;
let api: TestApi;
let base: string;

beforeAll(async () => {
  server = await startHttpTestServer();
  ({ api, base } = server);
});
afterAll(() => server.close());

const subAdmin = (view: boolean, del = false) =>
  api.factories.user({
    userType: 'SUB_ADMIN',
    permissions: [{ module: 'applications', add: false, edit: false, delete: del, view }],
  });

const TABLE = `query($where: StaffRentalApplicationFilter, $first: Int, $skip: Int) {
  staffRentalApplications(where: $where, first: $first, skip: $skip) { count items { id status applicantName listingTitle submittedAt } } }`;
const OPEN = 'query($id: ID!) { rentalApplication(id: $id) { id status sin details } }';
const VIEWS = 'query($id: ID!) { rentalApplicationStaffViews(id: $id) { staffId staffEmail at } }';
const DELETE = 'mutation($id: ID!) { deleteRentalApplication(id: $id) }';

describe('staff views of applications', () => {
  it('lists and filters the table for staff with applications view, 10 a page', async () => {
    const listing = await listingTakingApplications(api);
    const submitted = [];
    for (let i = 0; i < 11; i++) submitted.push(await submittedApplication(api, listing));
    const staff = await subAdmin(true);
    const page = await api.execute<{ staffRentalApplications: { count: number; items: { id: string }[] } }>(
      TABLE,
      { where: { listingId: listing.listingId } },
      { token: staff.token },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.staffRentalApplications.count).toBe(11);
    expect(page.data!.staffRentalApplications.items).toHaveLength(10);
    expect(page.data!.staffRentalApplications.items[0]!.id).toBe(submitted[10]!.application.id);
    const byText = await api.execute<{ staffRentalApplications: { count: number } }>(
      TABLE,
      { where: { text: submitted[3]!.applicant.user.email } },
      { token: staff.token },
    );
    expect(byText.data!.staffRentalApplications.count).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await api.execute<{ staffRentalApplications: { count: number } }>(
      TABLE,
      { where: { listingId: listing.listingId, status: 'SUBMITTED', from: today, to: today } },
      { token: staff.token },
    );
    expect(byDay.data!.staffRentalApplications.count).toBe(11);
    const without = await subAdmin(false);
    expect(errorCodes(await api.execute(TABLE, {}, { token: without.token }))).toEqual(['NO_ACCESS']);
  });

  it('records every staff opening and shows the log to admins only', async () => {
    const { application } = await submittedApplication(api);
    const staff = await subAdmin(true);
    const opened = await api.execute<{ rentalApplication: { status: string; sin: string } }>(
      OPEN,
      { id: application.id },
      { token: staff.token },
    );
    // Staff reading it is no landlord's open: it stays SUBMITTED; the SIN is masked.
    expect(opened.data!.rentalApplication).toMatchObject({ status: 'SUBMITTED', sin: '*** *** 286' });
    await api.execute(OPEN, { id: application.id }, { token: staff.token });
    const without = await subAdmin(false);
    expect(errorCodes(await api.execute(OPEN, { id: application.id }, { token: without.token }))).toEqual([
      'RENTAL_APPLICATION_NOT_FOUND',
    ]);
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const log = await api.execute<{ rentalApplicationStaffViews: { staffId: string; staffEmail: string }[] }>(
      VIEWS,
      { id: application.id },
      { token: admin.token },
    );
    expect(log.data!.rentalApplicationStaffViews.map((v) => v.staffEmail)).toEqual([
      staff.user.email,
      staff.user.email,
    ]);
    expect(errorCodes(await api.execute(VIEWS, { id: application.id }, { token: staff.token }))).toEqual([
      'NO_ACCESS',
    ]);
  });

  it('deletes an application for staff with applications delete only', async () => {
    const { application, applicant } = await submittedApplication(api);
    const viewer = await subAdmin(true);
    expect(errorCodes(await api.execute(DELETE, { id: application.id }, { token: viewer.token }))).toEqual([
      'NO_ACCESS',
    ]);
    const deleter = await subAdmin(true, true);
    expect((await api.execute(DELETE, { id: application.id }, { token: deleter.token })).data).toEqual({
      deleteRentalApplication: true,
    });
    expect(errorCodes(await api.execute(OPEN, { id: application.id }, { token: applicant.token }))).toEqual([
      'RENTAL_APPLICATION_NOT_FOUND',
    ]);
  });

  it('exports the filtered table to a spreadsheet for staff with applications view', async () => {
    const listing = await listingTakingApplications(api);
    const { application } = await submittedApplication(api, listing);
    const staff = await subAdmin(true);
    const url = `${base}${APPLICATION_EXPORT_PATH}?listingId=${listing.listingId}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-export-rows')).toBe('1');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(application.id);
    // The details (date of birth, SIN) are not in the export.
    expect(JSON.stringify(sheet.getSheetValues())).not.toContain('046454286');
    const without = await subAdmin(false);
    expect((await fetch(url, { headers: { authorization: `Bearer ${without.token}` } })).status).toBe(403);
    expect((await fetch(url)).status).toBe(401);
  });
});
