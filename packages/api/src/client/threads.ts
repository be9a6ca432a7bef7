/**
 * A request's thread: one function per call, on top of the member client's checked `call`. Its
 * own entry (`@jute/api/client/threads`), loaded by My enquiries, the staff inbox and the
 * member's lazy header chunk only.
 */
import type { ApiClient, ApiResult } from "./index";
import { staffThreadPaths as staffPaths, threadPaths as paths } from "../contract/thread-paths";
import { staffThreadUnreadReply, threadPostReply, threadReply, threadUnreadReply, type StaffThreadUnread, type Thread } from "../contract/thread-replies";

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/** Which thread: a member's request by its reference, or (staff) any request by its id. */
export type ThreadOf = { reference: string } | { enquiryId: string };

export function createThreadClient(api: Pick<ApiClient, "call">) {
  const { call } = api;
  return {
    /** The member's thread of one of their requests. */
    getThread(reference: string): Promise<ApiResult<Thread>> {
      return call(`${paths.thread}${query({ reference })}`, { method: "GET" }, threadReply, (reply) => reply.data);
    },
    /** The member writes on their request (mailed to the mill). */
    postMessage(reference: string, body: string): Promise<ApiResult<Thread>> {
      return call(paths.thread, { method: "POST", body: { reference, body } }, threadPostReply, (reply) => reply.data);
    },
    /** The member has seen their thread up to now. */
    markRead(reference: string): Promise<ApiResult<Thread>> {
      return call(paths.threadRead, { method: "POST", body: { reference } }, threadReply, (reply) => reply.data);
    },
    /** The member's unseen messages from the mill. */
    getUnread(): Promise<ApiResult<number>> {
      return call(paths.threadUnread, { method: "GET" }, threadUnreadReply, (reply) => reply.data.count);
    },
    /** Staff: any request's thread. */
    getStaffThread(enquiryId: string): Promise<ApiResult<Thread>> {
      return call(`${staffPaths.threads}${query({ enquiry_id: enquiryId })}`, { method: "GET" }, threadReply, (reply) => reply.data);
    },
    /** Staff write to the buyer (mailed), optionally with a product's spec sheet. */
    postStaffMessage(enquiryId: string, body: string, specSubCategoryId?: string): Promise<ApiResult<Thread>> {
      const sent = { enquiry_id: enquiryId, body, ...(specSubCategoryId ? { spec_sub_category_id: specSubCategoryId } : {}) };
      return call(staffPaths.threads, { method: "POST", body: sent }, threadPostReply, (reply) => reply.data);
    },
    /** Staff have seen the thread up to now. */
    markStaffRead(enquiryId: string): Promise<ApiResult<Thread>> {
      return call(staffPaths.threadsRead, { method: "POST", body: { enquiry_id: enquiryId } }, threadReply, (reply) => reply.data);
    },
    /** Staff's unseen messages from buyers, in all and per request. */
    getStaffUnread(): Promise<ApiResult<StaffThreadUnread>> {
      return call(staffPaths.threadsUnread, { method: "GET" }, staffThreadUnreadReply, (reply) => reply.data);
    },
  };
}

export type ThreadClient = ReturnType<typeof createThreadClient>;
