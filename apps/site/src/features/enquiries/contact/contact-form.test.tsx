import { render, screen } from "@testing-library/react";
import { contactUs } from "./contact-us.copy";
import { ContactForm, sentReference } from "./contact-form";

describe("the contact form without its script", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("posts itself to /contact-us, so a press before the script arrives is the browser's own post", () => {
    const { container } = render(<ContactForm form={contactUs.form} />);
    const form = container.querySelector("form#contact-form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/contact-us");
  });

  it("takes a reference from ?sent= only when it has the reference's form", () => {
    expect(sentReference("?sent=E-2026-000042")).toBe("E-2026-000042");
    expect(sentReference("?sent=E-2026-000042&x=1")).toBe("E-2026-000042");
    for (const search of ["", "?sent=", "?sent=<b>hi</b>", "?sent=E-26-1", "?sent=Q-2026-000042", "?sent=E-2026-000042x"]) {
      expect(sentReference(search)).toBeNull();
    }
  });

  it("comes back as /contact-us?sent=REF: shows the sent confirmation with its reference, focused, and drops the query", async () => {
    window.history.replaceState(null, "", "/contact-us?sent=E-2026-000042#contact-sent");
    render(<ContactForm form={contactUs.form} />);
    const heading = await screen.findByRole("heading", { name: "Thank you" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Enquiry E-2026-000042 received: we answer within two working days.");
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    expect(document.getElementById("contact-sent")).toBeNull();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/contact-us");
  });

  it("shows the form (and keeps the notice for CSS to show as the target) for a malformed reference", () => {
    window.history.replaceState(null, "", "/contact-us?sent=%3Cb%3E");
    render(<ContactForm form={contactUs.form} />);
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Thank you" })).toBeNull();
    expect(document.getElementById("contact-sent")).toHaveTextContent("We have mailed you an acknowledgement with its reference");
  });
});
