/**
 * Every call under /api/staff/: refused to visitors (401) and members (403) before anything
 * else runs. Price list files travel as JSON text (`csv`) up to STAFF_UPLOAD_LIMIT_BYTES.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import {
  changeIdRequest,
  enquiryIdRequest,
  inboxQuery,
  faresRequest,
  memberIdRequest,
  membersQuery,
  priceApplyRequest,
  priceUploadRequest,
  STAFF_UPLOAD_LIMIT_BYTES,
  staffPaths,
} from "@jute/api/contract";
import type { AuthService } from "../../domain/accounts/auth";
import { NOT_CSV_TEXT } from "../../domain/price-list/price-list-csv";
import { StaffError, type Staff, type StaffService } from "../../domain/price-list/price-list";
import type { StaffInbox } from "../../domain/enquiries/staff-inbox";
import { bearerToken, parseBody } from "../request-helpers";

declare module "fastify" {
  interface FastifyRequest {
    staff?: Staff;
  }
}

/** The upload's text is checked for what PostgreSQL cannot store before anything else: say why. */
const NOT_TEXT = { csv: NOT_CSV_TEXT };

const route = (path: string) => `/${path.replace(/^staff\//, "")}`;

export async function staffRoutes(app: FastifyInstance, options: { auth: AuthService; staff: StaffService; inbox: StaffInbox }) {
  const { auth, staff, inbox } = options;

  app.addHook("onRequest", async (request, reply) => {
    const token = bearerToken(request);
    const account = token ? await auth.accountForToken(token) : null;
    if (!account) return reply.code(401).send({ success: false, msg: "Log in as staff first (the token is missing, expired or revoked)" });
    if (account.role !== "staff") return reply.code(403).send({ success: false, msg: "This is for the mill's staff only" });
    request.staff = { id: account.id, email: account.email };
  });

  app.setErrorHandler((error: FastifyError | StaffError, _request, reply) => {
    if (error instanceof StaffError) return reply.code(error.status).send({ success: false, msg: error.message, ...error.extra });
    if ((error as FastifyError).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send({ success: false, msg: `The file is too large: at most ${STAFF_UPLOAD_LIMIT_BYTES / 1024 / 1024} MiB` });
    }
    throw error;
  });

  const who = (request: FastifyRequest) => request.staff as Staff;
  const upload = { bodyLimit: STAFF_UPLOAD_LIMIT_BYTES };

  app.get(route(staffPaths.prices), async () => ({ success: true, msg: "Price list", data: await staff.priceList() }));

  app.get(route(staffPaths.pricesExport), async () => {
    const exported = await staff.exportCsv();
    return { success: true, msg: "Price list", data: { file_name: exported.fileName, csv: exported.csv } };
  });

  app.post(route(staffPaths.pricesPreview), upload, async (request, reply) => {
    const body = parseBody(priceUploadRequest, request, reply, NOT_TEXT);
    if (!body) return reply;
    const diff = await staff.preview({ fileName: body.file_name, csv: body.csv, effectiveFrom: body.effective_from, retireMissing: body.retire_missing });
    return { success: true, msg: "Preview: nothing has changed yet", data: diff };
  });

  app.post(route(staffPaths.pricesApply), upload, async (request, reply) => {
    const body = parseBody(priceApplyRequest, request, reply, NOT_TEXT);
    if (!body) return reply;
    const applied = await staff.apply(who(request), {
      fileName: body.file_name,
      csv: body.csv,
      effectiveFrom: body.effective_from,
      retireMissing: body.retire_missing,
      version: body.version,
      previewId: body.preview_id,
      confirmFlagged: body.confirm_flagged,
    });
    return { success: true, msg: applied.scheduled ? `Scheduled for ${applied.effective_from}` : "Applied", data: applied };
  });

  app.post(route(staffPaths.pricesCancel), async (request, reply) => {
    const body = parseBody(changeIdRequest, request, reply);
    if (!body) return reply;
    return { success: true, msg: "Scheduled list cancelled", data: await staff.cancel(who(request), body.change_id) };
  });

  app.post(route(staffPaths.pricesRestore), async (request, reply) => {
    const body = parseBody(changeIdRequest, request, reply);
    if (!body) return reply;
    return { success: true, msg: "Version restored", data: await staff.restore(who(request), body.change_id) };
  });

  app.get(route(staffPaths.audit), async () => ({ success: true, msg: "Audit log", data: await staff.audit() }));

  app.get(`${route(staffPaths.auditEntry)}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!/^\d{1,9}$/.test(id)) return reply.code(400).send({ success: false, msg: "change_id must be a whole number" });
    return { success: true, msg: "Change", data: await staff.auditEntry(Number(id)) };
  });

  app.get(route(staffPaths.fares), async () => ({ success: true, msg: "Truck fares", data: await staff.fares() }));

  app.post(route(staffPaths.fares), async (request, reply) => {
    const body = parseBody(faresRequest, request, reply);
    if (!body) return reply;
    const result = await staff.setFares(who(request), {
      effectiveFrom: body.effective_from,
      fares: body.fares.map((fare) => ({ truckFareId: fare.truck_fare_id, usdPerTonne: fare.fare })),
    });
    return { success: true, msg: "Fares saved", data: result };
  });

  app.get(route(staffPaths.members), async (request, reply) => {
    const query = membersQuery.safeParse(request.query ?? {});
    if (!query.success) return reply.code(400).send({ success: false, msg: query.error.issues[0]?.message ?? "The query is not valid" });
    return { success: true, msg: "Members", data: await staff.members({ q: query.data.q }) };
  });

  for (const [path, disabled] of [
    [staffPaths.membersDisable, true],
    [staffPaths.membersEnable, false],
  ] as const) {
    app.post(route(path), async (request, reply) => {
      const body = parseBody(memberIdRequest, request, reply);
      if (!body) return reply;
      const result = await staff.setDisabled(body.member_id, disabled);
      return { success: true, msg: disabled ? `Member disabled; ${result.sessions_ended} session(s) ended` : "Member enabled", data: result };
    });
  }

  app.get(route(staffPaths.enquiries), async (request, reply) => {
    const query = inboxQuery.safeParse(request.query ?? {});
    if (!query.success) return reply.code(400).send({ success: false, msg: query.error.issues[0]?.message ?? "The query is not valid" });
    return { success: true, msg: "Inbox", data: await inbox.list(query.data.status) };
  });

  app.get(`${route(staffPaths.enquiries)}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!/^\d{1,9}$/.test(id)) return reply.code(400).send({ success: false, msg: "enquiry_id must be a whole number" });
    return { success: true, msg: "Enquiry", data: await inbox.open(Number(id)) };
  });

  app.post(route(staffPaths.enquiriesAnswer), async (request, reply) => {
    const body = parseBody(enquiryIdRequest, request, reply);
    if (!body) return reply;
    return { success: true, msg: "Marked answered", data: await inbox.markAnswered(body.enquiry_id) };
  });
}
