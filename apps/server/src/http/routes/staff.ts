/**
 * Every call under /api/staff/: refused to visitors (401) and members (403) by requireStaff
 * before anything else runs. Price list files travel as JSON text (`csv`) up to
 * STAFF_UPLOAD_LIMIT_BYTES. Failures are thrown (ApiError) and answered by the one handler.
 */
import type { FastifyInstance } from "fastify";
import {
  changeIdRequest,
  workbookRequest,
  workbookReply,
  undoRequest,
  undoReply,
  enquiryIdRequest,
  enquiryReplyRequest,
  inboxQuery,
  faresApplyRequest,
  faresPreviewRequest,
  memberIdRequest,
  membersQuery,
  priceApplyRequest,
  priceUploadRequest,
  STAFF_UPLOAD_LIMIT_BYTES,
  staffPaths,
  auditEntryReply,
  auditReply,
  faresApplyReply,
  faresCancelReply,
  faresPreviewReply,
  faresReply,
  inboxAnswerReply,
  inboxEntryReply,
  inboxReply,
  inboxReplySentReply,
  memberStatusReply,
  membersReply,
  priceApplyReply,
  priceCancelReply,
  priceExportReply,
  priceListReply,
  pricePreviewReply,
} from "@jute/api/contract";
import type { AuthService } from "../../domain/accounts/auth";
import { invalid } from "../../domain/api-error";
import type { AuditService } from "../../domain/audit/audit";
import type { StaffInbox } from "../../domain/enquiries/staff-inbox";
import type { FareService } from "../../domain/fares/fares";
import type { MemberAdmin } from "../../domain/members/members";
import { NOT_CSV_TEXT } from "../../domain/price-list/price-list-csv";
import { readWorkbook } from "../../domain/price-list/workbook";
import type { PriceListService } from "../../domain/price-list/price-list";
import { requireStaff, staffOf } from "../hooks";
import type { ReplySchema } from "../reply-check";
import { parseBody, parseWith } from "../request-helpers";

/** The upload's text is checked for what PostgreSQL cannot store before anything else: say why. */
const NOT_TEXT = { csv: NOT_CSV_TEXT };

const route = (path: string) => `/${path.replace(/^staff\//, "")}`;

/** An id in the path: a whole number, else 400 naming the field. */
function pathId(params: unknown, field: string): number {
  const { id } = params as { id: string };
  if (!/^\d{1,9}$/.test(id)) throw invalid(`${field} must be a whole number`, field);
  return Number(id);
}

export interface StaffServices {
  priceList: PriceListService;
  audit: AuditService;
  fares: FareService;
  members: MemberAdmin;
  inbox: StaffInbox;
}

export async function staffRoutes(app: FastifyInstance, options: { auth: AuthService } & StaffServices) {
  const { auth, priceList, audit, fares, members, inbox } = options;

  app.addHook("onRequest", requireStaff(auth));

  const tooLargeMsg = `The file is too large: at most ${STAFF_UPLOAD_LIMIT_BYTES / 1024 / 1024} MiB`;
  const upload = (reply: ReplySchema) => ({ bodyLimit: STAFF_UPLOAD_LIMIT_BYTES, config: { tooLargeMsg, reply } });
  const answers = (reply: ReplySchema) => ({ config: { reply } });

  app.get(route(staffPaths.prices), answers(priceListReply()), async () => ({ success: true, msg: "Price list", data: await priceList.priceList() }));

  app.get(route(staffPaths.pricesExport), answers(priceExportReply()), async () => {
    const exported = await priceList.exportCsv();
    return { success: true, msg: "Price list", data: { file_name: exported.fileName, csv: exported.csv } };
  });

  app.post(route(staffPaths.pricesPreview), upload(pricePreviewReply()), async (request) => {
    const body = parseBody(priceUploadRequest, request, NOT_TEXT);
    const diff = await priceList.preview({ fileName: body.file_name, csv: body.csv, effectiveFrom: body.effective_from, retireMissing: body.retire_missing });
    return { success: true, msg: "Preview: nothing has changed yet", data: diff };
  });

  app.post(route(staffPaths.pricesApply), upload(priceApplyReply()), async (request) => {
    const body = parseBody(priceApplyRequest, request, NOT_TEXT);
    const applied = await priceList.apply(staffOf(request), {
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

  // A workbook becomes the CSV text of one sheet; the page previews that text as any CSV file.
  app.post(route(staffPaths.workbook), upload(workbookReply()), async (request) => {
    const body = parseBody(workbookRequest, request);
    const read = await readWorkbook(Buffer.from(body.workbook, "base64"), body.sheet);
    return { success: true, msg: `Sheet "${read.sheet}" read`, data: read };
  });

  app.post(route(staffPaths.pricesCancel), answers(priceCancelReply()), async (request) => {
    const body = parseBody(changeIdRequest, request);
    return { success: true, msg: "Scheduled list cancelled", data: await priceList.cancel(staffOf(request), body.change_id) };
  });

  app.post(route(staffPaths.pricesRestore), answers(undoReply()), async (request) => {
    const body = parseBody(undoRequest, request);
    const undone = await priceList.undo(staffOf(request), body.change_id, body.version);
    return { success: true, msg: undone.action === "cancel" ? "Scheduled list cancelled" : "Prices put back", data: undone };
  });

  app.get(route(staffPaths.audit), answers(auditReply()), async () => {
    const entries = await audit.audit();
    const ids = entries.map((entry) => Number(entry.change_id));
    const [priceOffers, fareOffers] = [await priceList.undoOffers(ids), await fares.undoOffers(ids)];
    // A cancel is not undone: the list (or the fares) is uploaded again instead.
    const none = { can: false, action: "none" as const, words: "A cancel is not undone: upload the list or save the fares again.", version: 0 };
    const data = entries.map((entry) => ({ ...entry, undo: priceOffers.get(Number(entry.change_id)) ?? fareOffers.get(Number(entry.change_id)) ?? none }));
    return { success: true, msg: "Audit log", data };
  });

  app.get(`${route(staffPaths.auditEntry)}/:id`, answers(auditEntryReply()), async (request) => {
    return { success: true, msg: "Change", data: await audit.auditEntry(pathId(request.params, "change_id")) };
  });

  app.get(route(staffPaths.fares), answers(faresReply()), async () => ({ success: true, msg: "Truck fares", data: await fares.fares() }));

  const faresOf = (body: { effective_from: string; fares: { truck_fare_id: number; fare: string }[] }) => ({
    effectiveFrom: body.effective_from,
    fares: body.fares.map((fare) => ({ truckFareId: fare.truck_fare_id, fare: fare.fare })),
  });

  app.post(route(staffPaths.faresPreview), answers(faresPreviewReply()), async (request) => {
    const body = parseBody(faresPreviewRequest, request);
    return { success: true, msg: "Preview: nothing has changed yet", data: await fares.preview(faresOf(body)) };
  });

  app.post(route(staffPaths.faresApply), answers(faresApplyReply()), async (request) => {
    const body = parseBody(faresApplyRequest, request);
    const applied = await fares.apply(staffOf(request), { ...faresOf(body), version: body.version, previewId: body.preview_id, confirmFlagged: body.confirm_flagged });
    return { success: true, msg: applied.scheduled ? `Fares scheduled for ${applied.effective_from}` : "Fares saved", data: applied };
  });

  app.post(route(staffPaths.faresCancel), answers(faresCancelReply()), async (request) => {
    const body = parseBody(changeIdRequest, request);
    return { success: true, msg: "Scheduled fares cancelled", data: await fares.cancel(staffOf(request), body.change_id) };
  });

  app.post(route(staffPaths.faresRestore), answers(undoReply()), async (request) => {
    const body = parseBody(undoRequest, request);
    const undone = await fares.undo(staffOf(request), body.change_id, body.version);
    return { success: true, msg: undone.action === "cancel" ? "Scheduled fares cancelled" : "Fares put back", data: undone };
  });

  app.get(route(staffPaths.members), answers(membersReply()), async (request) => {
    const query = parseWith(membersQuery, request.query ?? {});
    return { success: true, msg: "Members", data: await members.members({ q: query.q }) };
  });

  for (const [path, disabled] of [
    [staffPaths.membersDisable, true],
    [staffPaths.membersEnable, false],
  ] as const) {
    app.post(route(path), answers(memberStatusReply()), async (request) => {
      const body = parseBody(memberIdRequest, request);
      const result = await members.setDisabled(body.member_id, disabled);
      return { success: true, msg: disabled ? `Member disabled; ${result.sessions_ended} session(s) ended` : "Member enabled", data: result };
    });
  }

  app.get(route(staffPaths.enquiries), answers(inboxReply()), async (request) => {
    const query = parseWith(inboxQuery, request.query ?? {});
    return { success: true, msg: "Inbox", data: await inbox.list(query.status) };
  });

  app.get(`${route(staffPaths.enquiries)}/:id`, answers(inboxEntryReply()), async (request) => {
    return { success: true, msg: "Enquiry", data: await inbox.open(pathId(request.params, "enquiry_id")) };
  });

  app.post(route(staffPaths.enquiriesAnswer), answers(inboxAnswerReply()), async (request) => {
    const body = parseBody(enquiryIdRequest, request);
    const answered = await inbox.markAnswered(body.enquiry_id, staffOf(request));
    return { success: true, msg: `${answered.reference} is marked answered`, data: answered };
  });

  app.post(route(staffPaths.enquiriesReply), answers(inboxReplySentReply()), async (request) => {
    const body = parseBody(enquiryReplyRequest, request);
    const sent = await inbox.reply(body.enquiry_id, body.message, staffOf(request));
    return { success: true, msg: `Reply to ${sent.reference} sent to ${sent.mailed_to}; marked answered`, data: sent };
  });

  app.post(route(staffPaths.enquiriesReopen), answers(inboxAnswerReply()), async (request) => {
    const body = parseBody(enquiryIdRequest, request);
    const reopened = await inbox.reopen(body.enquiry_id, staffOf(request));
    return { success: true, msg: `${reopened.reference} reopened`, data: reopened };
  });
}
