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

describe("useLoad", () => {
  it("loads on mount and shows the data", async () => {
    const { pending, call } = calls<string[]>();
    const { result } = renderHook(() => useLoad(call("a")));
    expect(result.current[0]).toEqual({ kind: "loading" });
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]?.resolve(ok(["jute"])));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: "ok", data: ["jute"] }));
  });

  it("shows the server's words and status on a refusal, and loads again on reload", async () => {
    const { pending, call } = calls<string[]>();
    const { result } = renderHook(() => useLoad(call("a")));
    await waitFor(() => expect(pending).toHaveLength(1));
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
    const { pending, call } = calls<string[]>();
    const { result } = renderHook(() => useLoad(call("a")));
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]?.reject(new Error("offline")));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: "error", msg: "Something went wrong" }));
    act(() => result.current[1]());
    await waitFor(() => expect(pending).toHaveLength(2));
    act(() => pending[1]?.resolve({ kind: "failed", reason: "network", msg: "" }));
    await waitFor(() => expect(result.current[0]).toEqual({ kind: "error", msg: "Error" }));
  });

  it("keeps the data shown while it reloads, or shows loading with clearOnReload", async () => {
    const kept = calls<string[]>();
    const keep = renderHook(() => useLoad(kept.call("a")));
    await waitFor(() => expect(kept.pending).toHaveLength(1));
    act(() => kept.pending[0]?.resolve(ok(["jute"])));
    await waitFor(() => expect(keep.result.current[0]).toEqual({ kind: "ok", data: ["jute"] }));
    act(() => keep.result.current[1]());
    await waitFor(() => expect(kept.pending).toHaveLength(2));
    expect(keep.result.current[0]).toEqual({ kind: "ok", data: ["jute"] });

    const cleared = calls<string[]>();
    const clear = renderHook(() => useLoad(cleared.call("a"), { clearOnReload: true }));
    await waitFor(() => expect(cleared.pending).toHaveLength(1));
    act(() => cleared.pending[0]?.resolve(ok(["jute"])));
    await waitFor(() => expect(clear.result.current[0]).toEqual({ kind: "ok", data: ["jute"] }));
    act(() => clear.result.current[1]());
    expect(clear.result.current[0]).toEqual({ kind: "loading" });
    await waitFor(() => expect(cleared.pending).toHaveLength(2));
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
