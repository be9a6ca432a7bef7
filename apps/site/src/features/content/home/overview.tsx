import { useId, useState } from "react";
import type { Disclosure } from "../../../shared/content/types";

/** One paragraph of the company overview with its detail behind a real disclosure button. */
function OverviewItem({ item }: { item: Disclosure }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="disclosure">
      <p>{item.summary}</p>
      <button
        type="button"
        className="disclosure__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {item.toggleLabel}
        <span className="chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="disclosure__detail" hidden={!open}>
        {item.detail.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

export function Overview({ overview }: { overview: { heading: string; items: Disclosure[] } }) {
  return (
    <>
      <h2 id="overview-heading">{overview.heading}</h2>
      {overview.items.map((item) => (
        <OverviewItem key={item.id} item={item} />
      ))}
    </>
  );
}
