/**
 * The threads of enquiries and quote requests (domain/enquiries/threads.ts): a member reads and
 * writes on their own requests (`api_thread`, by reference; another's is 404), staff on any
 * (`staff/threads`, by id); each side marks what it has seen and reads its unread count.
 * Bodies are checked by the contract's schemas (400 naming the field) before a post is counted
 * against the hour's budget (429).
 */
import type { FastifyInstance } from "fastify";
import { threadPaths as paths, staffPaths, staffThreadPostRequest, staffThreadQuery, staffThreadUnreadReply, threadPostRequest, threadPostReply, threadQuery, threadReply, threadUnreadReply } from "@jute/api/contract";
import type { AuthService } from "../../domain/accounts/auth";
import type { Threads } from "../../domain/enquiries/threads";
import { callerOf, requireMember, requireStaff, staffOf } from "../hooks";
import type { ReplySchema } from "../reply-check";
import { parseBody, parseWith } from "../request-helpers";

const answers = (reply: ReplySchema) => ({ config: { reply } });

export async function memberThreadRoutes(app: FastifyInstance, options: { auth: AuthService; threads: Threads }) {
  const { threads } = options;
  const member = requireMember(options.auth, "Log in to see and write on your enquiries");

  app.get(`/${paths.thread}`, { ...answers(threadReply()), preHandler: member }, async (request) => {
    const query = parseWith(threadQuery, request.query ?? {});
    return { success: true, msg: "Thread", data: await threads.forMember(callerOf(request).memberId, query.reference) };
  });

  app.post(`/${paths.thread}`, { ...answers(threadPostReply()), preHandler: member }, async (request, reply) => {
    const body = parseBody(threadPostRequest, request);
    const data = await threads.postAsMember(callerOf(request).memberId, body.reference, body.body);
    return reply.code(201).send({ success: true, msg: "Message sent: the mill is told by mail", data });
  });

  app.post(`/${paths.threadRead}`, { ...answers(threadReply()), preHandler: member }, async (request) => {
    const body = parseBody(threadQuery, request);
    return { success: true, msg: "Read", data: await threads.markReadByMember(callerOf(request).memberId, body.reference) };
  });

  app.get(`/${paths.threadUnread}`, { ...answers(threadUnreadReply()), preHandler: member }, async (request) => {
    return { success: true, msg: "Unread messages", data: { count: await threads.unreadForMember(callerOf(request).memberId) } };
  });
}

/** Registered with the prefix `/staff`. */
export async function staffThreadRoutes(app: FastifyInstance, options: { auth: AuthService; threads: Threads }) {
  const { threads } = options;
  const route = (path: string) => `/${path.replace(/^staff\//, "")}`;
  app.addHook("onRequest", requireStaff(options.auth));

  app.get(route(staffPaths.threads), answers(threadReply()), async (request) => {
    const query = parseWith(staffThreadQuery, request.query ?? {});
    return { success: true, msg: "Thread", data: await threads.forStaff(query.enquiry_id) };
  });

  app.post(route(staffPaths.threads), answers(threadPostReply()), async (request, reply) => {
    const body = parseBody(staffThreadPostRequest, request);
    const data = await threads.postAsStaff(staffOf(request), body.enquiry_id, body.body, body.spec_sub_category_id);
    return reply.code(201).send({ success: true, msg: "Message sent: the buyer is told by mail", data });
  });

  app.post(route(staffPaths.threadsRead), answers(threadReply()), async (request) => {
    const body = parseBody(staffThreadQuery, request);
    return { success: true, msg: "Read", data: await threads.markReadByStaff(body.enquiry_id) };
  });

  app.get(route(staffPaths.threadsUnread), answers(staffThreadUnreadReply()), async () => {
    return { success: true, msg: "Unread messages", data: await threads.unreadForStaff() };
  });
}
