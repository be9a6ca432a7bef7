import type { ApiResult } from "@jute/api/client";
import { act, renderHook, waitFor } from "@testing-library/react";
import { useLoad } from "./use-load";

/** A call whose answers the test settles one by one. */
function calls<T>() {
  const pending: Array<{ arg: unknown; resolve: (result: ApiResult<T>) => void; reject: (error: unknown) => void }> = [];
  const call = (arg: unknown) => () =>
    new Promise<ApiResult<T>>((resolve, reject) => {
      pending.push({ arg, resolve, reject });
    });
  return { pending, call };
}

const ok = <T,>(data: T): ApiResult<T> => ({ kind: "ok", data, msg: "Found" });

/** useLoad mounted on a call of its own, once the first load has started. */
async function mounted(options?: { clearOnReload: boolean }) {
  const { pending, call } = calls<string[]>();
  const hook = renderHook(() => useLoad(call("a"), options));
  await waitFor(() => expect(pending).toHaveLength(1));
  return { pending, result: hook.result };
}

describe("useLoad", () => {
  it("loads on mount and shows the data", async () => {
    const { pending, result } = await mounted();
    expect(result.current[0]).toEqual({ kind: "loading" });
    act(() => pending[0]?.resolve(ok(["jute"])));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: "ok", data: ["jute"] }));
  });

  it("shows the server's words and status on a refusal, and loads again on reload", async () => {
    const { pending, result } = await mounted();
    act(() => pending[0]?.resolve({ kind: "refused", msg: "Not allowed", code: "forbidden", status: 403 }));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: "error", msg: "Not allowed", status: 403 }));
    act(() => result.current[1]());
    await waitFor(() => expect(pending).toHaveLength(2));
    // What is shown stays until the answer.
    expect(result.current[0]).toEqual({ kind: "error", msg: "Not allowed", status: 403 });
    act(() => pending[1]?.resolve(ok(["jute"])));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: "ok", data: ["jute"] }));
  });

  it("says Something went wrong when the call throws, and Error for a failure without words", async () => {
    const { pending, result } = await mounted();
    act(() => pending[0]?.reject(new Error("offline")));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: "error", msg: "Something went wrong" }));
    act(() => result.current[1]());
    await waitFor(() => expect(pending).toHaveLength(2));
    act(() => pending[1]?.resolve({ kind: "failed", reason: "network", msg: "" }));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: "error", msg: "Error" }));
  });

  it("keeps the data shown while it reloads, or shows loading with clearOnReload", async () => {
    for (const clearOnReload of [false, true]) {
      const { pending, result } = await mounted({ clearOnReload });
      act(() => pending[0]?.resolve(ok(["jute"])));
      await waitFor(() => expect(result.current[0]).toEqual({ kind: "ok", data: ["jute"] }));
      act(() => result.current[1]());
      expect(result.current[0]).toEqual(clearOnReload ? { kind: "loading" } : { kind: "ok", data: ["jute"] });
      await waitFor(() => expect(pending).toHaveLength(2));
      expect(result.current[0]).toEqual(clearOnReload ? { kind: "loading" } : { kind: "ok", data: ["jute"] });
    }
  });

  it("loads again with the latest call when its deps change, dropping the older answer", async () => {
    const { pending, call } = calls<string>();
    const { result, rerender } = renderHook(({ filter }) => useLoad(call(filter), { deps: [filter] }), { initialProps: { filter: "open" } });
    await waitFor(() => expect(pending).toHaveLength(1));
    rerender({ filter: "accepted" });
    expect(result.current[0]).toEqual({ kind: "loading" });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]?.arg).toBe("accepted");
    act(() => pending[1]?.resolve(ok("accepted list")));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: "ok", data: "accepted list" }));
    // The older answer arrives last (act flushes its promise and any update it would make).
    await act(async () => pending[0]?.resolve(ok("open list")));
    expect(result.current[0]).toEqual({ kind: "ok", data: "accepted list" });
  });
});
