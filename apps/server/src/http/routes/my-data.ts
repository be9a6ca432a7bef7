/**
 * `GET api_account_export`: the logged-in member's own data as a JSON download (see
 * domain/privacy/my-data.ts for what it holds).
 */
import type { FastifyInstance } from "fastify";
import { MY_DATA_PATH } from "@jute/api/contract";
import type { AuthService } from "../../domain/accounts/auth";
import { hashToken } from "../../domain/accounts/auth";
import type { MyDataService } from "../../domain/privacy/my-data";
import { bearerToken } from "../request-helpers";

const NOT_LOGGED_IN = { success: false, msg: "You are not logged in (the token is missing, expired or revoked): log in again" } as const;

export async function myDataRoutes(app: FastifyInstance, options: { auth: AuthService; myData: MyDataService }) {
  const { auth, myData } = options;
  app.get(`/${MY_DATA_PATH}`, async (request, reply) => {
    const token = bearerToken(request);
    const memberId = token ? await auth.memberIdForToken(token) : null;
    if (!token || memberId === null) return reply.code(401).send(NOT_LOGGED_IN);
    const data = await myData.export(memberId, hashToken(token));
    if (!data) return reply.code(401).send(NOT_LOGGED_IN);
    const day = data.exported_at.slice(0, 10);
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="my-data-${day}.json"`)
      .send({ success: true, msg: "Your data", data });
  });
}
