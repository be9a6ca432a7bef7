import "../../../shared/flows/flows.css";
import { Spinner, Tile, TileGrid } from "@jute/ui";
import { useMachine } from "@xstate/react";
import { site } from "../../../shared/content/site";
import { NoDataFound } from "../../../shared/call-states/no-data-found";
import { browseTarget, type BrowseSource } from "./browse-items";
import { categoryBrowseMachine } from "./category-browse.machine";

/** A browse screen's grid: spinner, round tiles, or the no-data picture (and, after a failure, why, with Try again). */
export function CategoryBrowseScreen({
  source,
  label,
  machine = categoryBrowseMachine,
}: {
  source: BrowseSource;
  /** Names the grid for screen readers. */
  label: string;
  machine?: typeof categoryBrowseMachine;
}) {
  const [snapshot, send] = useMachine(machine, { input: { source } });

  if (snapshot.matches("loading")) return <Spinner label={`Loading ${label}`} size="lg" className="browse__spinner" />;

  if (snapshot.matches("results")) {
    return (
      <TileGrid aria-label={label} className="browse__grid">
        {snapshot.context.items.map((item) => {
          const target = browseTarget(item);
          return (
            <Tile
              key={item.key}
              name={item.name}
              imageSrc={item.img.trim() !== "" ? item.img : site.defaultCategoryImage.src}
              href={target.href}
              routerOptions={{ state: target.state }}
            />
          );
        })}
      </TileGrid>
    );
  }

  return (
    <div className="browse__empty">
      {/* A failure says why on the page, as the product page does (no toast repeats it). */}
      {snapshot.matches("error") && snapshot.context.error !== null && (
        <p role="alert" className="costing__error">
          {snapshot.context.error}
        </p>
      )}
      <NoDataFound onRetry={snapshot.matches("error") ? () => send({ type: "browse.retry" }) : undefined} />
    </div>
  );
}
