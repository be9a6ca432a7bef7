import { afterEach, describe, expect, it } from "vitest";
import { clearSession, endSession, isSessionEnded, readSession, subscribeSessionEnded, writeSession } from "./stored-session";

describe("an ended session", () => {
  afterEach(() => clearSession());

  it("is ended when the server refuses the token (endSession), and begins again at a login", () => {
    writeSession({ name: "Karim" }, "tok-1");
    endSession();
    expect(readSession()).toBeNull();
    expect(isSessionEnded()).toBe(true);
    writeSession({ name: "Karim" }, "tok-2");
    expect(isSessionEnded()).toBe(false);
  });

  it("is ended when another tab logs out, but not by this tab's own Logout", () => {
    writeSession({ name: "Karim" }, "tok-3");
    let changes = 0;
    const unsubscribe = subscribeSessionEnded(() => (changes += 1));
    clearSession();
    expect(isSessionEnded()).toBe(false);
    // Another tab's logout: the token is gone from storage, and this tab hears of it.
    writeSession({ name: "Karim" }, "tok-4");
    localStorage.removeItem("token");
    window.dispatchEvent(new StorageEvent("storage", { key: "token", oldValue: "tok-4", newValue: null }));
    expect(isSessionEnded()).toBe(true);
    expect(changes).toBe(1);
    unsubscribe();
  });
});

describe("the stored role", () => {
  afterEach(() => clearSession());

  it("is staff only when the logged-in user's role says so; anyone else is a member", () => {
    writeSession({ name: "Clerk", role: "staff" }, "tok-staff");
    expect(readSession()).toMatchObject({ userName: "Clerk", role: "staff" });
    writeSession({ name: "Karim", role: "member" }, "tok-member");
    expect(readSession()?.role).toBe("member");
    writeSession({ name: "Old login" }, "tok-old");
    expect(readSession()?.role).toBe("member");
    localStorage.setItem("user", "{not json");
    expect(readSession()?.role).toBe("member");
  });
});
