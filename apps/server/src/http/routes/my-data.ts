/**
 * `GET api_account_export`: the logged-in member's own data as a JSON download (see
 * domain/privacy/my-data.ts for what it holds). requireMember checks the caller.
 */
import type { FastifyInstance } from "fastify";
import { MY_DATA_PATH, myDataReply } from "@jute/api/contract";
import type { AuthService } from "../../domain/accounts/auth";
import { hashToken } from "../../domain/accounts/auth";
import { NOT_LOGGED_IN } from "../../domain/accounts/accounts";
import { notLoggedIn } from "../../domain/api-error";
import type { MyDataService } from "../../domain/privacy/my-data";
import { callerOf, requireMember } from "../hooks";

export async function myDataRoutes(app: FastifyInstance, options: { auth: AuthService; myData: MyDataService; limitPerMinute: number }) {
  const { auth, myData } = options;
  app.addHook("preHandler", requireMember(auth, NOT_LOGGED_IN));

  // An export reads every row of the account: a few a minute per client (PDF_LIMIT_PER_MINUTE).
  app.get(`/${MY_DATA_PATH}`, { config: { reply: myDataReply(), rateLimit: { max: options.limitPerMinute, timeWindow: 60_000 } } }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await myData.export(caller.memberId, hashToken(caller.token));
    if (!data) throw notLoggedIn(NOT_LOGGED_IN);
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="my-data-${data.exported_at.slice(0, 10)}.json"`)
      .send({ success: true, msg: "Your data", data });
  });
}
