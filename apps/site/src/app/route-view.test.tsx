import { render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDocumentTitle } from "../shared/document/use-document-title";
import { RouteView } from "./route-view";

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe("RouteView", () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="canonical"]').forEach((link) => link.remove());
  });

  // Runs first: the first view of a document is the one that may arrive prerendered.
  it("on a page prerendered for its path, sets the title and loads no description (the head has it)", async () => {
    document.head.insertAdjacentHTML("beforeend", `<meta name="description" content="Written at build"><link rel="canonical" href="https://www.example.com${window.location.pathname}">`);
    const load = vi.fn(() => Promise.resolve("Loaded"));
    render(<RouteView meta={{ title: "Why Jute | Sonali Jute Group", description: load }}>page</RouteView>);
    await waitFor(() => expect(document.title).toBe("Why Jute | Sonali Jute Group"));
    expect(load).not.toHaveBeenCalled();
    expect(description()).toBe("Written at build");
  });

  it("after a navigation, sets the title at once and the description once its chunk is in", async () => {
    const load = vi.fn(() => Promise.resolve("Browse our jute product categories."));
    render(<RouteView meta={{ title: "Product Categories | Sonali Jute Group", description: load }}>page</RouteView>);
    await waitFor(() => expect(description()).toBe("Browse our jute product categories."));
    expect(document.title).toBe("Product Categories | Sonali Jute Group");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps a screen's own title when the route's description arrives after it", async () => {
    let arrive: (text: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    function Screen() {
      useDocumentTitle('10 oz 40" Hessian Cloth prices | Sonali Jute Group');
      return <h1>10 oz 40"</h1>;
    }
    render(
      <RouteView meta={{ title: "Carpet Backing Cloth (CBC) prices | Sonali Jute Group", description: load }}>
        <Screen />
      </RouteView>,
    );
    await waitFor(() => expect(document.title).toBe('10 oz 40" Hessian Cloth prices | Sonali Jute Group'));
    arrive("The cloth's prices by size and port.");
    await waitFor(() => expect(description()).toBe("The cloth's prices by size and port."));
    expect(document.title).toBe('10 oz 40" Hessian Cloth prices | Sonali Jute Group');
  });

  it("sets a description given as text at once", async () => {
    render(<RouteView meta={{ title: "Page not found", description: "Not on our site." }}>page</RouteView>);
    await waitFor(() => expect(description()).toBe("Not on our site."));
  });
});
