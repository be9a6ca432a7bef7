/**
 * The member's quote list (domain/enquiries/quote-list.ts): read it, add, change and remove a
 * line, and send it as one quote request. Members only, each reaching their own list by the
 * caller's account id (never an id from the request). Sending spends the enquiry budget of the
 * other enquiry doors.
 */
import type { FastifyInstance } from "fastify";
import {
  quoteListAddRequest,
  quoteListChangeRequest,
  quoteListPaths,
  quoteListRemoveRequest,
  quoteListReply,
  quoteListSendRequest,
  quoteListSentReply,
} from "@jute/api/contract";
import type { Config } from "../../env";
import type { AuthService } from "../../domain/accounts/auth";
import type { QuoteListService } from "../../domain/enquiries/quote-list";
import type { AttemptCounters } from "../../domain/limits/attempt-counters";
import { callerOf, requireMember } from "../hooks";
import { parseBody } from "../request-helpers";
import { enquiryBudget } from "./enquiries";

export async function quoteListRoutes(app: FastifyInstance, options: { auth: AuthService; quoteList: QuoteListService; config: Config; counters: AttemptCounters }) {
  const { quoteList } = options;
  app.addHook("preHandler", requireMember(options.auth, "Log in to keep a quote list"));
  const listed = { config: { reply: quoteListReply() } };
  const answer = (data: Awaited<ReturnType<QuoteListService["read"]>>, msg: string) => ({ success: true, msg, data });

  app.get(`/${quoteListPaths.list}`, listed, async (request) => {
    const data = await quoteList.read(callerOf(request).memberId);
    return answer(data, data.lines.length > 0 ? "Data Found" : "Your quote list is empty");
  });

  app.post(`/${quoteListPaths.add}`, listed, async (request) => {
    const data = await quoteList.add(callerOf(request).memberId, parseBody(quoteListAddRequest, request));
    return answer(data, "Added to your quote list");
  });

  app.post(`/${quoteListPaths.change}`, listed, async (request) => {
    const data = await quoteList.change(callerOf(request).memberId, parseBody(quoteListChangeRequest, request));
    return answer(data, "Line changed");
  });

  app.post(`/${quoteListPaths.remove}`, listed, async (request) => {
    const data = await quoteList.remove(callerOf(request).memberId, parseBody(quoteListRemoveRequest, request));
    return answer(data, "Line removed");
  });

  app.post(`/${quoteListPaths.send}`, { config: { reply: quoteListSentReply() }, onRequest: enquiryBudget(options.counters, options.config) }, async (request, reply) => {
    const data = await quoteList.send(callerOf(request).memberId, parseBody(quoteListSendRequest, request));
    return reply.code(201).send({ success: true, msg: `Quote request ${data.reference} received: we answer within two working days`, data });
  });
}
