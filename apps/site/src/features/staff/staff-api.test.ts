import { readSession } from "../../shared/session";
import { isSessionEnded, writeSession } from "../../shared/session/stored-session";
import { endedOn401 } from "./staff-api";

const staff = { id: "9", name: "Staff", email: "prices@mill.example", role: "staff" };

describe("a staff call's refusal", () => {
  it("ends the session when the server no longer accepts the staff token (401), and hands the result on", () => {
    writeSession(staff, "staff-token");
    const refused = { kind: "refused", msg: "Log in as staff first", code: "unauthorized", status: 401 } as const;
    expect(endedOn401(refused)).toBe(refused);
    expect(readSession()).toBeNull();
    expect(isSessionEnded()).toBe(true);
  });

  it("keeps the session for any other answer (a member's 403, bad input, success)", () => {
    writeSession(staff, "staff-token");
    endedOn401({ kind: "refused", msg: "This is for the mill's staff only", code: "forbidden", status: 403 });
    endedOn401({ kind: "refused", msg: "Enter a date", code: "invalid", status: 400 });
    endedOn401({ kind: "ok", data: null, msg: "" });
    expect(readSession()?.token).toBe("staff-token");
    expect(isSessionEnded()).toBe(false);
  });
});
