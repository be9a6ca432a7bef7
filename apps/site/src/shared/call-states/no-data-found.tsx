import { NoData, PlainButton } from "@jute/ui";
import { site } from "../content/site";

/** "No data found" with the site's picture, and Try again when the call failed (not when it was empty). */
export function NoDataFound({ onRetry }: { onRetry?: (() => void) | undefined }) {
  return (
    <>
      <NoData imageSrc={site.noDataImage.src} imageWidth={site.noDataImage.width} imageHeight={site.noDataImage.height}>
        No data found
      </NoData>
      {onRetry && (
        <PlainButton variant="outline" onClick={onRetry}>
          Try again
        </PlainButton>
      )}
    </>
  );
}
