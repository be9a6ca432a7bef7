/** GET /api/health: liveness and database readiness, for load balancers and for people. */
import type { FastifyInstance } from "fastify";
import { paths } from "@jute/api/contract";
import type { Database } from "../../db/database";

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get(`/${paths.health}`, async (_request, reply) => {
    const ready = await Promise.race([
      options.database.ping().then(() => true, () => false),
      new Promise<boolean>((resolve) => setTimeout(resolve, 2000, false).unref()),
    ]);
    return ready
      ? reply.send({ success: true, msg: "The server and the database are ready", status: "ok", database: "ready" })
      : reply.code(503).send({ success: false, msg: "The database is not reachable", status: "unavailable", database: "unavailable" });
  });
}
