/**
 * The saved logins, one per role, made once per run by the "setup" project (sessions.setup.ts)
 * through the login form: the clerk (STAFF, on the main and the offers server) and a member of
 * its own (on the main server). A spec whose subject is not the login opens a context with one
 * (`newPage(browser, width, STAFF_STATE)`); a spec about logging in, out or a session that ends
 * logs in through the form itself and never ends a saved one.
 */
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "tmp/sessions");
export const STAFF_STATE = path.join(dir, "staff.json");
export const MEMBER_STATE = path.join(dir, "member.json");
export const MEMBER = { name: "Saved Member" } as const;
