import { sackingDetails } from "./products.copy";
import { ProductPageView } from "./product-page-view";

export function SackingDetailsPage() {
  return <ProductPageView page={sackingDetails} />;
}
